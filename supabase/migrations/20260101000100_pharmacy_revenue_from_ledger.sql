-- The pharmacy's analytics read their money from the ledger, as /pharmacy/payouts does: revenue is
-- the items' price of the orders delivered in the period as the ledger posted it (what the weekly
-- statement calls "Orders"), with the commission and the refunds of the same lines, so the two
-- screens show the same numbers. Days and weeks are Africa/Lagos days and Monday-to-Monday weeks,
-- as in my_statement. Order counts by status still come from the orders.

/** The pharmacy's sales lines (deliveries and their refunds) between two moments, by Lagos day. */
create function private.pharmacy_sales(p_pharmacy uuid, p_from timestamptz, p_to timestamptz)
returns table (day date, sales_kobo bigint, commission_kobo bigint, refunds_kobo bigint, delivered int)
language sql stable security definer set search_path = ''
as $$
  with t as (
    select (l.created_at at time zone 'Africa/Lagos')::date as day, l.entry_id, e.cause, l.amount_kobo,
      private.line_type(e.cause, 'pharmacy', l.amount_kobo) as type
    from private.ledger_lines l join private.ledger_entries e on e.id = l.entry_id
    where l.account_id = (select a.id from private.ledger_accounts a where a.kind = 'pharmacy' and a.owner_id = p_pharmacy)
      and l.created_at >= p_from and l.created_at < p_to and e.cause in ('delivery', 'delivery_refunded')
  )
  select day,
    coalesce(-sum(amount_kobo) filter (where type = 'earning'), 0)::bigint,
    coalesce(sum(amount_kobo) filter (where type = 'commission'), 0)::bigint,
    coalesce(sum(amount_kobo) filter (where type = 'refund'), 0)::bigint,
    (count(distinct entry_id) filter (where cause = 'delivery'))::int
  from t group by day
$$;

/** Pharmacy figures: money from the ledger (private.pharmacy_sales); order counts from the orders. */
create or replace function public.pharmacy_stats(p_days int default 30) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  ph uuid := private.my_pharmacy_id();
  v_days int := greatest(least(coalesce(p_days, 30), 365), 1);
  v_today date := (now() at time zone 'Africa/Lagos')::date;
  since timestamptz := (v_today - (v_days - 1))::timestamp at time zone 'Africa/Lagos';
  v_week date := date_trunc('week', (v_today - (v_days - 1))::timestamp)::date;
begin
  if ph is null then
    raise exception 'Only a pharmacy account has order figures' using errcode = '42501';
  end if;
  return (
    with s as (select * from private.pharmacy_sales(ph, least(since, v_week::timestamp at time zone 'Africa/Lagos'), 'infinity')),
    p as (select * from s where s.day >= v_today - (v_days - 1)),
    placed as (select (created_at at time zone 'Africa/Lagos')::date as day, count(*)::int as orders
      from public.orders where pharmacy_id = ph and created_at >= since group by 1)
    select jsonb_build_object(
      'days', v_days,
      'from', since,
      'by_status', (select coalesce(jsonb_object_agg(status, n), '{}'::jsonb)
        from (select status, count(*) as n from public.orders where pharmacy_id = ph group by status) x),
      'today', jsonb_build_object(
        'orders', (select count(*) from public.orders where pharmacy_id = ph
          and created_at >= v_today::timestamp at time zone 'Africa/Lagos'),
        'revenue', (select coalesce(sum(sales_kobo), 0) / 100.0 from s where s.day = v_today)),
      'revenue', (select coalesce(sum(sales_kobo), 0) / 100.0 from p),
      'revenue_kobo', (select coalesce(sum(sales_kobo), 0) from p),
      'commission_kobo', (select coalesce(sum(commission_kobo), 0) from p),
      'refunds_kobo', (select coalesce(sum(refunds_kobo), 0) from p),
      'earned_kobo', (select coalesce(sum(sales_kobo - commission_kobo - refunds_kobo), 0) from p),
      'delivered', (select coalesce(sum(delivered), 0) from p),
      'orders', (select count(*) from public.orders where pharmacy_id = ph and created_at >= since),
      'by_day', (select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'orders', coalesce(d.orders, 0),
          'revenue', coalesce(d.sales_kobo, 0) / 100.0, 'revenue_kobo', coalesce(d.sales_kobo, 0)) order by d.day), '[]'::jsonb)
        from (select coalesce(p.day, placed.day) as day, p.sales_kobo, placed.orders
              from p full join placed on placed.day = p.day) d),
      'by_week', (select coalesce(jsonb_agg(jsonb_build_object('week_start', w.week_start, 'revenue_kobo', w.sales,
          'commission_kobo', w.commission, 'refunds_kobo', w.refunds, 'earned_kobo', w.sales - w.commission - w.refunds,
          'delivered', w.delivered) order by w.week_start desc), '[]'::jsonb)
        from (select date_trunc('week', s.day::timestamp)::date as week_start, sum(sales_kobo)::bigint as sales,
                sum(commission_kobo)::bigint as commission, sum(refunds_kobo)::bigint as refunds, sum(delivered)::int as delivered
              from s group by 1) w),
      'top_products', (select coalesce(jsonb_agg(t order by t.revenue desc, t.name), '[]'::jsonb) from (
        select i.medicine_name as name, sum(i.quantity) as quantity, sum(i.line_total) as revenue
        from public.order_items i join public.orders o on o.id = i.order_id
        where o.pharmacy_id = ph and o.status = 'delivered' and o.created_at >= since
        group by i.medicine_name order by sum(i.line_total) desc limit 5) t))
  );
end
$$;

revoke all on function private.pharmacy_sales(uuid, timestamptz, timestamptz) from public, anon, authenticated;
