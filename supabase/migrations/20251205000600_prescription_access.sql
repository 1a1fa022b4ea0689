-- The pharmacist approves a prescription attached to an order, so the pharmacy the order went to
-- may read that prescription's files (and no other pharmacy may).

create function private.pharmacy_reads_prescription_file(p_name text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.orders o join public.prescriptions p on p.id = o.prescription_id
    where o.pharmacy_id = (select private.my_pharmacy_id()) and p_name = any (p.file_paths)
  )
$$;
revoke all on function private.pharmacy_reads_prescription_file(text) from public;
grant execute on function private.pharmacy_reads_prescription_file(text) to authenticated;

create policy "prescriptions: the pharmacy of an order reads the attached prescription"
  on storage.objects for select to authenticated
  using (bucket_id = 'prescriptions' and (select private.pharmacy_reads_prescription_file(name)));
