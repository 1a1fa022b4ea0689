-- A suspended account holds a valid access token for up to an hour after the suspension.
-- 20251202000100_admin_accounts.sql made the data refuse it with a restrictive policy on the
-- tables that existed then. Two gaps remained: tables created since, and SECURITY DEFINER
-- functions (place_order, book_consultation, ...), which run as their owner and so skip RLS.

-- 1. Every table with row-level security gets the restrictive policy (tables added later must
--    add it too: tests/backend/suspension.test.ts fails when one is missing).
do $$
declare
  t record;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
      and not exists (select 1 from pg_policies p
                      where p.schemaname = 'public' and p.tablename = c.relname
                        and p.policyname = 'suspended accounts cannot act')
  loop
    execute format(
      'create policy "suspended accounts cannot act" on public.%I as restrictive for all to authenticated using ((select private.is_active())) with check ((select private.is_active()))',
      t.relname
    );
  end loop;
end
$$;

-- 2. Every API request of a suspended account is refused before it runs, functions included:
--    PostgREST calls the db-pre-request function after switching to the caller's role and
--    before the request's own query (hosted Supabase and the local backend alike).
create function private.refuse_suspended() returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and not private.is_active() then
    raise exception 'This account is suspended. Contact support to have it reactivated.'
      using errcode = '42501', hint = 'suspended';
  end if;
end
$$;
revoke all on function private.refuse_suspended() from public;
grant execute on function private.refuse_suspended() to anon, authenticated, service_role;

-- Set on the role for every database (as Supabase documents it): a setting tied to one database
-- would not follow a database copied from it (CREATE DATABASE ... TEMPLATE), as the test runs do.
alter role authenticator set pgrst.db_pre_request = 'private.refuse_suspended';
notify pgrst, 'reload config';
