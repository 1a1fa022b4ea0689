-- The call in the consultation room reads the other side's signals by polling. On the first poll
-- (cursor 0) only the last two minutes of signals come back: an old call's offers and ICE
-- candidates must not ring again when the room is opened later, and a long history must not be
-- replayed 200 rows at a time. Everything else is unchanged from 20251210000400.
create or replace function public.consultation_room(p_id uuid, p_after_message bigint, p_after_signal bigint)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c public.consultations;
begin
  select * into c from public.consultations where id = p_id and (patient_id = me or doctor_id = me);
  if c.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'consultation', jsonb_build_object(
      'id', c.id, 'status', c.status, 'starts_at', c.starts_at, 'type', c.type, 'symptoms', c.symptoms,
      'notes', c.notes, 'fee', c.fee, 'fee_status', c.fee_status,
      'role', case when c.doctor_id = me then 'doctor' else 'patient' end,
      'doctor_name', (select full_name from public.doctors where user_id = c.doctor_id),
      'patient_name', (select coalesce(full_name, 'Patient') from public.profiles where user_id = c.patient_id)),
    'messages', coalesce((select jsonb_agg(jsonb_build_object('id', m.id, 'body', m.body, 'mine', m.sender_id = me,
        'client_id', m.client_id, 'created_at', m.created_at) order by m.id)
      from (select * from public.consultation_messages
            where consultation_id = p_id and id > coalesce(p_after_message, 0) order by id limit 200) m), '[]'),
    'signals', coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'kind', s.kind, 'payload', s.payload) order by s.id)
      from (select * from public.consultation_signals
            where consultation_id = p_id and sender_id <> me and id > coalesce(p_after_signal, 0)
              and (coalesce(p_after_signal, 0) > 0 or created_at > now() - interval '2 minutes')
            order by id limit 200) s), '[]'),
    'signal_cursor', coalesce((select max(id) from public.consultation_signals where consultation_id = p_id), 0),
    'eprescriptions', coalesce((select jsonb_agg(to_jsonb(e) - 'client_id' order by e.created_at)
      from public.eprescriptions e where e.consultation_id = p_id), '[]'));
end
$$;
