-- Logistics providers sign up by phone OTP and start at tier 1. Upserted on
-- user_id so that a retried signup step never creates a second row.

create table public.logistics_providers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  full_name text not null,
  email text,
  phone text not null,
  address text,
  government_id text,
  tier text not null default '1' check (tier in ('1', '2', '3')),
  status text not null default 'active' check (status in ('active', 'suspended', 'inactive')),
  vehicles_allowed int not null default 2,
  otp_verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.logistics_providers is
  'Logistics providers; tier, status and vehicles_allowed change only through an admin.';

alter table public.logistics_providers enable row level security;

create policy "logistics_providers: an account reads its own record"
  on public.logistics_providers for select to authenticated
  using (user_id = (select auth.uid()));

create policy "logistics_providers: admins read every provider"
  on public.logistics_providers for select to authenticated
  using ((select private.is_admin()));

create policy "logistics_providers: an account registers itself"
  on public.logistics_providers for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "logistics_providers: an account updates its own record"
  on public.logistics_providers for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "logistics_providers: admins update any provider"
  on public.logistics_providers for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create trigger logistics_providers_protect_tier
  before insert or update on public.logistics_providers
  for each row execute function private.protect_columns(
    'tier', '1', 'status', 'active', 'vehicles_allowed', '2'
  );

create function private.touch_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger logistics_providers_touch
  before update on public.logistics_providers
  for each row execute function private.touch_updated_at();
