-- Pharmacies registered by pharmacy accounts; an admin approves them.

create table public.pharmacies (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  address text not null,
  phone text,
  license_number text,
  license_document_url text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'suspended')),
  created_at timestamptz not null default now()
);

comment on table public.pharmacies is
  'A pharmacy account''s business details and licence; status is decided by an admin.';

alter table public.pharmacies enable row level security;

create policy "pharmacies: an account reads its own pharmacy"
  on public.pharmacies for select to authenticated
  using (user_id = (select auth.uid()));

create policy "pharmacies: admins read every pharmacy"
  on public.pharmacies for select to authenticated
  using ((select private.is_admin()));

create policy "pharmacies: an account registers its own pharmacy"
  on public.pharmacies for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "pharmacies: an account updates its own pharmacy"
  on public.pharmacies for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "pharmacies: admins update any pharmacy"
  on public.pharmacies for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create trigger pharmacies_protect_status
  before insert or update on public.pharmacies
  for each row execute function private.protect_columns('status', 'pending');
