-- state_catalogue, same answer, less work per call. Measured on the national test catalogue
-- (README), a refresh spent its time in three places:
--  * one query for both the first download and a refresh: with `since is null or ... in (...)`
--    the planner cannot turn the changed ids into a join, so a refresh filtered all of the
--    state's figures (5,258 rows for Lagos) through a hashed subplan and hashed all medicines;
--  * private.short_id per row: a SQL function with its own search_path is never inlined, so
--    each id was a function call (its expression is written out here instead);
--  * the state checked with `not in` over 37 strings (now `= any` of one array constant).
-- The first download and a refresh are now two queries: a refresh reads the changed ids from
-- the (state, updated_at) and (updated_at) indexes and looks each one up by primary key.
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

  -- A refresh: the state's figures that moved (a medicine offered again moves updated_at too)
  -- and the medicines edited since. New to the state or edited: in full; otherwise figures only.
  with changed as (
    select c.medicine_id from public.state_prices c where c.state = wanted and c.updated_at > since
    union
    select e.id from public.medicines e where e.updated_at > since
  ),
  rows as (
    select sp.medicine_id, sp.from_price, sp.pharmacies, sp.in_stock,
           m.name, m.generic_name, m.ingredients, m.strength, m.dosage_form, m.pack_size,
           m.manufacturer, m.nafdac_number, m.category, m.prescription_only, m.image_path,
           (sp.offered_at > since or m.updated_at > since) as whole,
           pg_catalog.translate(pg_catalog.encode(pg_catalog.uuid_send(sp.medicine_id), 'base64'), '+/=', '-_') as short
    from changed ch
    join public.state_prices sp on sp.state = wanted and sp.medicine_id = ch.medicine_id
    join public.medicines m on m.id = sp.medicine_id
  )
  select jsonb_build_object(
    'at', cursor_at, 'state', wanted, 'full', false,
    'm', coalesce(jsonb_agg(jsonb_build_array(
      r.short, r.name, r.generic_name, r.ingredients, r.strength, r.dosage_form, r.pack_size,
      r.manufacturer, r.nafdac_number, r.category, r.prescription_only, r.image_path,
      r.from_price::float8, r.pharmacies, r.in_stock
    ) order by r.pharmacies desc, r.name) filter (where r.whole and r.pharmacies > 0), '[]'::jsonb),
    'f', coalesce(jsonb_agg(jsonb_build_array(r.short, r.from_price::float8, r.pharmacies, r.in_stock))
      filter (where not r.whole or r.pharmacies = 0), '[]'::jsonb))
  into result
  from rows r;
  return result;
end
$$;

comment on function public.state_catalogue(text, timestamptz) is
  'One state''s copy of the catalogue (since = null) or what changed after since: medicines with the state''s cheapest price, pharmacy count and stock.';
revoke all on function public.state_catalogue(text, timestamptz) from public;
grant execute on function public.state_catalogue(text, timestamptz) to anon, authenticated, service_role;
