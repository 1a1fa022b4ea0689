-- Profiles: one row per account, created by the database itself when the auth user
-- is inserted, so the role can never come from an unchecked client write.

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null check (role in ('patient', 'pharmacy', 'doctor', 'rider', 'admin')),
  email text,
  full_name text,
  email_confirmed boolean not null default false,
  confirmation_token text unique,
  confirmation_token_expires_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.profiles is
  'One row per account: role and whether the e-mail address is confirmed. The confirmation token is readable only by the service role.';

alter table public.profiles enable row level security;

-- Supabase grants the API roles every column by default. The token must never
-- reach a browser and the role/confirmation flags must never be written by their
-- owner, so the grants are narrowed to the columns the app may touch.
revoke all on public.profiles from anon, authenticated;
grant select (user_id, role, email, full_name, email_confirmed, created_at) on public.profiles to authenticated;
grant update (full_name) on public.profiles to authenticated;
grant all on public.profiles to service_role;

-- SECURITY DEFINER so that policies on profiles can ask "is the caller an admin?"
-- without re-entering the profiles policies (infinite recursion).
create function private.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.user_id = (select auth.uid()) and p.role = 'admin'
  );
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create policy "profiles: an account reads its own profile"
  on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "profiles: admins read every profile"
  on public.profiles for select to authenticated
  using ((select private.is_admin()));

create policy "profiles: an account updates its own profile"
  on public.profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Columns such as status or approval_status are decided by admins. Arguments come
-- in pairs (column, value a non-admin insert must carry). Updates by anyone but an
-- admin, the service role or a SECURITY DEFINER routine may not change them.
create function private.protect_columns() returns trigger
language plpgsql
as $$
declare
  i int := 0;
  col text;
  privileged boolean := current_user not in ('anon', 'authenticated') or private.is_admin();
begin
  if privileged then
    return new;
  end if;
  while i < tg_nargs loop
    col := tg_argv[i];
    if tg_op = 'INSERT' and (to_jsonb(new) ->> col) is distinct from tg_argv[i + 1] then
      raise exception 'permission denied: % can only be set by an administrator', col
        using errcode = '42501';
    elsif tg_op = 'UPDATE' and (to_jsonb(new) -> col) is distinct from (to_jsonb(old) -> col) then
      raise exception 'permission denied: % can only be changed by an administrator', col
        using errcode = '42501';
    end if;
    i := i + 2;
  end loop;
  return new;
end
$$;

create function private.new_confirmation_token() returns text
language sql volatile
as $$
  select encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex');
$$;

-- Sign-up data (raw_user_meta_data) is written by the user, so it may only ask for
-- a public role. "admin" is honoured only from raw_app_meta_data, which only the
-- service role (admin API, seed) can write.
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  requested text := coalesce(nullif(new.raw_user_meta_data ->> 'role', ''), 'patient');
  granted text;
begin
  if coalesce(new.raw_app_meta_data ->> 'role', '') = 'admin' then
    granted := 'admin';
  elsif requested in ('patient', 'pharmacy', 'doctor', 'rider') then
    granted := requested;
  else
    raise exception 'role "%" cannot be chosen at registration', requested
      using errcode = '42501';
  end if;

  insert into public.profiles (user_id, role, email, full_name, confirmation_token, confirmation_token_expires_at)
  values (
    new.id,
    granted,
    new.email,
    new.raw_user_meta_data ->> 'full_name',
    private.new_confirmation_token(),
    now() + interval '24 hours'
  );
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.sync_profile_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles set email = new.email where user_id = new.id;
  return new;
end
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_profile_email();
