-- Account administration: suspension that the database itself enforces, an audit
-- trail written by the same functions that act, and the admin's user list.

alter table public.profiles
  add column suspended_at timestamptz,
  add column suspended_reason text,
  -- The Nigerian state the account is in, for the admin's filters and reports.
  add column state text,
  -- Which partner table holds this account's application, and its status there.
  -- Kept in step by triggers so the user list can filter 100,000 rows without joins.
  add column partner_kind text check (partner_kind in ('pharmacy', 'doctor', 'rider', 'logistics')),
  add column partner_status text;

grant select (suspended_at, state, partner_kind, partner_status) on public.profiles to authenticated;

create index profiles_created_at_idx on public.profiles (created_at desc, user_id);
create index profiles_role_idx on public.profiles (role);

-- The 36 states and the FCT, as written on addresses.
create function private.nigerian_state(address text) returns text
language sql immutable set search_path = ''
as $$
  select s from unnest(array[
    'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River',
    'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano',
    'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo',
    'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara'
  ]) as s
  where address ~* ('\m' || s || '\M') or (s = 'FCT' and address ~* '\mabuja\M')
  limit 1
$$;

-- The state comes from the address given at sign-up; a pharmacy's premises address wins later.
create function private.profile_state_from_signup() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.state is null then
    select private.nigerian_state(coalesce(u.raw_user_meta_data ->> 'state', u.raw_user_meta_data ->> 'address'))
    into new.state from auth.users u where u.id = new.user_id;
  end if;
  return new;
end
$$;

create trigger profiles_state_from_signup
  before insert on public.profiles
  for each row execute function private.profile_state_from_signup();

-- A suspended admin is no admin: every admin check goes through this function.
create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.user_id = (select auth.uid()) and p.role = 'admin' and p.suspended_at is null
  );
$$;

-- True unless the caller's account is suspended. Anonymous callers are "active".
create function private.is_active() returns boolean
language sql stable security definer set search_path = ''
as $$
  select not exists (
    select 1 from public.profiles p
    where p.user_id = (select auth.uid()) and p.suspended_at is not null
  );
$$;
revoke all on function private.is_active() from public;
grant execute on function private.is_active() to anon, authenticated, service_role;

-- A suspended account's access token stays valid until it expires (an hour), so the
-- data itself refuses it: a restrictive policy on every table with row-level security,
-- combined with AND on top of the permissive ones. Tables added later should add the
-- same policy (see supabase/README.md).
do $$
declare
  t record;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
  loop
    execute format(
      'create policy "suspended accounts cannot act" on public.%I as restrictive for all to authenticated using ((select private.is_active())) with check ((select private.is_active()))',
      t.relname
    );
  end loop;
end
$$;

create policy "suspended accounts cannot act"
  on storage.objects as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));

-- Audit trail: written only inside the SECURITY DEFINER functions below, read by admins.
create table public.admin_audit (
  id bigint generated always as identity primary key,
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text,
  action text not null check (action in ('approve', 'reject', 'suspend', 'reactivate', 'export')),
  target_id uuid,
  target_label text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.admin_audit is 'Every admin action: who, when and what. Insert-only, through admin functions.';
create index admin_audit_created_at_idx on public.admin_audit (created_at desc);

alter table public.admin_audit enable row level security;
revoke all on public.admin_audit from anon, authenticated;
grant select on public.admin_audit to authenticated;
grant all on public.admin_audit to service_role;

create policy "admin_audit: admins read the trail"
  on public.admin_audit for select to authenticated
  using ((select private.is_admin()));
create policy "suspended accounts cannot act"
  on public.admin_audit as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));

create function private.require_admin() returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
end
$$;

create function private.audit(action text, target uuid, label text, details jsonb) returns void
language sql security definer set search_path = ''
as $$
  insert into public.admin_audit (actor_id, actor_email, action, target_id, target_label, details)
  select (select auth.uid()), p.email, action, target, label, coalesce(details, '{}')
  from (select 1) one left join public.profiles p on p.user_id = (select auth.uid());
