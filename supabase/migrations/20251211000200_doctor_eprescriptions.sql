-- The e-prescriptions a doctor wrote, newest first, for /doctor/prescriptions: with the patient's
-- name and the consultation's time (a doctor cannot read patients' profiles directly) and how many
-- pharmacies the patient sent each one to. Only the caller's own; nothing for anyone else.
create function public.my_written_eprescriptions()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', e.id, 'consultation_id', e.consultation_id, 'items', e.items, 'notes', e.notes,
      'created_at', e.created_at, 'starts_at', c.starts_at,
      'patient_name', coalesce((select p.full_name from public.profiles p where p.user_id = e.patient_id), 'Patient'),
      'sent_to', (select count(*) from public.prescriptions r where r.eprescription_id = e.id))
    order by e.created_at desc), '[]')
  from (select * from public.eprescriptions where doctor_id = auth.uid() order by created_at desc limit 200) e
  join public.consultations c on c.id = e.consultation_id
$$;

revoke all on function public.my_written_eprescriptions() from public, anon;
grant execute on function public.my_written_eprescriptions() to authenticated;
