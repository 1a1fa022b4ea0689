-- order_feed answers at most the 100 newest changed orders, and its cursor then moves past every
-- event: a pharmacy with more orders than that, or a device that was away while more than 100
-- changed, never received the rest. order_feed_page answers the same feed in pages of 100, newest
-- first, each page continuing below the previous one's last order (keyset on created_at, id), and
-- says whether more follow. The app reads every page of one cursor before moving the cursor on
-- (src/lib/orders/api.ts). order_feed stays as it was for callers that read only the newest.

/**
 * One page of the caller's orders (as patient, pharmacy or assigned rider) with an event after
 * p_after (0: every order), newest first, older than (p_before_at, p_before_id) when given.
 * `cursor` is the same as order_feed's for that p_after; `more` is true when a further page may
 * hold orders.
 */
create function public.order_feed_page(p_after bigint, p_before_at timestamptz, p_before_id uuid) returns jsonb
language sql stable security definer set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as uid, private.my_pharmacy_id() as pharmacy_id, private.my_rider_id() as rider_id
  ), mine as (
    select o.id, o.created_at, case when o.patient_id = me.uid then 'patient' when o.pharmacy_id = me.pharmacy_id then 'pharmacy'
      else 'rider' end as viewer
    from public.orders o, me
    where o.patient_id = me.uid or o.pharmacy_id = me.pharmacy_id or o.rider_id = me.rider_id
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

revoke all on function public.order_feed_page(bigint, timestamptz, uuid) from public, anon;
grant execute on function public.order_feed_page(bigint, timestamptz, uuid) to authenticated;