$$;
revoke all on function private.audit(text, uuid, text, jsonb) from public, anon, authenticated;
revoke all on function private.require_admin() from public, anon;
grant execute on function private.require_admin() to authenticated;

-- One status per account, as the admin sees it.
-- Plain arguments (not the row) so the planner inlines it into the list's filters.
create function private.account_status(suspended_at timestamptz, partner_status text, email_confirmed boolean, partner_kind text)
returns text
language sql immutable
as $$
  select case
    when suspended_at is not null then 'suspended'
    when partner_status in ('pending', 'rejected') then partner_status
    when not email_confirmed and partner_kind is distinct from 'logistics' then 'unconfirmed'
    else 'active'
  end
$$;

-- The admin's user list: filters, search and paging run here. `activity` is a JSON
-- object so that counts from orders, consultations and deliveries can be added to it
-- later without changing the function's shape.
create function public.admin_list_users(
  search text default null,
  role_filter text default null,
  status_filter text default null,
  state_filter text default null,
  page_size int default 25,
  page_offset int default 0
) returns table (
  user_id uuid,
  full_name text,
  email text,
  phone text,
  role text,
  status text,
  state text,
  partner_kind text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  activity jsonb,
  total_count bigint
)
language plpgsql stable security definer set search_path = ''
as $$
declare
  q text := nullif(trim(coalesce(search, '')), '');
  digits text := nullif(regexp_replace(coalesce(search, ''), '\D', '', 'g'), '');
  role_f text := nullif(nullif(role_filter, ''), 'all');
  status_f text := nullif(nullif(status_filter, ''), 'all');
  state_f text := nullif(nullif(state_filter, ''), 'all');
  total bigint;
begin
  perform private.require_admin();
  if digits is not null and left(digits, 1) = '0' then
    digits := substr(digits, 2); -- 0803... and +234803... are the same number
  end if;
  if length(digits) < 3 then
    digits := null;
  end if;
  -- Two passes over profiles only (auth.users is joined for the page alone), so an
  -- unfiltered first page walks the created_at index instead of sorting every account.
  select count(*) into total
  from public.profiles p
  where (role_f is null or (role_f = 'logistics' and p.partner_kind = 'logistics')
         or (p.role = role_f and p.partner_kind is distinct from 'logistics'))
    and (status_f is null or private.account_status(p.suspended_at, p.partner_status, p.email_confirmed, p.partner_kind) = status_f)
    and (state_f is null or p.state = state_f)
    and (q is null or p.full_name ilike '%' || q || '%' or p.email ilike '%' || q || '%'
         or (digits is not null and exists (select 1 from auth.users x where x.id = p.user_id and x.phone like '%' || digits || '%')));

  return query
  select p.user_id, p.full_name, p.email, u.phone::text,
    case when p.partner_kind = 'logistics' then 'logistics' else p.role end,
    private.account_status(p.suspended_at, p.partner_status, p.email_confirmed, p.partner_kind),
    p.state, p.partner_kind, p.created_at, u.last_sign_in_at, '{}'::jsonb, total
  from (
    select p.* from public.profiles p
    where (role_f is null or (role_f = 'logistics' and p.partner_kind = 'logistics')
           or (p.role = role_f and p.partner_kind is distinct from 'logistics'))
      and (status_f is null or private.account_status(p.suspended_at, p.partner_status, p.email_confirmed, p.partner_kind) = status_f)
      and (state_f is null or p.state = state_f)
      and (q is null or p.full_name ilike '%' || q || '%' or p.email ilike '%' || q || '%'
           or (digits is not null and exists (select 1 from auth.users x where x.id = p.user_id and x.phone like '%' || digits || '%')))
    order by p.created_at desc, p.user_id
    limit greatest(1, least(coalesce(page_size, 25), 1000))
    offset greatest(0, coalesce(page_offset, 0))
  ) p
  join auth.users u on u.id = p.user_id
  order by p.created_at desc, p.user_id;
