-- Orders as the screens read them now say how they are paid, and the pharmacy's feeds (order_feed
-- and order_feed_page) leave out online orders that are not paid yet (as the table's restrictive
-- policy does).

-- The existing document keeps its name for what it always held; order_json adds the payment.
alter function private.order_json(public.orders, text) rename to order_json_base;

create function private.order_json(v public.orders, p_viewer text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select private.order_json_base(v, p_viewer) || jsonb_build_object(
    'payment', (select jsonb_build_object('status', p.status, 'amount_kobo', p.amount_kobo, 'channel', p.channel,
        'paid_at', p.paid_at, 'idempotency_key', case when p_viewer = 'patient' then p.idempotency_key end)
      from public.payments p where p.id = v.payment_id),
    'refund', (select jsonb_build_object('status', r.status, 'amount_kobo', r.amount_kobo, 'reason', r.reason)
      from public.payment_refunds r where r.order_id = v.id))
$$;
revoke all on function private.order_json(public.orders, text), private.order_json_base(public.orders, text)
  from public, anon, authenticated;

-- Redefined from 20251205000500_order_reads.sql: the same feed, plus the unpaid-online filter.
create or replace function public.order_feed(p_after bigint default 0) returns jsonb
language sql stable security definer set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as uid, private.my_pharmacy_id() as pharmacy_id, private.my_rider_id() as rider_id
  ), mine as (
    select o.id, o.created_at, case when o.patient_id = me.uid then 'patient' when o.pharmacy_id = me.pharmacy_id then 'pharmacy'
      else 'rider' end as viewer
    from public.orders o, me
    where (o.patient_id = me.uid or o.pharmacy_id = me.pharmacy_id or o.rider_id = me.rider_id)
      and (o.patient_id = me.uid or private.order_paid_or_not_online(o.payment_id))
  ), changed as (
    select m.* from mine m
    where p_after <= 0 or exists (select 1 from public.order_events e where e.order_id = m.id and e.id > p_after)
    order by m.created_at desc limit 100
  )
  select jsonb_build_object(
    'cursor', greatest(p_after, coalesce((
      select max(e.id) from public.order_events e join mine m on m.id = e.order_id
      where e.at < now() - interval '5 seconds'), 0)),
    'orders', (select coalesce(jsonb_agg(private.order_json(o, c.viewer) order by c.created_at desc), '[]'::jsonb)
      from changed c join public.orders o on o.id = c.id)
  )
$$;

-- Redefined from 20251215000100_order_feed_pages.sql: the same pages, plus the unpaid-online filter.
create or replace function public.order_feed_page(p_after bigint, p_before_at timestamptz, p_before_id uuid) returns jsonb
language sql stable security definer set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as uid, private.my_pharmacy_id() as pharmacy_id, private.my_rider_id() as rider_id
  ), mine as (
    select o.id, o.created_at, case when o.patient_id = me.uid then 'patient' when o.pharmacy_id = me.pharmacy_id then 'pharmacy'
      else 'rider' end as viewer
    from public.orders o, me
    where (o.patient_id = me.uid or o.pharmacy_id = me.pharmacy_id or o.rider_id = me.rider_id)
      and (o.patient_id = me.uid or private.order_paid_or_not_online(o.payment_id))
  ), changed as (
    select m.* from mine m
    where (p_after <= 0 or exists (select 1 from public.order_events e where e.order_id = m.id and e.id > p_after))
      and (p_before_at is null or (m.created_at, m.id) < (p_before_at, coalesce(p_before_id, m.id)))
    order by m.created_at desc, m.id desc limit 100
  )
  select jsonb_build_object(
    'cursor', greatest(p_after, coalesce((
      select max(e.id) from public.order_events e join mine m on m.id = e.order_id
      where e.at < now() - interval '5 seconds'), 0)),
    'more', (select count(*) from changed) = 100,
    'orders', (select coalesce(jsonb_agg(private.order_json(o, c.viewer) order by c.created_at desc, c.id desc), '[]'::jsonb)
      from changed c join public.orders o on o.id = c.id)
  )
$$;
