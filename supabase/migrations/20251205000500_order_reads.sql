-- What the screens read: orders with their items, timeline and the people involved, as one JSON
-- document each, plus a cursor feed for live updates, the rider's board, pharmacy figures and the bell.

/** One order as its viewer may see it: the delivery code only for the patient. */
create function private.order_json(v public.orders, p_viewer text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', v.id, 'reference', v.reference, 'status', v.status, 'created_at', v.created_at,
    'updated_at', v.updated_at, 'subtotal', v.subtotal, 'delivery_fee', v.delivery_fee, 'total', v.total,
    'payment_method', v.payment_method, 'delivery_time', v.delivery_time, 'decline_reason', v.decline_reason,
    'address', jsonb_build_object('state', v.delivery_state, 'lga', v.delivery_lga, 'street', v.delivery_street,
      'landmark', v.delivery_landmark),
    'contact_phone', v.contact_phone,
    'customer_name', (select full_name from public.profiles where user_id = v.patient_id),
    'prescription_status', v.prescription_status, 'prescription_id', v.prescription_id,
    'prescription_files', case when p_viewer in ('patient', 'pharmacy') then
      (select to_jsonb(file_paths) from public.prescriptions where id = v.prescription_id) end,
    'pharmacy', (select jsonb_build_object('id', p.id, 'name', p.name, 'address', p.address, 'phone', p.phone,
      'state', p.state) from public.pharmacies p where p.id = v.pharmacy_id),
    'rider', (select jsonb_build_object('name', r.full_name, 'phone', r.phone, 'vehicle', r.vehicle_info)
      from public.riders r where r.id = v.rider_id),
    'delivery_code', case when p_viewer = 'patient' then
      (select code from public.delivery_codes where order_id = v.id) end,
    'items', (select coalesce(jsonb_agg(jsonb_build_object('offer_id', i.offer_id,
      'medicine_id', (select f.medicine_id from public.offers f where f.id = i.offer_id), 'name', i.medicine_name,
      'strength', i.strength, 'prescription_only', i.prescription_only, 'unit_price', i.unit_price,
      'quantity', i.quantity, 'line_total', i.line_total) order by i.id), '[]'::jsonb)
      from public.order_items i where i.order_id = v.id),
    'events', (select coalesce(jsonb_agg(jsonb_build_object('id', e.id, 'kind', e.kind, 'from', e.from_status,
      'to', e.to_status, 'actor_role', e.actor_role, 'note', e.note, 'at', e.at) order by e.id), '[]'::jsonb)
      from public.order_events e where e.order_id = v.id)
  )
$$;

/**
 * The caller's orders (as patient, as the pharmacy, or as the assigned rider) that changed after
 * event p_after; 0 gives the newest 100. The cursor stays a few seconds behind the newest event: an
 * event id taken by a transaction that commits later is then never skipped (a recent order may
 * simply come twice, and the page replaces it).
 */
create function public.order_feed(p_after bigint default 0) returns jsonb
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

/** Everything the rider dashboard shows, from the rows. Earnings are the delivery fees of delivered orders. */
create function public.rider_board() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  r public.riders := private.rider_row();
begin
  return jsonb_build_object(
    'rider', jsonb_build_object('name', r.full_name, 'phone', r.phone, 'vehicle', r.vehicle_info, 'state', r.state,
      'is_online', r.is_online, 'approval_status', r.approval_status),
    'pickups', (select coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'reference', o.reference,
        'pharmacy_name', p.name, 'pharmacy_address', p.address, 'delivery_lga', o.delivery_lga,
        'delivery_state', o.delivery_state, 'delivery_fee', o.delivery_fee, 'total', o.total,
        'items', (select sum(quantity) from public.order_items i where i.order_id = o.id), 'ready_at', o.updated_at)
        order by o.updated_at), '[]'::jsonb)
      from public.orders o join public.pharmacies p on p.id = o.pharmacy_id
      where r.is_online and r.approval_status = 'approved' and o.status = 'ready' and o.rider_id is null
        and p.state = r.state),
    'current', (select coalesce(jsonb_agg(private.order_json(o, 'rider') order by o.rider_assigned_at), '[]'::jsonb)
      from public.orders o where o.rider_id = r.id and o.status in ('ready', 'picked_up', 'out_for_delivery')),
    'history', (select coalesce(jsonb_agg(h order by h.delivered_at desc), '[]'::jsonb) from (
      select o.reference, o.delivery_fee as earned, o.delivery_lga, o.delivery_state, p.name as pharmacy_name,
        (select max(at) from public.order_events e where e.order_id = o.id and e.to_status = 'delivered') as delivered_at
      from public.orders o join public.pharmacies p on p.id = o.pharmacy_id
      where o.rider_id = r.id and o.status = 'delivered' order by o.updated_at desc limit 50) h),
    'earnings', (select jsonb_build_object(
        'today', coalesce(sum(o.delivery_fee) filter (where o.updated_at >= date_trunc('day', now())), 0),
        'week', coalesce(sum(o.delivery_fee) filter (where o.updated_at >= now() - interval '7 days'), 0),
        'total', coalesce(sum(o.delivery_fee), 0),
        'deliveries', count(*),
        'deliveries_today', count(*) filter (where o.updated_at >= date_trunc('day', now())))
      from public.orders o where o.rider_id = r.id and o.status = 'delivered')
  );
