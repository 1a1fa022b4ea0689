-- The admin's user list gains activity counts: orders placed (as patient), consultations (as
-- patient or doctor), deliveries taken (as rider) and orders received (as pharmacy). Same
-- signature and filters as before; only the `activity` column changes from '{}' to the counts.

create or replace function public.admin_list_users(
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
-- The counts' subqueries raise the page's estimated cost past jit_above_cost although most of them
-- never run; compiling the plan then takes longer (about 18 ms) than running it.
set jit = off
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
    p.state, p.partner_kind, p.created_at, u.last_sign_in_at,
    -- Counted for this page's rows only. A count that belongs to one kind of account runs only for
    -- an account of that kind (the subquery over riders / pharmacies returns no row otherwise, so
    -- the count inside it never runs): with few pharmacies or doctors the planner expects each to
    -- own most rows and would otherwise scan the whole table once per row of the page.
    jsonb_build_object(
      'orders', (select count(*) from public.orders o where o.patient_id = p.user_id),
      'consultations', (select count(*) from public.consultations c where c.patient_id = p.user_id)
        + case when p.role = 'doctor' then (select count(*) from public.consultations c where c.doctor_id = p.user_id) else 0 end,
      'deliveries', coalesce((select (select count(*) from public.orders o where o.rider_id = r.id)
        from public.riders r where r.user_id = p.user_id), 0),
      'orders_received', coalesce((select (select count(*) from public.orders o where o.pharmacy_id = ph.id)
        from public.pharmacies ph where ph.user_id = p.user_id), 0)
    ),
    total
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
