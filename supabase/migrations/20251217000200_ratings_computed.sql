-- Ratings shown are computed from visible reviews (public.review_ratings), never read from the
-- seeded pharmacies.rating / doctors.rating and doctors.reviews columns, which nothing shows any more.

-- The pharmacies' public profile: same columns, the rating now computed, and its review count.
create or replace view public.pharmacy_profiles with (security_barrier = true) as
  select p.id, p.name, p.address, p.phone, p.state, p.lga, p.latitude, p.longitude, p.opening_hours,
         p.delivery_fee, p.delivery_time, p.pcn_premises_number,
         (select rr.rating from public.review_ratings rr where rr.subject_id = p.id and rr.kind = 'pharmacy') as rating,
         p.updated_at,
         coalesce((select rr.reviews from public.review_ratings rr where rr.subject_id = p.id and rr.kind = 'pharmacy'), 0) as reviews
  from public.pharmacies p
  where p.status = 'approved';
revoke all on public.pharmacy_profiles from anon, authenticated;
grant select on public.pharmacy_profiles to anon, authenticated;

-- The catalogue download: pharmacy rows carry the computed rating (index 11, null when there is
-- none) and the number of reviews behind it (index 12). Otherwise as in 20251203000100.
create or replace function public.catalogue_changes(since timestamptz default null)
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
        p.opening_hours, p.delivery_fee::float8, p.delivery_time, rr.rating::float8, coalesce(rr.reviews, 0)
      ) order by p.idx)
      from touched_pharmacies p
      left join public.review_ratings rr on rr.subject_id = p.id and rr.kind = 'pharmacy'
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


-- Approved doctors: same columns, rating and reviews computed (rating null when there is none).
create or replace function public.approved_doctors()
returns table (
  id uuid, name text, specialty text, experience integer, rating numeric, reviews integer, price integer,
  location text, languages text[], consultation_types text[], next_available timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select d.user_id, d.full_name, d.specialty, d.experience_years, rr.rating, coalesce(rr.reviews, 0), d.fee,
         coalesce(d.hospital, ''), d.languages, d.consultation_types,
         (select min(f) from public.free_slots(
            d.user_id, (now() at time zone 'Africa/Lagos')::date, (now() at time zone 'Africa/Lagos')::date + 14) f)
  from public.doctors d
  left join public.review_ratings rr on rr.subject_id = d.user_id and rr.kind = 'doctor'
  where d.approval_status = 'approved'
  order by d.full_name
$$;
