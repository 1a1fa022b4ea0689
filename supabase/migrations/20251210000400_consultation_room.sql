-- The consultation room: chat messages and WebRTC signals (offer/answer/ICE), read by polling
-- with a cursor (ids only grow), written through functions that check the caller is the
-- consultation's patient or doctor. A message carries a client id so an outbox retry is a no-op.

create table public.consultation_messages (
  id bigint generated always as identity primary key,
  consultation_id uuid not null references public.consultations (id) on delete cascade,
  sender_id uuid not null references auth.users (id) on delete cascade,
  client_id text not null check (char_length(client_id) between 8 and 100),
  body text not null check (char_length(trim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  unique (sender_id, client_id)
);
comment on table public.consultation_messages is 'Chat in a consultation room; readable by its patient and doctor only.';
create index consultation_messages_room_idx on public.consultation_messages (consultation_id, id);

create table public.consultation_signals (
  id bigint generated always as identity primary key,
  consultation_id uuid not null references public.consultations (id) on delete cascade,
  sender_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('offer', 'answer', 'ice', 'hangup', 'media')),
  payload jsonb not null default '{}' check (octet_length(payload::text) <= 20000),
  created_at timestamptz not null default now()
);
comment on table public.consultation_signals is 'WebRTC signalling of a consultation call; its patient and doctor only.';
create index consultation_signals_room_idx on public.consultation_signals (consultation_id, id);

alter table public.consultation_messages enable row level security;
alter table public.consultation_signals enable row level security;
revoke all on public.consultation_messages, public.consultation_signals from anon, authenticated;
grant select on public.consultation_messages, public.consultation_signals to authenticated;
grant all on public.consultation_messages, public.consultation_signals to service_role;

create policy "consultation_messages: the consultation's patient and doctor read them"
  on public.consultation_messages for select to authenticated
  using (exists (select 1 from public.consultations c where c.id = consultation_id));
create policy "consultation_signals: the consultation's patient and doctor read them"
  on public.consultation_signals for select to authenticated
  using (exists (select 1 from public.consultations c where c.id = consultation_id));

create function private.my_open_consultation(p_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.consultations c
    where c.id = p_id and c.status <> 'cancelled' and (c.patient_id = auth.uid() or c.doctor_id = auth.uid()))
$$;

create function public.send_consultation_message(p_consultation uuid, p_body text, p_client_id text)
returns bigint
language plpgsql security definer set search_path = ''
as $$
declare
  new_id bigint;
begin
  if not private.my_open_consultation(p_consultation) then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
  insert into public.consultation_messages (consultation_id, sender_id, client_id, body)
  values (p_consultation, auth.uid(), p_client_id, trim(p_body))
  on conflict (sender_id, client_id) do nothing
  returning id into new_id;
  if new_id is null then
    select id into new_id from public.consultation_messages where sender_id = auth.uid() and client_id = p_client_id;
  end if;
  return new_id;
end
$$;

create function public.send_consultation_signal(p_consultation uuid, p_kind text, p_payload jsonb)
returns bigint
language plpgsql security definer set search_path = ''
as $$
declare
  new_id bigint;
begin
  if not private.my_open_consultation(p_consultation) then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
  insert into public.consultation_signals (consultation_id, sender_id, kind, payload)
  values (p_consultation, auth.uid(), p_kind, coalesce(p_payload, '{}'))
  returning id into new_id;
  return new_id;
end
$$;

-- One request per poll (cheap on 2G): the consultation, the messages and the other side's
-- signals after the cursors, and the e-prescriptions. Nothing for anyone else.
create function public.consultation_room(p_id uuid, p_after_message bigint, p_after_signal bigint)
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
            where consultation_id = p_id and sender_id <> me and id > coalesce(p_after_signal, 0) order by id limit 200) s), '[]'),
    'signal_cursor', coalesce((select max(id) from public.consultation_signals where consultation_id = p_id), 0),
    'eprescriptions', coalesce((select jsonb_agg(to_jsonb(e) - 'client_id' order by e.created_at)
      from public.eprescriptions e where e.consultation_id = p_id), '[]'));
end
$$;