end
$$;

/** Pharmacy figures: revenue counts delivered orders; the others are counted by status. */
create function public.pharmacy_stats(p_days int default 30) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  ph uuid := private.my_pharmacy_id();
  since timestamptz := date_trunc('day', now()) - make_interval(days => greatest(least(p_days, 365), 1) - 1);
begin
  if ph is null then
    raise exception 'Only a pharmacy account has order figures' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'days', greatest(least(p_days, 365), 1),
    'by_status', (select coalesce(jsonb_object_agg(status, n), '{}'::jsonb)
      from (select status, count(*) as n from public.orders where pharmacy_id = ph group by status) s),
    'today', (select jsonb_build_object('orders', count(*),
        'revenue', coalesce(sum(subtotal) filter (where status = 'delivered'), 0))
      from public.orders where pharmacy_id = ph and created_at >= date_trunc('day', now())),
    'revenue', (select coalesce(sum(subtotal), 0) from public.orders
      where pharmacy_id = ph and status = 'delivered' and created_at >= since),
    'delivered', (select count(*) from public.orders where pharmacy_id = ph and status = 'delivered' and created_at >= since),
    'orders', (select count(*) from public.orders where pharmacy_id = ph and created_at >= since),
    'by_day', (select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'orders', d.orders, 'revenue', d.revenue)
        order by d.day), '[]'::jsonb)
      from (select date_trunc('day', created_at)::date as day, count(*) as orders,
              coalesce(sum(subtotal) filter (where status = 'delivered'), 0) as revenue
            from public.orders where pharmacy_id = ph and created_at >= since group by 1) d),
    'top_products', (select coalesce(jsonb_agg(t order by t.revenue desc, t.name), '[]'::jsonb) from (
      select i.medicine_name as name, sum(i.quantity) as quantity, sum(i.line_total) as revenue
      from public.order_items i join public.orders o on o.id = i.order_id
      where o.pharmacy_id = ph and o.status = 'delivered' and o.created_at >= since
      group by i.medicine_name order by sum(i.line_total) desc limit 5) t)
  );
end
$$;

create function public.notification_feed(p_limit int default 20) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'unread', (select count(*) from public.notifications where user_id = (select auth.uid()) and read_at is null),
    'items', (select coalesce(jsonb_agg(n order by n.id desc), '[]'::jsonb) from (
      select id, title, body, link, read_at, created_at from public.notifications
      where user_id = (select auth.uid()) order by id desc limit least(greatest(p_limit, 0), 50)) n)
  )
$$;

create function public.mark_notifications_read(p_ids bigint[] default null) returns int
language sql security definer set search_path = ''
as $$
  with done as (
    update public.notifications set read_at = now()
    where user_id = (select auth.uid()) and read_at is null and (p_ids is null or id = any (p_ids))
    returning 1)
  select count(*)::int from done
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array['order_feed(bigint)', 'rider_board()', 'pharmacy_stats(int)', 'notification_feed(int)',
    'mark_notifications_read(bigint[])'] loop
    execute format('revoke all on function public.%s from public, anon', fn);
    execute format('grant execute on function public.%s to authenticated, service_role', fn);
  end loop;
  revoke all on function private.order_json(public.orders, text) from public, anon, authenticated;
end
$$;
