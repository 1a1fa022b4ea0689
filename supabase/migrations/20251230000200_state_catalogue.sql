-- The device's copy of the catalogue for one state: every medicine offered there with the
-- state's figures from public.state_prices, or what changed since the last refresh. Positional
-- rows, ids as 22-character base64url (private.short_id), no descriptions (fetched with a
-- medicine's offers), so that the largest state's copy of 5,000 medicines stays small.
--
-- {
--   "at":    cursor to send back as `since`,
--   "state": the state asked for,
--   "full":  true when `since` was null (the device drops what it had),
--   "m":     medicines [id, name, generic_name, ingredients, strength, dosage_form, pack_size,
--            manufacturer, nafdac_number, category, prescription_only, image_path,
--            from_price, pharmacies, in_stock]: new to the state or changed,
--   "f":     figures only [id, from_price, pharmacies, in_stock] for medicines the device has;
--            pharmacies 0 means no longer offered in the state (the device drops it)
-- }

create function public.state_catalogue(state text, since timestamptz default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  -- As in catalogue_changes: the cursor never passes an open writer's start.
  cursor_at timestamptz := least(now(), coalesce((
    select min(a.xact_start) from pg_catalog.pg_stat_activity a
    where a.pid <> pg_catalog.pg_backend_pid() and a.xact_start is not null and a.state <> 'idle'
  ), now()));
  wanted text := state;
  result jsonb;
begin
  if wanted is null or wanted not in (
    'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno',
    'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Gombe', 'Imo', 'Jigawa',
    'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger',
    'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe',
    'Zamfara', 'FCT') then
    raise exception 'Unknown state' using errcode = '22023';
  end if;
  -- A refresh reads two index ranges: the state's figures that moved (state, updated_at; a
  -- medicine offered again moves updated_at too) and the medicines edited since (updated_at).
  with rows as (
    select sp.*, m.name, m.generic_name, m.ingredients, m.strength, m.dosage_form, m.pack_size,
           m.manufacturer, m.nafdac_number, m.category, m.prescription_only, m.image_path,
           (since is null or sp.offered_at > since or m.updated_at > since) as whole
    from public.state_prices sp
    join public.medicines m on m.id = sp.medicine_id
    where sp.state = wanted
      and (since is null and sp.pharmacies > 0
           or since is not null and sp.medicine_id in (
             select c.medicine_id from public.state_prices c where c.state = wanted and c.updated_at > since
             union
             select e.id from public.medicines e where e.updated_at > since))
  )
  select jsonb_build_object(
    'at', cursor_at,
    'state', wanted,
    'full', since is null,
    'm', coalesce((
      select jsonb_agg(jsonb_build_array(
        private.short_id(r.medicine_id), r.name, r.generic_name, r.ingredients, r.strength, r.dosage_form,
        r.pack_size, r.manufacturer, r.nafdac_number, r.category, r.prescription_only, r.image_path,
        r.from_price::float8, r.pharmacies, r.in_stock
      ) order by r.pharmacies desc, r.name)
      from rows r where r.whole and r.pharmacies > 0
    ), '[]'::jsonb),
    'f', coalesce((
      select jsonb_agg(jsonb_build_array(private.short_id(r.medicine_id), r.from_price::float8, r.pharmacies, r.in_stock))
      from rows r where not r.whole or r.pharmacies = 0
    ), '[]'::jsonb)
  ) into result;
  return result;
end
$$;

comment on function public.state_catalogue(text, timestamptz) is
  'One state''s copy of the catalogue (since = null) or what changed after since: medicines with the state''s cheapest price, pharmacy count and stock.';
revoke all on function public.state_catalogue(text, timestamptz) from public;
grant execute on function public.state_catalogue(text, timestamptz) to anon, authenticated, service_role;

-- The offers of the medicines a person opens (a JSON array of ids: a page of results, up to 50 at
-- once), in the given
-- state (or everywhere when null), with their pharmacies: the rows catalogue_changes uses.
-- { "p": [[id, name, address, phone, state, lga, lat, lng, opening_hours, delivery_fee,
--          delivery_time, rating, reviews]],
--   "o": [[offer id (short), index into p, price, original_price or 0, stock, medicine id (short)]] }
create function public.medicine_offers(medicines jsonb, state text default null)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  with visible as (
    select o.id, o.medicine_id, o.pharmacy_id, o.price, o.original_price, o.stock_quantity
    from public.offers o join public.pharmacies ph on ph.id = o.pharmacy_id
    where o.medicine_id in (
        select e.id::uuid
        from jsonb_array_elements_text(case when jsonb_typeof(medicine_offers.medicines) = 'array' then medicine_offers.medicines else '[]' end)
          with ordinality as e (id, n)
        where e.n <= 50)
      and o.listed and ph.status = 'approved'
      and (medicine_offers.state is null or ph.state = medicine_offers.state)
  ),
  pharmacies as (
    select ph.*, (row_number() over (order by ph.id)) - 1 as idx
    from public.pharmacies ph where ph.id in (select pharmacy_id from visible)
  )
  select jsonb_build_object(
    'p', coalesce((
      select jsonb_agg(jsonb_build_array(
        p.id, p.name, p.address, p.phone, p.state, p.lga, p.latitude, p.longitude,
        p.opening_hours, p.delivery_fee::float8, p.delivery_time, rr.rating::float8, coalesce(rr.reviews, 0)
      ) order by p.idx)
      from pharmacies p
      left join public.review_ratings rr on rr.subject_id = p.id and rr.kind = 'pharmacy'
    ), '[]'::jsonb),
    'o', coalesce((
      select jsonb_agg(jsonb_build_array(
        private.short_id(v.id), p.idx, v.price::float8, coalesce(v.original_price, 0)::float8, v.stock_quantity,
        private.short_id(v.medicine_id)
      ) order by v.medicine_id, v.price, p.idx)
      from visible v join pharmacies p on p.id = v.pharmacy_id
    ), '[]'::jsonb)
  )
$$;

comment on function public.medicine_offers(jsonb, text) is
  'The visible offers of up to 50 medicines (in one state when given) with their pharmacies, as compact positional rows.';
revoke all on function public.medicine_offers(jsonb, text) from public;
grant execute on function public.medicine_offers(jsonb, text) to anon, authenticated, service_role;
