-- Complete exports.
--
-- 1. The admin's user list (and its CSV) shows each account's phone wherever it is kept: the
--    account's own phone (phone sign-ups), the number given at registration (sign-up data), the
--    pharmacy's, rider's or logistics provider's registered number, or else the contact number of
--    the person's latest order or prescription. admin_list_users is the one of 20251212000300 with
--    only the phone (shown and searched) changed.

create function private.account_phone(p_user uuid, p_auth_phone text, p_meta jsonb) returns text
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    case when nullif(p_auth_phone, '') is not null then '+' || ltrim(p_auth_phone, '+') end,
    case when coalesce(p_meta ->> 'phone', '') ~ '^\+234[0-9]{8,10}$' then p_meta ->> 'phone' end,
    (select ph.phone from public.pharmacies ph where ph.user_id = p_user and ph.phone is not null),
    (select r.phone from public.riders r where r.user_id = p_user and r.phone is not null),
    (select l.phone from public.logistics_providers l where l.user_id = p_user),
    (select o.contact_phone from public.orders o where o.patient_id = p_user order by o.created_at desc limit 1),
    (select x.contact_phone from public.prescriptions x
     where x.user_id = p_user and x.contact_phone is not null order by x.created_at desc limit 1),
    ''
  )
$$;
revoke all on function private.account_phone(uuid, text, jsonb) from public;

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
         or (digits is not null and private.account_phone(p.user_id, (select x.phone::text from auth.users x where x.id = p.user_id), (select x.raw_user_meta_data from auth.users x where x.id = p.user_id)) like '%' || digits || '%'));

  return query
  select p.user_id, p.full_name, p.email, private.account_phone(p.user_id, u.phone::text, u.raw_user_meta_data),
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
           or (digits is not null and private.account_phone(p.user_id, (select x.phone::text from auth.users x where x.id = p.user_id), (select x.raw_user_meta_data from auth.users x where x.id = p.user_id)) like '%' || digits || '%'))
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

-- 2. A person's data export also holds what hangs off their rows and so was missing: each order
--    with its items, prices and timeline; each prescription with its quote lines; each
--    consultation (as patient or doctor) with every message of its room and its e-prescriptions;
--    the reviews they wrote or received. export_my_data is the one of 20251206000100 with the
--    `records` key added.

create function private.export_records(me uuid) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'orders', (select coalesce(jsonb_agg(private.order_json(o, 'patient') order by o.created_at), '[]'::jsonb)
               from public.orders o where o.patient_id = me),
    'prescriptions', (select coalesce(jsonb_agg(to_jsonb(x) || jsonb_build_object('quote_items',
        (select coalesce(jsonb_agg(to_jsonb(q) - 'prescription_id' order by q.id), '[]'::jsonb)
         from public.prescription_quote_items q where q.prescription_id = x.id)) order by x.created_at), '[]'::jsonb)
      from public.prescriptions x where x.user_id = me),
    'consultations', (select coalesce(jsonb_agg(to_jsonb(c) || jsonb_build_object(
        'doctor_name', (select d.full_name from public.doctors d where d.user_id = c.doctor_id),
        'patient_name', (select f.full_name from public.profiles f where f.user_id = c.patient_id),
        'messages', (select coalesce(jsonb_agg(jsonb_build_object('from', case when m.sender_id = me then 'me' else
            case when m.sender_id = c.doctor_id then 'doctor' else 'patient' end end,
            'body', m.body, 'at', m.created_at) order by m.id), '[]'::jsonb)
          from public.consultation_messages m where m.consultation_id = c.id),
        'eprescriptions', (select coalesce(jsonb_agg(jsonb_build_object('id', e.id, 'items', e.items, 'notes', e.notes,
            'written_at', e.created_at) order by e.created_at), '[]'::jsonb)
          from public.eprescriptions e where e.consultation_id = c.id)) order by c.starts_at), '[]'::jsonb)
      from public.consultations c where c.patient_id = me or c.doctor_id = me),
    'reviews', (select coalesce(jsonb_agg(private.review_json(r, false) order by r.created_at), '[]'::jsonb)
      from public.reviews r
      where r.patient_id = me or r.doctor_id = me
         or r.pharmacy_id in (select ph.id from public.pharmacies ph where ph.user_id = me))
  )
$$;
revoke all on function private.export_records(uuid) from public;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  t record;
  hidden text[];
  found jsonb;
  tables jsonb := '{}'::jsonb;
  account jsonb;
  files jsonb;
begin
  if me is null then
    raise exception 'sign in to download your data' using errcode = '42501';
  end if;

  select jsonb_build_object('id', u.id, 'email', u.email, 'phone', u.phone, 'created_at', u.created_at,
                            'last_sign_in_at', u.last_sign_in_at, 'details_given_at_sign_up', u.raw_user_meta_data)
    into account
  from auth.users u where u.id = me;

  for t in
    select r.tbl, array_agg(r.col) as cols from private.account_references() r group by r.tbl
  loop
    -- Columns the person may not read through the API (e.g. the e-mail confirmation token) stay out.
    select coalesce(array_agg(a.attname::text), '{}') into hidden
    from pg_catalog.pg_attribute a
    where a.attrelid = t.tbl and a.attnum > 0 and not a.attisdropped
      and not has_column_privilege('authenticated', t.tbl, a.attnum, 'SELECT');
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(x) - $2), ''[]''::jsonb) from %s x where $1 in (%s)',
      t.tbl, (select string_agg(format('x.%I', c), ', ') from unnest(t.cols) c)
    ) into found using me, hidden;
    tables := tables || jsonb_build_object(
      (select c.relname from pg_catalog.pg_class c where c.oid = t.tbl), found
    );
  end loop;

  -- Uploaded files (prescriptions, licences) sit in folders named after the account.
  select coalesce(jsonb_agg(jsonb_build_object(
           'bucket', o.bucket_id, 'name', o.name, 'size', o.metadata ->> 'size',
           'type', o.metadata ->> 'mimetype', 'uploaded_at', o.created_at) order by o.bucket_id, o.name), '[]'::jsonb)
    into files
  from storage.objects o
  where o.owner = me or me::text = any (storage.foldername(o.name));

  return jsonb_build_object(
    'format', 'magani-health-export/1',
    'exported_at', now(),
    'account', account,
    'tables', tables,
    'files', files,
    'records', private.export_records(me)
  );
end
$$;
