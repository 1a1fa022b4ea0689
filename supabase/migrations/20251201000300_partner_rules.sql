-- Partner tables (pharmacies, doctors, riders, logistics_providers):
--   * an account inserts only into the table of its own role, once (user_id is unique);
--   * identity fields changed by the owner of an approved record send it back to review;
--   * document paths lie in the owner's own folder of the licenses bucket;
--   * the logistics phone and its proof come from the verified auth user.
-- Registration writes these rows before the e-mail is confirmed, so none of this
-- asks for a confirmed address.

-- The caller's own role and confirmation flag, read past the profiles policies.
create function private.my_role() returns text
language sql stable security definer set search_path = ''
as $$
  select p.role from public.profiles p where p.user_id = (select auth.uid());
$$;

create function private.email_confirmed() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select p.email_confirmed from public.profiles p where p.user_id = (select auth.uid())), false);
$$;

revoke all on function private.my_role(), private.email_confirmed() from public;
grant execute on function private.my_role(), private.email_confirmed() to anon, authenticated, service_role;

-- Nobody but an API user is held to the owner rules: the service role, admins and
-- the database owner (migrations, seed) pass. Inside a SECURITY DEFINER function
-- current_user is the owner, so the JWT role decides there.
create function private.acting_as_owner() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated') and not private.is_admin();
$$;

-- A path in the licenses bucket: {folder}/{owner id}/{file}, one plain file name.
create function private.is_own_document(path text, folders text[], owner uuid) returns boolean
language sql immutable set search_path = ''
as $$
  select path is null or (
    array_length(string_to_array(path, '/'), 1) = 3
    and split_part(path, '/', 1) = any (folders)
    and split_part(path, '/', 2) = owner::text
    and split_part(path, '/', 3) ~ '^[A-Za-z0-9_][A-Za-z0-9_.-]*$'
  );
$$;

alter table public.pharmacies
  add constraint pharmacies_document_in_own_folder
  check (private.is_own_document(license_document_url, array['pharmacy'], user_id));
alter table public.doctors
  add constraint doctors_document_in_own_folder
  check (private.is_own_document(license_document_url, array['doctor'], user_id));
alter table public.riders
  add constraint riders_document_in_own_folder
  check (private.is_own_document(vehicle_doc_url, array['riders', 'rider'], user_id));

-- Insert: own row, own role's table. Logistics providers sign in by phone and get
-- the default patient role; their proof is the verified phone (trigger below).
drop policy "pharmacies: an account registers its own pharmacy" on public.pharmacies;
create policy "pharmacies: a pharmacy account registers its own pharmacy"
  on public.pharmacies for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.my_role()) = 'pharmacy');

drop policy "doctors: an account registers itself" on public.doctors;
create policy "doctors: a doctor account registers itself"
  on public.doctors for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.my_role()) = 'doctor');

drop policy "riders: an account registers itself" on public.riders;
create policy "riders: a rider account registers itself"
  on public.riders for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.my_role()) = 'rider');

drop policy "logistics_providers: an account registers itself" on public.logistics_providers;
create policy "logistics_providers: a phone-verified account registers itself"
  on public.logistics_providers for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.my_role()) = 'patient');

-- Identity fields of an approved record: a change by its owner sends it back to
-- review. Named to fire after the *_protect_* triggers (alphabetical order), so the
-- status change made here is not mistaken for the owner's.
create function private.review_changed_identity() returns trigger
language plpgsql
as $$
declare
  status_column text := tg_argv[0];
  i int := 1;
  changed boolean := false;
begin
  if not private.acting_as_owner() or (to_jsonb(old) ->> status_column) <> 'approved' then
    return new;
  end if;
  while i < tg_nargs loop
    changed := changed or (to_jsonb(new) -> tg_argv[i]) is distinct from (to_jsonb(old) -> tg_argv[i]);
    i := i + 1;
  end loop;
  if changed then
    new := jsonb_populate_record(new, jsonb_build_object(status_column, 'pending'));
  end if;
  return new;
end
$$;

create trigger pharmacies_review_identity
  before update on public.pharmacies
  for each row execute function private.review_changed_identity('status', 'name', 'license_number', 'license_document_url');
create trigger doctors_review_identity
  before update on public.doctors
  for each row execute function private.review_changed_identity('approval_status', 'full_name', 'specialty', 'license_document_url');
create trigger riders_review_identity
  before update on public.riders
  for each row execute function private.review_changed_identity('approval_status', 'full_name', 'vehicle_info', 'vehicle_doc_url');

-- The phone and the moment it was verified come from auth.users, whatever the
-- client sent. An account without a verified phone cannot hold a provider row.
create function private.logistics_phone_from_auth() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  verified_phone text;
  verified_at timestamptz;
begin
  -- A row in another account's name is left to the policies to refuse.
  if not private.acting_as_owner() or new.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  select u.phone, u.phone_confirmed_at into verified_phone, verified_at
  from auth.users u where u.id = new.user_id;
  if coalesce(verified_phone, '') = '' or verified_at is null then
    raise exception 'a logistics provider needs a phone number verified by SMS code'
      using errcode = '42501';
  end if;
  new.phone := '+' || ltrim(verified_phone, '+');
  new.otp_verified_at := verified_at;
  return new;
end
$$;

create trigger logistics_providers_phone_from_auth
  before insert or update on public.logistics_providers
  for each row execute function private.logistics_phone_from_auth();

-- The API roles keep only what the policies above are written for.
revoke all on public.pharmacies, public.doctors, public.riders, public.logistics_providers, public.prescriptions from anon;
revoke truncate, references, trigger, delete
  on public.pharmacies, public.doctors, public.riders, public.logistics_providers, public.prescriptions
  from authenticated;
revoke truncate, references, trigger on public.profiles from anon, authenticated;

-- Licences: into the folder of one's own role only.
drop policy "licenses: an account uploads into its own folder" on storage.objects;
create policy "licenses: an account uploads into its own role's folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'licenses'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[2] = (select auth.uid())::text
    and (storage.foldername(name))[1] = any (
      case (select private.my_role())
        when 'pharmacy' then array['pharmacy']
        when 'doctor' then array['doctor']
        when 'rider' then array['rider', 'riders']
        else array[]::text[]
      end
    )
  );
