-- The API roles get only the privileges the app uses. Supabase grants anon and authenticated
-- everything on new tables in public by default; TRUNCATE ignores row-level security, and
-- REFERENCES / TRIGGER are never needed by a client. Writes that only SECURITY DEFINER functions
-- make are taken back too. tests/backend/grants.test.ts lists the grants from the catalog and
-- fails on any that is not on its short list.
do $$
declare
  t record;
begin
  for t in
    select n.nspname, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f')
  loop
    execute format('revoke truncate, references, trigger on %I.%I from anon, authenticated', t.nspname, t.relname);
  end loop;
end
$$;

-- Tables created by later migrations start without them.
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;

-- Anonymous callers only read the catalogue; prescription quote lines are written by quote_prescription.
revoke insert, update, delete on public.medicines, public.offers from anon;
revoke insert, update, delete on public.prescription_quote_items from anon, authenticated;
revoke all on public.prescription_quote_items from anon;

-- Functions that need a signed-in caller are not for anon (they check auth.uid() as well).
revoke execute on function public.accept_prescription_quote(uuid, jsonb), public.decline_prescription_quote(uuid),
  public.prescription_list(), public.quote_prescription(uuid, jsonb, text), public.refuse_prescription(uuid, text)
  from public, anon;
