-- More of an approved partner's identity goes back to review when its owner changes it: where a
-- pharmacy is (PCN premises number, address, state, LGA) and a doctor's licence number and hospital.
-- (Names, licence documents and the doctor's specialty already did: 20251201000300_partner_rules.sql.)
create trigger pharmacies_review_premises
  before update on public.pharmacies
  for each row execute function private.review_changed_identity('status', 'pcn_premises_number', 'address', 'state', 'lga');
create trigger doctors_review_licence
  before update on public.doctors
  for each row execute function private.review_changed_identity('approval_status', 'license_number', 'hospital');

-- Ratings and review counts are the platform's: no account writes them through the API, admins
-- included; only the database's own functions (and the service role) do.
create function private.platform_columns() returns trigger
language plpgsql
as $$
declare
  i int := 0;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  while i < tg_nargs loop
    if (to_jsonb(new) -> tg_argv[i]) is distinct from (to_jsonb(old) -> tg_argv[i]) then
      raise exception 'permission denied: % is computed by the platform', tg_argv[i] using errcode = '42501';
    end if;
    i := i + 1;
  end loop;
  return new;
end
$$;

create trigger doctors_platform_rating
  before update on public.doctors
  for each row execute function private.platform_columns('rating', 'reviews');
create trigger pharmacies_platform_rating
  before update on public.pharmacies
  for each row execute function private.platform_columns('rating');

-- A new row starts without a rating.
create function private.no_rating_on_insert() returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated')
     and ((to_jsonb(new) ->> 'rating') is not null or coalesce((to_jsonb(new) ->> 'reviews')::int, 0) <> 0) then
    raise exception 'permission denied: rating is computed by the platform' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger doctors_no_rating_on_insert
  before insert on public.doctors
  for each row execute function private.no_rating_on_insert();
