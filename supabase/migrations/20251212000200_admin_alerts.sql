-- Operational alerts for admins, beside failed e-mails and overdue approvals: offers at or under
-- their minimum stock in every pharmacy, and orders that have not moved for over 2 hours (at most
-- 100 of each, the worst first).
-- Admins cannot read other people's offers' pharmacies or orders directly, so one admin-only
-- function gathers both.

-- An order is stuck when it is still open (not delivered, cancelled or declined) and nothing has
-- happened to it (its last timeline event) for more than two hours.
create index orders_open_idx on public.orders (created_at)
  where status not in ('delivered', 'cancelled', 'declined');

create function public.admin_operations_alerts() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_admin();
  select jsonb_build_object(
    -- One entry per pharmacy (most out of stock first), with its lowest offers: a handful of
    -- pharmacies can hold hundreds of low offers between them, which no flat list shows well.
    'low_stock', coalesce((
      select jsonb_agg(jsonb_build_object(
        'pharmacy_id', g.pharmacy_id, 'pharmacy', g.pharmacy, 'state', g.state, 'low', g.low,
        'out_of_stock', g.out_of_stock, 'offers', g.offers) order by g.out_of_stock desc, g.low desc, g.pharmacy)
      from (
        select ph.id as pharmacy_id, ph.name as pharmacy, ph.state, l.low, l.out_of_stock, l.offers
        from public.pharmacies ph
        cross join lateral (
          select count(*) as low, count(*) filter (where x.stock_quantity = 0) as out_of_stock,
            (jsonb_agg(jsonb_build_object(
              'offer_id', x.id, 'medicine', x.medicine, 'strength', x.strength,
              'stock', x.stock_quantity, 'minimum', x.min_stock_level) order by x.ratio, x.medicine)
            ) as offers
          from (
            select o.id, m.name as medicine, m.strength, o.stock_quantity, o.min_stock_level,
              o.stock_quantity::numeric / greatest(o.min_stock_level, 1) as ratio
            from public.offers o
            join public.medicines m on m.id = o.medicine_id
            where o.pharmacy_id = ph.id and o.stock_quantity <= o.min_stock_level
          ) x
        ) l
        where l.low > 0
        order by l.out_of_stock desc, l.low desc, ph.name
        limit 100
      ) g), '[]'::jsonb),
    'stuck', coalesce((
      select jsonb_agg(jsonb_build_object(
        'order_id', s.id, 'reference', s.reference, 'status', s.status, 'pharmacy', s.pharmacy,
        'state', s.delivery_state, 'since', s.since) order by s.since)
      from (
        select * from (
          select o.id, o.reference, o.status, ph.name as pharmacy, o.delivery_state,
            coalesce((select max(e.at) from public.order_events e where e.order_id = o.id), o.created_at) as since
          from public.orders o
          join public.pharmacies ph on ph.id = o.pharmacy_id
          where o.status not in ('delivered', 'cancelled', 'declined')
        ) open_orders
        where open_orders.since < now() - interval '2 hours'
        order by open_orders.since
        limit 100
      ) s), '[]'::jsonb)
  ) into result;
  return result;
end
$$;
revoke all on function public.admin_operations_alerts() from public, anon;
grant execute on function public.admin_operations_alerts() to authenticated, service_role;
