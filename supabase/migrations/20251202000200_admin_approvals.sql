-- Approvals: pharmacies, doctors and riders are reviewed by an admin through
-- SECURITY DEFINER functions; a rejection carries a reason, and the applicant can
-- correct the application and send it back for review. Logistics tier upgrades go
-- through the same review.

alter table public.pharmacies
  add column rejection_reason text,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references auth.users (id) on delete set null,
  add column submitted_at timestamptz not null default now();
alter table public.doctors
  add column license_number text,
  add column rejection_reason text,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references auth.users (id) on delete set null,
  add column submitted_at timestamptz not null default now();
alter table public.riders
  add column rejection_reason text,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references auth.users (id) on delete set null,
  add column submitted_at timestamptz not null default now();

-- Licence numbers in the forms the councils issue them: PCN premises numbers such as
-- PCN/PREM/LA/12345 and MDCN registration numbers such as MDCN/R/12345 or
-- MDCN/2015/F/1234 (slashes or hyphens, upper case, ending in digits). NOT VALID:
-- rows written before this rule are left for an admin to review, new ones must match.
alter table public.pharmacies add constraint pharmacies_license_number_format
  check (license_number is null or license_number ~ '^PCN([/-][A-Z0-9]{1,12}){1,5}$' and license_number ~ '[0-9]$') not valid;
alter table public.doctors add constraint doctors_license_number_format
  check (license_number is null or license_number ~ '^MDCN([/-][A-Z0-9]{1,12}){1,5}$' and license_number ~ '[0-9]$') not valid;

-- Review fields are written by admins only; the applicant's writes leave them as they were.
create function private.keep_review_fields() returns trigger
language plpgsql
as $$
begin
  if current_user not in ('anon', 'authenticated') or private.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.rejection_reason := null;
    new.reviewed_at := null;
    new.reviewed_by := null;
    new.submitted_at := now();
  else
    new.rejection_reason := old.rejection_reason;
    new.reviewed_at := old.reviewed_at;
    new.reviewed_by := old.reviewed_by;
    new.submitted_at := old.submitted_at;
  end if;
  return new;
end
$$;

create trigger pharmacies_keep_review_fields before insert or update on public.pharmacies
  for each row execute function private.keep_review_fields();
create trigger doctors_keep_review_fields before insert or update on public.doctors
  for each row execute function private.keep_review_fields();
create trigger riders_keep_review_fields before insert or update on public.riders
  for each row execute function private.keep_review_fields();

-- Keeps profiles.partner_kind/partner_status (and a pharmacy's state) in step.
create function private.sync_partner_status() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  status text := to_jsonb(new) ->> (case when tg_table_name = 'pharmacies' then 'status' else 'approval_status' end);
  kind text := case tg_table_name when 'pharmacies' then 'pharmacy' when 'doctors' then 'doctor' else 'rider' end;
begin
  update public.profiles
  set partner_kind = kind,
      partner_status = status,
      state = coalesce(case when kind = 'pharmacy' then private.nigerian_state(to_jsonb(new) ->> 'address') end, state)
  where user_id = new.user_id;
  return null;
end
$$;

create trigger pharmacies_sync_partner_status after insert or update on public.pharmacies
  for each row execute function private.sync_partner_status();
create trigger doctors_sync_partner_status after insert or update on public.doctors
  for each row execute function private.sync_partner_status();
create trigger riders_sync_partner_status after insert or update on public.riders
  for each row execute function private.sync_partner_status();

create function private.sync_logistics_partner() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles
  set partner_kind = 'logistics',
      partner_status = case when new.status = 'active' then 'approved' else new.status end,
      state = coalesce(private.nigerian_state(new.address), state)
  where user_id = new.user_id;
  return null;
end
$$;
create trigger logistics_providers_sync_partner after insert or update on public.logistics_providers
  for each row execute function private.sync_logistics_partner();

-- Tier upgrades: documents in the private provider-documents bucket, in the owner's folder.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('provider-documents', 'provider-documents', false, 5242880, array['application/pdf', 'image/jpeg', 'image/png'])
on conflict (id) do nothing;

create policy "provider-documents: an account uploads into its own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'provider-documents'
    and array_length(storage.foldername(name), 1) = 1
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "provider-documents: an account reads its own files, admins read all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'provider-documents'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
  );
create policy "provider-documents: an account replaces its own files"
  on storage.objects for update to authenticated
  using (bucket_id = 'provider-documents' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'provider-documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

create table public.tier_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tier text not null check (tier in ('2', '3')),
  documents jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  rejection_reason text,
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.tier_requests is
  'A logistics provider''s request for Tier 2 or 3, with the documents for it; an admin approves.';
create unique index tier_requests_one_pending on public.tier_requests (user_id) where status = 'pending';

-- The documents each tier needs, each a path in the owner's own folder.
create function private.tier_documents_ok(tier text, documents jsonb, owner uuid) returns boolean
language sql immutable set search_path = ''
as $$
  select jsonb_typeof(documents) = 'object'
    and (select bool_and(documents ? k) from unnest(case tier
          when '2' then array['vehicle_papers', 'drivers_licence']
          when '3' then array['cac_certificate', 'tin', 'insurance'] end) k)
    and not exists (
      select 1 from jsonb_each(documents) d
      where jsonb_typeof(d.value) <> 'string'
        or split_part(d.value #>> '{}', '/', 1) <> owner::text
        or d.value #>> '{}' like '%..%'
    )
$$;

alter table public.tier_requests enable row level security;
revoke all on public.tier_requests from anon, authenticated;
grant select on public.tier_requests to authenticated;
grant insert (tier, documents) on public.tier_requests to authenticated;
grant all on public.tier_requests to service_role;

create policy "tier_requests: a provider reads its own requests"
  on public.tier_requests for select to authenticated
  using (user_id = (select auth.uid()));
create policy "tier_requests: admins read every request"
  on public.tier_requests for select to authenticated
  using ((select private.is_admin()));
create policy "tier_requests: a provider asks for a higher tier with its documents"
  on public.tier_requests for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pending'
    and exists (
      select 1 from public.logistics_providers l
      where l.user_id = (select auth.uid()) and l.tier < tier_requests.tier
    )
    and private.tier_documents_ok(tier, documents, (select auth.uid()))
  );
create policy "suspended accounts cannot act"
  on public.tier_requests as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));

-- E-mails waiting to go out (and the ones that failed, for the admin's alerts).
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  recipient text,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  error text
);
comment on table public.email_outbox is 'Messages the platform sends, written by database functions; sent by the send-queued-email function.';
alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;
grant select on public.email_outbox to authenticated;
grant all on public.email_outbox to service_role;
create policy "email_outbox: admins read it"
  on public.email_outbox for select to authenticated
  using ((select private.is_admin()));
create policy "suspended accounts cannot act"
  on public.email_outbox as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));
