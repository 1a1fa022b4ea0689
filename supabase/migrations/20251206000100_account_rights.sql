-- NDPA 2023 rights of access and erasure: a signed-in person downloads everything the product
-- holds about them and deletes their account. Both read the catalog instead of naming tables, so a
-- table added later that references the account (auth.users or public.profiles) is exported and
-- cleaned up without touching these functions.

-- Public tables with a single-column foreign key to the account, and what deleting it does.
create function private.account_references()
returns table (tbl regclass, col name, on_delete "char", nullable boolean)
language sql stable security definer set search_path = ''
as $$
  select c.conrelid::regclass, a.attname, c.confdeltype, not a.attnotnull
  from pg_catalog.pg_constraint c
  join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
  join pg_catalog.pg_class r on r.oid = c.conrelid
  join pg_catalog.pg_namespace n on n.oid = r.relnamespace
  where c.contype = 'f'
    and array_length(c.conkey, 1) = 1
    and c.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass)
    and n.nspname = 'public'
  order by r.relname, a.attname;
$$;
revoke all on function private.account_references() from public, anon, authenticated;

create function public.export_my_data() returns jsonb
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
    'files', files
  );
end
$$;
revoke all on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

comment on function public.export_my_data() is
  'NDPA access right: the caller''s account, every public row that references it and the list of their uploaded files, as JSON.';

create function public.delete_my_account() returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  r record;
begin
  if me is null then
    raise exception 'sign in to delete your account' using errcode = '42501';
  end if;

  -- References that would block the delete: kept rows lose the link (anonymised) where the
  -- column allows it, otherwise they go with the account.
  for r in select * from private.account_references() where on_delete in ('a', 'r') loop
    if r.nullable then
      execute format('update %s set %I = null where %I = $1', r.tbl, r.col, r.col) using me;
    else
      execute format('delete from %s where %I = $1', r.tbl, r.col) using me;
    end if;
  end loop;

  -- The app removes the files through the Storage API first (that also frees the stored bytes);
  -- these rows are whatever is left. Hosted Storage refuses direct deletes unless asked for.
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o where o.owner = me or me::text = any (storage.foldername(o.name));

  -- Profile, role rows, prescriptions, sessions and identities follow by ON DELETE CASCADE.
  delete from auth.users where id = me;
end
$$;
revoke all on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;

comment on function public.delete_my_account() is
  'NDPA erasure right: deletes the caller''s files and account; cascades remove their rows, other references are cleared.';
