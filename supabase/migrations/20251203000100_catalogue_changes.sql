-- What a patient's device downloads to search offline: the public catalogue, or only what
-- changed since its last refresh. Rows are positional arrays (no repeated keys) so that a
-- first download of 10,000 offers stays small once gzipped; the app decodes them in
-- src/lib/catalogue-sync.ts.
--
-- {
--   "at":   cursor to send back as `since` next time,
--   "full": true when `since` was null (the device should drop what it had),
--   "p":    pharmacies [id, name, address, phone, state, lga, lat, lng, opening_hours,
--           delivery_fee, delivery_time, rating]: every approved pharmacy that changed or
--           has an offer in "m",
--   "m":    medicines [id, name, generic_name, ingredients, strength, dosage_form, pack_size,
--           manufacturer, nafdac_number, category, prescription_only, description, image_path,
--           offers [[id, index into "p", price, original_price or 0, stock]]]
--           (in a refresh, only the offers that changed),
--   "gone": ids of offers that were visible and no longer are
-- }
-- Offer ids travel as their 16 bytes in unpadded base64url (22 characters instead of 36): with
-- 10,000 of them, the ids are most of the download.
--
-- SECURITY DEFINER so that offers that stopped being visible (delisted, pharmacy
-- suspended) can be reported as gone; nothing else about them is returned.

create function private.short_id(id uuid) returns text
language sql immutable set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.encode(pg_catalog.uuid_send(id), 'base64'), '+/=', '-_');
$$;

create function public.catalogue_changes(since timestamptz default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  -- A writer that started before this snapshot stamps its rows with its own start time and
  -- may commit after we read: the cursor never passes an open transaction's start.
  cursor_at timestamptz := least(now(), coalesce((
    select min(a.xact_start) from pg_catalog.pg_stat_activity a
    where a.pid <> pg_catalog.pg_backend_pid() and a.xact_start is not null and a.state <> 'idle'
  ), now()));
  result jsonb;
begin
  with changed as (
    select o.*, (o.listed and ph.status = 'approved') as visible
    from public.offers o
    join public.pharmacies ph on ph.id = o.pharmacy_id
    where since is null or o.updated_at > since
  ),
  visible as (
    select * from changed where visible
  ),
  touched_meds as (
    select m.* from public.medicines m
    where m.id in (select medicine_id from visible)
       or (since is not null and m.updated_at > since
           and m.id in (select o.medicine_id from public.offers o
                        join public.pharmacies ph on ph.id = o.pharmacy_id
                        where o.listed and ph.status = 'approved'))
  ),
  touched_pharmacies as (
    select ph.*, (row_number() over (order by ph.id)) - 1 as idx
    from public.pharmacies ph
    where ph.status = 'approved'
      and (ph.id in (select pharmacy_id from visible) or (since is not null and ph.updated_at > since))
  )
  select jsonb_build_object(
    'at', cursor_at,
    'full', since is null,
    'p', coalesce((
      select jsonb_agg(jsonb_build_array(
        p.id, p.name, p.address, p.phone, p.state, p.lga, p.latitude, p.longitude,
        p.opening_hours, p.delivery_fee::float8, p.delivery_time, p.rating::float8
      ) order by p.idx)
      from touched_pharmacies p
    ), '[]'::jsonb),
    'm', coalesce((
      select jsonb_agg(jsonb_build_array(
        m.id, m.name, m.generic_name, m.ingredients, m.strength, m.dosage_form, m.pack_size,
        m.manufacturer, m.nafdac_number, m.category, m.prescription_only, m.description,
        m.image_path,
        coalesce((
          select jsonb_agg(jsonb_build_array(
            private.short_id(v.id), tp.idx, v.price::float8,
            coalesce(v.original_price, 0)::float8, v.stock_quantity
          ) order by v.price, tp.idx)
          from visible v join touched_pharmacies tp on tp.id = v.pharmacy_id
          where v.medicine_id = m.id
        ), '[]'::jsonb)
      ) order by m.name, m.id)
      from touched_meds m
    ), '[]'::jsonb),
    'gone', case when since is null then '[]'::jsonb else coalesce((
      select jsonb_agg(private.short_id(c.id)) from changed c where not c.visible
    ), '[]'::jsonb) end
  ) into result;
  return result;
end
$$;

comment on function public.catalogue_changes(timestamptz) is
  'The public catalogue (since = null) or what changed after since, as compact positional rows.';

revoke all on function public.catalogue_changes(timestamptz) from public;
grant execute on function public.catalogue_changes(timestamptz) to anon, authenticated, service_role;
