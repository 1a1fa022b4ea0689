-- The figures the public pages show (landing, welcome page), counted from the rows at the time of
-- asking, so no page states a number nobody counted. Anyone may call it; it returns only totals,
-- never a row, a name or an id.
create or replace function public.site_figures()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'patients', (select count(*) from public.profiles p where p.role = 'patient' and p.email_confirmed),
    'pharmacies', (select count(*) from public.pharmacies ph where ph.status = 'approved'),
    'doctors', (select count(*) from public.doctors d where d.approval_status = 'approved'),
    'medicines', (
      select count(distinct o.medicine_id) from public.offers o
      join public.pharmacies ph on ph.id = o.pharmacy_id
      where o.listed and ph.status = 'approved'),
    'delivered', (select count(*) from public.orders o where o.status = 'delivered'),
    -- Minutes from placing to the rider's "delivered", averaged over delivered orders (null if none).
    'delivery_minutes', (
      select round(avg(extract(epoch from (e.at - o.created_at)) / 60))::int
      from public.orders o
      join public.order_events e on e.order_id = o.id and e.kind = 'status' and e.to_status = 'delivered'
      where o.status = 'delivered')
  );
$$;
comment on function public.site_figures() is
  'Totals for the public pages: confirmed patients, approved pharmacies and doctors, medicines listed, orders delivered and their average time to delivery. Aggregates only.';
revoke all on function public.site_figures() from public, anon, authenticated;
grant execute on function public.site_figures() to anon, authenticated, service_role;
