-- Completing a consultation tells the patient it is complete, in words; what the fee asks of them
-- (pay now, or the saved card's charge) is told once by the fee's own messages
-- (20251222000100_consultation_fees.sql), no longer also as "The fee of NGN 15000 is now due."
create or replace function public.complete_consultation(p_id uuid, p_notes text) returns void
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
    format('%s completed your consultation. Notes and any prescription are in the consultation room.', private.doctor_title(c.doctor_id)),
    '/consultations/room/' || p_id);
end
$$;
