-- Doctors registered by doctor accounts; an admin approves them.

create table public.doctors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  full_name text not null,
  specialty text not null,
  license_document_url text,
  approval_status text not null default 'pending' check (approval_status in ('pending', 'approved', 'rejected', 'suspended')),
  created_at timestamptz not null default now()
);

comment on table public.doctors is
  'A doctor account''s specialty and licence; approval_status is decided by an admin.';

alter table public.doctors enable row level security;

create policy "doctors: an account reads its own record"
  on public.doctors for select to authenticated
  using (user_id = (select auth.uid()));

create policy "doctors: admins read every doctor"
  on public.doctors for select to authenticated
  using ((select private.is_admin()));

create policy "doctors: an account registers itself"
  on public.doctors for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "doctors: an account updates its own record"
  on public.doctors for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "doctors: admins update any doctor"
  on public.doctors for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create trigger doctors_protect_approval_status
  before insert or update on public.doctors
  for each row execute function private.protect_columns('approval_status', 'pending');
