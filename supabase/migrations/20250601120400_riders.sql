-- Delivery riders registered by rider accounts; an admin approves them.

create table public.riders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  full_name text not null,
  phone text,
  vehicle_info text,
  vehicle_doc_url text,
  approval_status text not null default 'pending' check (approval_status in ('pending', 'approved', 'rejected', 'suspended')),
  created_at timestamptz not null default now()
);

comment on table public.riders is
  'A rider account''s contact and vehicle papers; approval_status is decided by an admin.';

alter table public.riders enable row level security;

create policy "riders: an account reads its own record"
  on public.riders for select to authenticated
  using (user_id = (select auth.uid()));

create policy "riders: admins read every rider"
  on public.riders for select to authenticated
  using ((select private.is_admin()));

create policy "riders: an account registers itself"
  on public.riders for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "riders: an account updates its own record"
  on public.riders for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "riders: admins update any rider"
  on public.riders for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create trigger riders_protect_approval_status
  before insert or update on public.riders
  for each row execute function private.protect_columns('approval_status', 'pending');
