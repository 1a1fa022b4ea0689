-- The admin's reports: orders, revenue and consultations over the last 7, 30 or 90 days, by day
-- and by Nigerian state, computed here from the real rows (clients cannot read other people's
-- orders or consultations, and must not be trusted to add them up).
--
-- Definitions shown on screen:
--   orders         every order placed in the period, whatever happened to it since;
--   revenue        the totals (medicines and delivery fee) of those orders that were delivered;
--                  cancelled, declined and not-yet-delivered orders add nothing;
--   consultations  every consultation booked in the period and not cancelled;
--   fees           the fees of those consultations that were completed (owed by the patient).
-- Days are Lagos calendar days; an order's state is its delivery state, a consultation's is the
-- patient's state.

create index orders_created_at_idx on public.orders (created_at);
create index consultations_created_at_idx on public.consultations (created_at);

create function public.admin_report(p_days int) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  today date := (now() at time zone 'Africa/Lagos')::date;
  first_day date;
  since timestamptz;
  result jsonb;
begin
  perform private.require_admin();
  if p_days is null or p_days not in (7, 30, 90) then
    raise exception 'Choose a period of 7, 30 or 90 days' using errcode = '22023';
  end if;
  first_day := today - (p_days - 1);
  since := first_day::timestamp at time zone 'Africa/Lagos';

  with o as (
    select (x.created_at at time zone 'Africa/Lagos')::date as day,
      coalesce(nullif(btrim(x.delivery_state), ''), 'Not given') as state,
      x.status, x.total
    from public.orders x
    where x.created_at >= since
  ), c as (
    select (x.created_at at time zone 'Africa/Lagos')::date as day,
      coalesce(p.state, 'Not given') as state,
      x.fee, x.fee_status
    from public.consultations x
    left join public.profiles p on p.user_id = x.patient_id
    where x.created_at >= since and x.status <> 'cancelled'
  ), facts as (
    select day, state, 1 as orders, (status = 'delivered')::int as delivered,
      (status in ('cancelled', 'declined'))::int as cancelled,
      case when status = 'delivered' then total else 0 end as revenue,
      0 as consultations, 0 as completed, 0 as fees
    from o
    union all
    select day, state, 0, 0, 0, 0, 1, (fee_status = 'owed')::int, case when fee_status = 'owed' then fee else 0 end
    from c
  )
  select jsonb_build_object(
    'days', p_days,
    'from', first_day,
    'to', today,
    'totals', (
      select jsonb_build_object(
        'orders', coalesce(sum(orders), 0), 'delivered', coalesce(sum(delivered), 0),
        'cancelled', coalesce(sum(cancelled), 0), 'revenue', coalesce(sum(revenue), 0),
        'consultations', coalesce(sum(consultations), 0), 'completed', coalesce(sum(completed), 0),
        'fees', coalesce(sum(fees), 0))
      from facts),
    'by_day', coalesce((
      select jsonb_agg(jsonb_build_object(
        'day', day, 'orders', orders, 'revenue', revenue, 'consultations', consultations, 'fees', fees) order by day desc)
      from (
        select day, sum(orders) as orders, sum(revenue) as revenue, sum(consultations) as consultations, sum(fees) as fees
        from facts group by day
      ) d), '[]'::jsonb),
    'by_state', coalesce((
      select jsonb_agg(jsonb_build_object(
        'state', state, 'orders', orders, 'revenue', revenue, 'consultations', consultations, 'fees', fees)
        order by revenue desc, orders desc, consultations desc, state)
      from (
        select state, sum(orders) as orders, sum(revenue) as revenue, sum(consultations) as consultations, sum(fees) as fees
        from facts group by state
      ) s), '[]'::jsonb)
  ) into result;
  return result;
end
$$;
revoke all on function public.admin_report(int) from public, anon;
grant execute on function public.admin_report(int) to authenticated, service_role;
