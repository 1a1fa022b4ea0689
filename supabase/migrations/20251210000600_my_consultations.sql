-- The caller's consultations with the other side's name (a doctor cannot read patients' profiles,
-- so the names come through here), as patient, as doctor or as either ('any'), soonest first.
create function public.my_consultations(p_as text)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', c.id, 'starts_at', c.starts_at, 'type', c.type, 'symptoms', c.symptoms, 'status', c.status,
      'fee', c.fee, 'fee_status', c.fee_status, 'doctor_id', c.doctor_id,
      'doctor_name', d.full_name, 'specialty', d.specialty, 'hospital', coalesce(d.hospital, ''),
      'patient_name', coalesce(p.full_name, 'Patient')) order by c.starts_at), '[]')
  from public.consultations c
  join public.doctors d on d.user_id = c.doctor_id
  left join public.profiles p on p.user_id = c.patient_id
  where (p_as in ('doctor', 'any') and c.doctor_id = auth.uid()) or (p_as in ('patient', 'any') and c.patient_id = auth.uid())
$$;
revoke all on function public.my_consultations(text) from public, anon;
grant execute on function public.my_consultations(text) to authenticated;

-- Approved pharmacies a patient can send an e-prescription to (public facts only).
create function public.eprescription_pharmacies()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'address', p.address) order by p.name), '[]')
  from public.pharmacies p where p.status = 'approved'
$$;
revoke all on function public.eprescription_pharmacies() from public, anon;
grant execute on function public.eprescription_pharmacies() to authenticated;
