-- E-prescriptions written by the consultation's doctor, read by its patient and doctor; the patient
-- sends one to a pharmacy of their choice, where it arrives as an already approved prescription
-- (public.prescriptions with no files, status 'approved' and eprescription_id set).

create table public.eprescriptions (
  id uuid primary key default gen_random_uuid(),
  consultation_id uuid not null references public.consultations (id) on delete cascade,
  doctor_id uuid not null references auth.users (id) on delete cascade,
  patient_id uuid not null references auth.users (id) on delete cascade,
  client_id text not null check (char_length(client_id) between 8 and 100),
  -- [{medicine_id?, name, dose, frequency, duration}]
  items jsonb not null check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) between 1 and 30),
  notes text not null default '' check (char_length(notes) <= 4000),
  created_at timestamptz not null default now(),
  unique (doctor_id, client_id)
);
comment on table public.eprescriptions is
  'Prescriptions a doctor writes in a consultation; the patient sends them to a pharmacy with send_eprescription.';
create index eprescriptions_consultation_idx on public.eprescriptions (consultation_id);
create index eprescriptions_patient_idx on public.eprescriptions (patient_id);
create index eprescriptions_doctor_idx on public.eprescriptions (doctor_id, created_at desc);

alter table public.eprescriptions enable row level security;
revoke all on public.eprescriptions from anon, authenticated;
grant select on public.eprescriptions to authenticated;
grant all on public.eprescriptions to service_role;

create policy "eprescriptions: the patient and the doctor read them"
  on public.eprescriptions for select to authenticated
  using (patient_id = (select auth.uid()) or doctor_id = (select auth.uid()));

alter table public.prescriptions add column eprescription_id uuid references public.eprescriptions (id) on delete set null;
create unique index prescriptions_one_send_per_pharmacy
  on public.prescriptions (eprescription_id, pharmacy_id) where eprescription_id is not null;

create function public.write_eprescription(p_consultation uuid, p_items jsonb, p_notes text, p_client_id text)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c public.consultations;
  new_id uuid;
  item jsonb;
begin
  select id into new_id from public.eprescriptions where doctor_id = me and client_id = p_client_id;
  if new_id is not null then
    return jsonb_build_object('id', new_id);
  end if;
  select * into c from public.consultations where id = p_consultation and doctor_id = me;
  if c.id is null or c.status = 'cancelled' then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
  if jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'Add at least one medicine' using errcode = 'P0001', hint = 'items';
  end if;
  for item in select * from jsonb_array_elements(p_items) loop
    if coalesce(trim(item ->> 'name'), '') = '' or coalesce(trim(item ->> 'dose'), '') = ''
       or coalesce(trim(item ->> 'frequency'), '') = '' or coalesce(trim(item ->> 'duration'), '') = '' then
      raise exception 'Every medicine needs a name, dose, frequency and duration' using errcode = 'P0001', hint = 'items';
    end if;
    if item ? 'medicine_id' and item ->> 'medicine_id' is not null
       and not exists (select 1 from public.medicines m where m.id::text = item ->> 'medicine_id') then
      raise exception 'Unknown medicine' using errcode = 'P0001', hint = 'items';
    end if;
  end loop;
  insert into public.eprescriptions (consultation_id, doctor_id, patient_id, client_id, items, notes)
  select c.id, me, c.patient_id, p_client_id,
         (select jsonb_agg(jsonb_build_object('medicine_id', i ->> 'medicine_id', 'name', trim(i ->> 'name'),
            'dose', trim(i ->> 'dose'), 'frequency', trim(i ->> 'frequency'), 'duration', trim(i ->> 'duration')))
          from jsonb_array_elements(p_items) i),
         coalesce(p_notes, '')
  returning id into new_id;
  perform private.notify_consultation(c.patient_id, c.id, 'New e-prescription',
    'Your doctor wrote a prescription. You can send it to a pharmacy.', '/consultations/room/' || c.id);
  return jsonb_build_object('id', new_id);
end
$$;

-- The patient sends an e-prescription to an approved pharmacy; it arrives approved.
-- Idempotent per (patient, client id) and per (e-prescription, pharmacy).
create function public.send_eprescription(p_eprescription_id uuid, p_pharmacy_id uuid, p_client_id text)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  e public.eprescriptions;
  ph public.pharmacies;
  new_id uuid;
begin
  select id into new_id from public.prescriptions where user_id = me and client_id = p_client_id;
  if new_id is not null then
    return jsonb_build_object('id', new_id);
  end if;
  select * into e from public.eprescriptions where id = p_eprescription_id and patient_id = me;
  if e.id is null then
    raise exception 'Prescription not found' using errcode = 'P0002';
  end if;
  select * into ph from public.pharmacies where id = p_pharmacy_id and status = 'approved';
  if ph.id is null then
    raise exception 'Choose an approved pharmacy' using errcode = 'P0001', hint = 'pharmacy';
  end if;
  select id into new_id from public.prescriptions where eprescription_id = e.id and pharmacy_id = ph.id::text;
  if new_id is not null then
    return jsonb_build_object('id', new_id);
  end if;
  insert into public.prescriptions (client_id, user_id, pharmacy_id, address, notes, file_paths, status, eprescription_id)
  values (p_client_id, me, ph.id::text, '', 'E-prescription from a Magani Health consultation', '{}', 'approved', e.id)
  returning id into new_id;
  perform private.notify(ph.user_id, null, 'E-prescription received',
    'An approved e-prescription was sent to your pharmacy.', '/pharmacy');
  return jsonb_build_object('id', new_id);
end
$$;

revoke all on function public.write_eprescription(uuid, jsonb, text, text), public.send_eprescription(uuid, uuid, text),
  public.send_consultation_message(uuid, text, text), public.send_consultation_signal(uuid, text, jsonb),
  public.consultation_room(uuid, bigint, bigint) from public, anon;
grant execute on function public.write_eprescription(uuid, jsonb, text, text), public.send_eprescription(uuid, uuid, text),
  public.send_consultation_message(uuid, text, text), public.send_consultation_signal(uuid, text, jsonb),
  public.consultation_room(uuid, bigint, bigint) to authenticated;
revoke all on function private.my_open_consultation(uuid) from public;
