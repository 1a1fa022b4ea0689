-- Prescriptions: files and rows need a confirmed e-mail address; every file path
-- is {owner id}/{submission}/{file} with no "..", empty or null part; client_id
-- is unique per patient, so one patient's id can never swallow another's submission.

create function private.is_own_prescription_file(paths text[], owner uuid) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(bool_and(
    p is not null
    and array_length(string_to_array(p, '/'), 1) = 3
    and split_part(p, '/', 1) = owner::text
    and split_part(p, '/', 2) ~ '^[A-Za-z0-9_-]+$'
    and split_part(p, '/', 3) ~ '^[A-Za-z0-9_][A-Za-z0-9_ .()-]*$'
  ), true)
  from unnest(paths) as f(p);
$$;

alter table public.prescriptions
  add constraint prescriptions_files_in_own_folder check (private.is_own_prescription_file(file_paths, user_id));

alter table public.prescriptions drop constraint prescriptions_client_id_key;
alter table public.prescriptions add constraint prescriptions_user_client_key unique (user_id, client_id);

drop policy "prescriptions: an account submits its own prescriptions" on public.prescriptions;
create policy "prescriptions: a confirmed account submits its own prescriptions"
  on public.prescriptions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.email_confirmed())
    and not exists (
      select 1 from unnest(file_paths) as f(path)
      where split_part(f.path, '/', 1) <> (select auth.uid())::text
    )
  );

drop policy "prescriptions: an account uploads into its own folder" on storage.objects;
create policy "prescriptions: a confirmed account uploads into its own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'prescriptions'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.email_confirmed())
  );

drop policy "prescriptions: an account replaces its own files" on storage.objects;
create policy "prescriptions: a confirmed account replaces its own files"
  on storage.objects for update to authenticated
  using (bucket_id = 'prescriptions' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (
    bucket_id = 'prescriptions'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.email_confirmed())
  );
