-- state_catalogue, same answer, less work per call. Measured on the national test catalogue
-- (README), a refresh spent its time in three places:
--  * one query for both the first download and a refresh: with `since is null or ... in (...)`
--    the planner cannot turn the changed ids into a join, so a refresh filtered all of the
--    state's figures (5,258 rows for Lagos) through a hashed subplan and hashed all medicines
--    (a 100-figure refresh: 14 ms in the query, 1.6 ms now);
--  * private.short_id per row: a SQL function with its own search_path is never inlined, so
--    each id was a function call (its expression is written out here instead);
--  * the state checked with `not in` over 37 strings (now `= any` of one array constant).
-- The first download and a refresh are now two queries: a refresh reads the moved figures from
-- the (state, updated_at) index range and looks up by key only the medicines edited since and
-- the details of the rows sent in full.
-- The response is unchanged (see 20251230000200_state_catalogue.sql for its shape).

create or replace function public.state_catalogue(state text, since timestamptz default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  wanted text := state;
  -- As in catalogue_changes: the cursor never passes an open writer's start.
  cursor_at timestamptz := least(now(), coalesce((
    select min(a.xact_start) from pg_catalog.pg_stat_activity a
    where a.pid <> pg_catalog.pg_backend_pid() and a.xact_start is not null and a.state <> 'idle'
  ), now()));
  result jsonb;
begin
  if wanted is null or not wanted = any ('{Abia,Adamawa,"Akwa Ibom",Anambra,Bauchi,Bayelsa,Benue,Borno,'
      '"Cross River",Delta,Ebonyi,Edo,Ekiti,Enugu,Gombe,Imo,Jigawa,Kaduna,Kano,Katsina,Kebbi,Kogi,'
      'Kwara,Lagos,Nasarawa,Niger,Ogun,Ondo,Osun,Oyo,Plateau,Rivers,Sokoto,Taraba,Yobe,Zamfara,FCT}'::text[]) then
    raise exception 'Unknown state' using errcode = '22023';
  end if;

  if since is null then
    -- The whole copy: every medicine offered in the state, in full.
    select jsonb_build_object(
      'at', cursor_at, 'state', wanted, 'full', true,
      'm', coalesce(jsonb_agg(jsonb_build_array(
        pg_catalog.translate(pg_catalog.encode(pg_catalog.uuid_send(sp.medicine_id), 'base64'), '+/=', '-_'),
        m.name, m.generic_name, m.ingredients, m.strength, m.dosage_form, m.pack_size, m.manufacturer,
        m.nafdac_number, m.category, m.prescription_only, m.image_path,
        sp.from_price::float8, sp.pharmacies, sp.in_stock
      ) order by sp.pharmacies desc, m.name), '[]'::jsonb),
      'f', '[]'::jsonb)
    into result
    from public.state_prices sp
    join public.medicines m on m.id = sp.medicine_id
    where sp.state = wanted and sp.pharmacies > 0;
    return result;
  end if;

  -- A refresh: the state's figures that moved, read straight from the (state, updated_at) index
  -- range (a medicine offered again moves updated_at too), and those of the medicines edited
  -- since (medicines.updated_at). New to the state or edited: in full, the medicine's details
  -- looked up by key for those rows only; otherwise figures only.
  with edited as (
    select e.id from public.medicines e where e.updated_at > since
  ),
  rows as (
    select sp.medicine_id, sp.from_price, sp.pharmacies, sp.in_stock, sp.offered_at > since as offered_again
    from public.state_prices sp
    where sp.state = wanted and sp.updated_at > since
    union all
    select sp.medicine_id, sp.from_price, sp.pharmacies, sp.in_stock, sp.offered_at > since
    from edited e join public.state_prices sp on sp.state = wanted and sp.medicine_id = e.id
    where sp.updated_at <= since
  ),
  marked as (
    select r.*, (r.offered_again or r.medicine_id in (select e.id from edited e)) as whole,
           pg_catalog.translate(pg_catalog.encode(pg_catalog.uuid_send(r.medicine_id), 'base64'), '+/=', '-_') as short
    from rows r
  )
  select jsonb_build_object(
    'at', cursor_at, 'state', wanted, 'full', false,
    'm', coalesce((
      select jsonb_agg(jsonb_build_array(
        r.short, m.name, m.generic_name, m.ingredients, m.strength, m.dosage_form, m.pack_size,
        m.manufacturer, m.nafdac_number, m.category, m.prescription_only, m.image_path,
        r.from_price::float8, r.pharmacies, r.in_stock
      ) order by r.pharmacies desc, m.name)
      from marked r join public.medicines m on m.id = r.medicine_id
      where r.whole and r.pharmacies > 0), '[]'::jsonb),
    'f', coalesce((
      select jsonb_agg(jsonb_build_array(r.short, r.from_price::float8, r.pharmacies, r.in_stock))
      from marked r where not r.whole or r.pharmacies = 0), '[]'::jsonb))
  into result;
  return result;
end
$$;

comment on function public.state_catalogue(text, timestamptz) is
  'One state''s copy of the catalogue (since = null) or what changed after since: medicines with the state''s cheapest price, pharmacy count and stock.';
revoke all on function public.state_catalogue(text, timestamptz) from public;
grant execute on function public.state_catalogue(text, timestamptz) to anon, authenticated, service_role;
