-- Booking, cancelling, rescheduling and completing a consultation; reminders without a cron.

create function private.is_free_slot(p_doctor uuid, p_starts_at timestamptz) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.free_slots(p_doctor, (p_starts_at at time zone 'Africa/Lagos')::date,
                                    (p_starts_at at time zone 'Africa/Lagos')::date) as f(slot)
    where f.slot = p_starts_at)
$$;

-- Books a free slot for the caller. A retry with the same client id returns the first booking.
-- Two bookings of one slot: the partial unique index lets one through; the other gets
-- errcode P0001 with hint 'slot_taken' so the screen can offer the next free slots.
create function public.book_consultation(
  p_doctor uuid, p_starts_at timestamptz, p_type text, p_symptoms text, p_client_id text
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  doc public.doctors;
  existing uuid;
  new_id uuid;
begin
  if me is null then
    raise exception 'Sign in to book a consultation' using errcode = '42501';
  end if;
  select id into existing from public.consultations where patient_id = me and client_id = p_client_id;
  if existing is not null then
    return jsonb_build_object('id', existing);
  end if;
  select * into doc from public.doctors where user_id = p_doctor and approval_status = 'approved';
  if doc.user_id is null then
    raise exception 'This doctor is not available for booking' using errcode = 'P0001', hint = 'doctor';
  end if;
  if p_doctor = me then
    raise exception 'You cannot book a consultation with yourself' using errcode = 'P0001', hint = 'doctor';
  end if;
  if p_type is null or not (p_type = any (doc.consultation_types)) then
    raise exception 'This doctor does not offer that type of consultation' using errcode = 'P0001', hint = 'type';
  end if;
  if char_length(coalesce(p_symptoms, '')) > 2000 then
    raise exception 'Please describe your symptoms in at most 2000 characters' using errcode = 'P0001', hint = 'symptoms';
  end if;
  if not private.is_free_slot(p_doctor, p_starts_at) then
    raise exception 'This time is no longer available. Please choose another slot.'
      using errcode = 'P0001', hint = 'slot_taken';
  end if;
  begin
    insert into public.consultations (client_id, patient_id, doctor_id, starts_at, type, symptoms, fee)
    values (p_client_id, me, p_doctor, p_starts_at, p_type, coalesce(p_symptoms, ''), doc.fee)
    returning id into new_id;
  exception when unique_violation then
    select id into existing from public.consultations where patient_id = me and client_id = p_client_id;
    if existing is not null then
      return jsonb_build_object('id', existing);
    end if;
    raise exception 'This time is no longer available. Please choose another slot.'
      using errcode = 'P0001', hint = 'slot_taken';
  end;
  perform private.notify_consultation(p_doctor, new_id, 'New consultation booked',
    'A patient booked ' || to_char(p_starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM') || ' (Lagos time).',
    '/doctor/schedule');
  return jsonb_build_object('id', new_id);
end
$$;

-- Either side may cancel a booked consultation before it starts; the other side is told.
create function public.cancel_consultation(p_id uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c public.consultations;
begin
  select * into c from public.consultations where id = p_id and (patient_id = me or doctor_id = me) for update;
  if c.id is null then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
  if c.status <> 'booked' then
    raise exception 'Only a booked consultation can be cancelled' using errcode = 'P0001', hint = 'state';
  end if;
  if c.starts_at <= now() then
    raise exception 'This consultation has already started' using errcode = 'P0001', hint = 'state';
  end if;
  update public.consultations set status = 'cancelled', cancelled_by = me, cancelled_at = now() where id = p_id;
  perform private.notify_consultation(case when me = c.patient_id then c.doctor_id else c.patient_id end, p_id,
    'Consultation cancelled',
    'The consultation of ' || to_char(c.starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM') || ' was cancelled.',
    case when me = c.patient_id then '/doctor/schedule' else '/consultations' end);
end
$$;

-- Moves a booking to another free slot; allowed until 2 hours before the current start.
create function public.reschedule_consultation(p_id uuid, p_starts_at timestamptz) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c public.consultations;
begin
  select * into c from public.consultations where id = p_id and (patient_id = me or doctor_id = me) for update;
  if c.id is null then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
  if c.status <> 'booked' then
    raise exception 'Only a booked consultation can be rescheduled' using errcode = 'P0001', hint = 'state';
  end if;
  if c.starts_at - now() < interval '2 hours' then
    raise exception 'A consultation can be rescheduled up to 2 hours before it starts' using errcode = 'P0001', hint = 'too_late';
  end if;
  if not private.is_free_slot(c.doctor_id, p_starts_at) then
    raise exception 'This time is no longer available. Please choose another slot.' using errcode = 'P0001', hint = 'slot_taken';
  end if;
  begin
    update public.consultations set starts_at = p_starts_at, patient_reminded_at = null, doctor_reminded_at = null
    where id = p_id;
  exception when unique_violation then
    raise exception 'This time is no longer available. Please choose another slot.' using errcode = 'P0001', hint = 'slot_taken';
  end;
  perform private.notify_consultation(case when me = c.patient_id then c.doctor_id else c.patient_id end, p_id,
    'Consultation moved',
    'Now ' || to_char(p_starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM') || ' (Lagos time).',
    case when me = c.patient_id then '/doctor/schedule' else '/consultations' end);
end
$$;

-- The doctor completes a consultation once it has started; the fee becomes owed (no payment here).
create function public.complete_consultation(p_id uuid, p_notes text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c public.consultations;
begin
  select * into c from public.consultations where id = p_id and doctor_id = me for update;
  if c.id is null then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
  if c.status <> 'booked' then
    raise exception 'Only a booked consultation can be completed' using errcode = 'P0001', hint = 'state';
  end if;
  if c.starts_at > now() + interval '15 minutes' then
    raise exception 'A consultation can be completed once it has started' using errcode = 'P0001', hint = 'too_early';
  end if;
  update public.consultations
  set status = 'completed', completed_at = now(), fee_status = 'owed', notes = coalesce(nullif(p_notes, ''), notes)
  where id = p_id;
  perform private.notify_consultation(c.patient_id, p_id, 'Consultation completed',
    'The fee of NGN ' || c.fee || ' is now due.', '/consultations/room/' || p_id);
end
$$;

-- The doctor's notes, saved as they write (only while the consultation is booked).
create function public.save_consultation_notes(p_id uuid, p_notes text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update public.consultations set notes = p_notes
  where id = p_id and doctor_id = auth.uid() and status = 'booked';
  if not found then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
end
$$;

-- Reminders without a scheduler: the consultation lists and dashboards call this; it writes one
-- notification per person for each of their bookings that starts within the next 30 minutes.
create function public.consultation_reminders() returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c record;
  n integer := 0;
begin
  for c in
    update public.consultations
    set patient_reminded_at = case when patient_id = me then now() else patient_reminded_at end,
        doctor_reminded_at = case when doctor_id = me then now() else doctor_reminded_at end
    where status = 'booked' and starts_at between now() and now() + interval '30 minutes'
      and ((patient_id = me and patient_reminded_at is null) or (doctor_id = me and doctor_reminded_at is null))
    returning id, starts_at
  loop
    perform private.notify_consultation(me, c.id, 'Consultation starts soon',
      'Your consultation starts at ' || to_char(c.starts_at at time zone 'Africa/Lagos', 'HH12:MI AM') || ' (Lagos time).',
      '/consultations/room/' || c.id);
    n := n + 1;
  end loop;
  return n;
end
$$;

revoke all on function public.book_consultation(uuid, timestamptz, text, text, text), public.cancel_consultation(uuid),
  public.reschedule_consultation(uuid, timestamptz), public.complete_consultation(uuid, text),
  public.save_consultation_notes(uuid, text), public.consultation_reminders() from public, anon;
grant execute on function public.book_consultation(uuid, timestamptz, text, text, text), public.cancel_consultation(uuid),
  public.reschedule_consultation(uuid, timestamptz), public.complete_consultation(uuid, text),
  public.save_consultation_notes(uuid, text), public.consultation_reminders() to authenticated;
revoke all on function private.is_free_slot(uuid, timestamptz), private.notify_consultation(uuid, uuid, text, text, text) from public;
