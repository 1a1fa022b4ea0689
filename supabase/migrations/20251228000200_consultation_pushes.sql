-- The two consultation pushes: "in 10 minutes" (to the patient and the doctor, made by a job every
-- minute, so it reaches a person whose app is closed) and "your doctor has joined" (to the patient,
-- on the doctor's first message or call signal in the room). Both are bell notifications too; the
-- push goes out through private.push_events (20251228000100).

alter table public.consultations
  add column soon_notified_at timestamptz,
  add column doctor_joined_at timestamptz;

/** Writes the "in 10 minutes" notification of every booked consultation starting within 10 minutes. */
create function private.notify_consultations_soon() returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  c record;
  n integer := 0;
begin
  for c in
    update public.consultations set soon_notified_at = now()
    where status = 'booked' and soon_notified_at is null
      and starts_at > now() and starts_at <= now() + interval '10 minutes'
    returning id, patient_id, doctor_id, starts_at
  loop
    perform private.notify_consultation(who, c.id, 'Consultation in 10 minutes',
      'Your consultation starts at ' || to_char(c.starts_at at time zone 'Africa/Lagos', 'HH12:MI AM') || '. Open the room when ready.',
      '/consultations/room/' || c.id)
    from unnest(array[c.patient_id, c.doctor_id]) as who;
    n := n + 1;
  end loop;
  return n;
end
$$;

create function private.doctor_joined() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  c record;
begin
  update public.consultations set doctor_joined_at = now()
  where id = new.consultation_id and doctor_id = new.sender_id and doctor_joined_at is null and status = 'booked'
  returning id, patient_id into c;
  if c.id is not null then
    perform private.notify_consultation(c.patient_id, c.id, 'Your doctor has joined',
      'Your doctor is in the consultation room now.', '/consultations/room/' || c.id);
  end if;
  return null;
end
$$;
create trigger consultation_messages_doctor_joined after insert on public.consultation_messages
  for each row execute function private.doctor_joined();
create trigger consultation_signals_doctor_joined after insert on public.consultation_signals
  for each row execute function private.doctor_joined();

revoke all on function private.notify_consultations_soon(), private.doctor_joined() from public, anon, authenticated;

-- Hosted: pg_cron runs it every minute (no HTTP involved). Locally the backend's message timer runs it.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $sql$ select cron.schedule('consultations-soon', '* * * * *', 'select private.notify_consultations_soon()') $sql$;
  end if;
end
$$;
