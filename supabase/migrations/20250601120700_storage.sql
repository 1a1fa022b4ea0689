-- Private buckets for licences and prescriptions. Paths carry the owner's id as
-- a folder, and that folder is what the policies below check:
--   licenses:      {role}/{userId}/license_{ts}.{ext}, riders/{userId}/vehicle_{ts}.{ext}
--   prescriptions: {userId}/{submissionId}/{file}

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('licenses', 'licenses', false, 5242880, array['application/pdf', 'image/jpeg', 'image/png']),
  ('prescriptions', 'prescriptions', false, 10485760, array['application/pdf', 'image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "licenses: an account uploads into its own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'licenses'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] in ('pharmacy', 'doctor', 'rider', 'riders')
    and (storage.foldername(name))[2] = (select auth.uid())::text
  );

create policy "licenses: an account reads its own files, admins read all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'licenses'
    and ((storage.foldername(name))[2] = (select auth.uid())::text or (select private.is_admin()))
  );

create policy "licenses: an account replaces its own files"
  on storage.objects for update to authenticated
  using (bucket_id = 'licenses' and (storage.foldername(name))[2] = (select auth.uid())::text)
  with check (bucket_id = 'licenses' and (storage.foldername(name))[2] = (select auth.uid())::text);

create policy "licenses: an account deletes its own files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'licenses' and (storage.foldername(name))[2] = (select auth.uid())::text);

create policy "prescriptions: an account uploads into its own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'prescriptions'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "prescriptions: an account reads its own files, admins read all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'prescriptions'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
  );

create policy "prescriptions: an account replaces its own files"
  on storage.objects for update to authenticated
  using (bucket_id = 'prescriptions' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'prescriptions' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "prescriptions: an account deletes its own files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'prescriptions' and (storage.foldername(name))[1] = (select auth.uid())::text);