end
$$;
revoke all on function public.admin_list_users(text, text, text, text, int, int) from public, anon;
grant execute on function public.admin_list_users(text, text, text, text, int, int) to authenticated, service_role;

-- The tiles above the list.
create function public.admin_user_summary() returns json
language plpgsql stable security definer set search_path = ''
as $$
declare
  result json;
begin
  perform private.require_admin();
  select json_build_object(
    'total', count(*),
    'active_today', count(*) filter (where u.last_sign_in_at > now() - interval '24 hours' and p.suspended_at is null),
    'suspended', count(*) filter (where p.suspended_at is not null),
    'pending', count(*) filter (where p.partner_status = 'pending' and p.suspended_at is null)
  ) into result
  from public.profiles p join auth.users u on u.id = p.user_id;
  return result;
end
$$;
revoke all on function public.admin_user_summary() from public, anon;
grant execute on function public.admin_user_summary() to authenticated, service_role;

-- Suspend: no sign-in (GoTrue refuses banned users), every session and refresh token
-- ended, and the restrictive policies above refuse the access token still in hand.
create function public.admin_suspend_user(target uuid, reason text default null) returns json
language plpgsql security definer set search_path = ''
as $$
declare
  p public.profiles%rowtype;
begin
  perform private.require_admin();
  if target = (select auth.uid()) then
    raise exception 'an administrator cannot suspend their own account' using errcode = '42501';
  end if;
  select * into p from public.profiles where user_id = target for update;
  if not found then
    raise exception 'no such account' using errcode = 'P0002';
  end if;
  if p.suspended_at is null then
    update public.profiles set suspended_at = now(), suspended_reason = nullif(trim(reason), '') where user_id = target;
    update auth.users set banned_until = now() + interval '100 years', updated_at = now() where id = target;
    delete from auth.sessions where user_id = target;
    update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = target::text and not revoked;
    perform private.audit('suspend', target, coalesce(p.full_name, p.email), jsonb_build_object('reason', nullif(trim(reason), '')));
  end if;
  return json_build_object('user_id', target, 'status', 'suspended');
end
$$;

create function public.admin_reactivate_user(target uuid) returns json
language plpgsql security definer set search_path = ''
as $$
declare
  p public.profiles%rowtype;
begin
  perform private.require_admin();
  select * into p from public.profiles where user_id = target for update;
  if not found then
    raise exception 'no such account' using errcode = 'P0002';
  end if;
  if p.suspended_at is not null then
    update public.profiles set suspended_at = null, suspended_reason = null where user_id = target;
    update auth.users set banned_until = null, updated_at = now() where id = target;
    perform private.audit('reactivate', target, coalesce(p.full_name, p.email), '{}');
  end if;
  select * into p from public.profiles where user_id = target;
  return json_build_object('user_id', target, 'status', private.account_status(p.suspended_at, p.partner_status, p.email_confirmed, p.partner_kind));
end
$$;

-- The export itself pages through admin_list_users; this records that it happened.
create function public.admin_record_export(filters jsonb, row_count int) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.audit('export', null, 'users CSV', jsonb_build_object('filters', coalesce(filters, '{}'), 'rows', row_count));
end
$$;

revoke all on function public.admin_suspend_user(uuid, text) from public, anon;
revoke all on function public.admin_reactivate_user(uuid) from public, anon;
revoke all on function public.admin_record_export(jsonb, int) from public, anon;
grant execute on function public.admin_suspend_user(uuid, text) to authenticated, service_role;
grant execute on function public.admin_reactivate_user(uuid) to authenticated, service_role;
grant execute on function public.admin_record_export(jsonb, int) to authenticated, service_role;
