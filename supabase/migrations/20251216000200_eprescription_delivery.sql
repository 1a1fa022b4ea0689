-- An e-prescription a pharmacy can fill: each medicine keeps its strength and quantity beside the
-- dose, frequency and duration; sending one asks the patient where to deliver and how to reach
-- them; the pharmacy holding it reads its items.

-- Redefined from 20251210000500_eprescriptions.sql: items keep strength (typed, or the catalogue
-- medicine's) and quantity; every text has a length limit.
create or replace function public.write_eprescription(p_consultation uuid, p_items jsonb, p_notes text, p_client_id text)
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
    if length(item ->> 'name') > 120 or length(item ->> 'dose') > 80 or length(item ->> 'frequency') > 80
       or length(item ->> 'duration') > 80 or length(coalesce(item ->> 'strength', '')) > 40 then
      raise exception 'Keep each medicine''s fields short (name 120, strength 40, others 80 characters)'
        using errcode = 'P0001', hint = 'items';
    end if;
    if item ? 'medicine_id' and item ->> 'medicine_id' is not null
       and not exists (select 1 from public.medicines m where m.id::text = item ->> 'medicine_id') then
      raise exception 'Unknown medicine' using errcode = 'P0001', hint = 'items';
    end if;
    if coalesce(item ->> 'quantity', '') <> '' and (jsonb_typeof(item -> 'quantity') <> 'number'
       or (item ->> 'quantity')::numeric <> floor((item ->> 'quantity')::numeric)
       or (item ->> 'quantity')::numeric not between 1 and 999) then
      raise exception 'A quantity is a whole number from 1 to 999' using errcode = 'P0001', hint = 'items';
    end if;
  end loop;
  if length(coalesce(p_notes, '')) > 4000 then
    raise exception 'Keep the notes under 4000 characters' using errcode = 'P0001', hint = 'notes';
  end if;
  insert into public.eprescriptions (consultation_id, doctor_id, patient_id, client_id, items, notes)
  select c.id, me, c.patient_id, p_client_id,
         (select jsonb_agg(jsonb_build_object('medicine_id', i ->> 'medicine_id', 'name', trim(i ->> 'name'),
            'strength', coalesce(nullif(trim(i ->> 'strength'), ''),
              (select m.strength from public.medicines m where m.id::text = i ->> 'medicine_id')),
            'dose', trim(i ->> 'dose'), 'frequency', trim(i ->> 'frequency'), 'duration', trim(i ->> 'duration'),
            'quantity', (nullif(i ->> 'quantity', ''))::int) order by n)
          from jsonb_array_elements(p_items) with ordinality as x(i, n)),
         coalesce(p_notes, '')
  returning id into new_id;
  perform private.notify_consultation(c.patient_id, c.id, 'New e-prescription',
    'Your doctor wrote a prescription. You can send it to a pharmacy.', '/consultations/room/' || c.id);
  return jsonb_build_object('id', new_id);
end
$$;

-- Replaces the three-argument version: an e-prescription now travels with its delivery address and
-- phone, and goes to one pharmacy at a time (20251216000100_prescription_backing.sql).
drop function public.send_eprescription(uuid, uuid, text);

create function public.send_eprescription(p_eprescription_id uuid, p_pharmacy_id uuid, p_client_id text, p_delivery jsonb)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  e public.eprescriptions;
  ph public.pharmacies;
  held record;
  new_id uuid;
  v_address text := btrim(coalesce(p_delivery ->> 'address', ''));
  v_phone text := coalesce(p_delivery ->> 'phone', '');
begin
  select id into new_id from public.prescriptions where user_id = me and client_id = p_client_id;
  if new_id is not null then
    return jsonb_build_object('id', new_id);
  end if;
  -- Locked: two sends of one e-prescription queue here, and the second sees where the first went.
  select * into e from public.eprescriptions where id = p_eprescription_id and patient_id = me for update;
  if e.id is null then
    raise exception 'Prescription not found' using errcode = 'P0002';
  end if;
  if length(v_address) not between 5 and 300 then
    perform private.refuse('Enter the street address to deliver to', 'address');
  end if;
  if v_phone !~ '^\+234[789][01][0-9]{8}$' then
    perform private.refuse('Enter a Nigerian mobile number, e.g. 0803 123 4567', 'phone');
  end if;
  select * into ph from public.pharmacies where id = p_pharmacy_id and status = 'approved';
  if ph.id is null then
    perform private.refuse('Choose an approved pharmacy', 'pharmacy');
  end if;
  select r.id, r.status, r.pharmacy_id, f.name into held
  from public.prescriptions r join public.pharmacies f on f.id::text = r.pharmacy_id
  where r.eprescription_id = e.id and r.status in ('submitted', 'approved', 'quoted', 'accepted');
  if held.id is not null and held.pharmacy_id = ph.id::text and held.status <> 'accepted' then
    return jsonb_build_object('id', held.id);
  elsif held.id is not null and held.status = 'accepted' then
    perform private.refuse('This prescription was already filled: it cannot be sent again', 'used');
  elsif held.id is not null then
    perform private.refuse(format('This prescription is with %s. If they refuse it or you decline their quote, you can send it to another pharmacy.', held.name), 'held');
  end if;
  if exists (select 1 from public.prescriptions where eprescription_id = e.id and pharmacy_id = ph.id::text) then
    perform private.refuse(format('%s already answered this prescription: choose another pharmacy', ph.name), 'pharmacy');
  end if;
  insert into public.prescriptions (client_id, user_id, pharmacy_id, address, notes, contact_phone, file_paths, status, eprescription_id)
  values (p_client_id, me, ph.id::text, v_address, 'E-prescription from a Magani Health consultation', v_phone, '{}',
    'approved', e.id)
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end
$$;
revoke all on function public.send_eprescription(uuid, uuid, text, jsonb) from public, anon;
grant execute on function public.send_eprescription(uuid, uuid, text, jsonb) to authenticated;

create function private.pharmacy_holds_eprescription(p_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.prescriptions p
    where p.eprescription_id = p_id and p.pharmacy_id = (select private.my_pharmacy_id())::text
      and p.status in ('approved', 'quoted', 'accepted')
  )
$$;
revoke all on function private.pharmacy_holds_eprescription(uuid) from public;
grant execute on function private.pharmacy_holds_eprescription(uuid) to authenticated;

create policy "eprescriptions: the pharmacy holding one reads it"
  on public.eprescriptions for select to authenticated
  using (private.pharmacy_holds_eprescription(id));

/** Where the caller last had something delivered (a prescription's address or an order's), and the last phone given. */
create function public.my_last_delivery() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'address', (select a.address from (
        select p.address, p.created_at from public.prescriptions p
        where p.user_id = (select auth.uid()) and btrim(p.address) <> ''
        union all
        select concat_ws(', ', o.delivery_street, o.delivery_lga, o.delivery_state), o.created_at from public.orders o
        where o.patient_id = (select auth.uid()) and btrim(o.delivery_street) <> ''
      ) a order by a.created_at desc limit 1),
    'phone', (select a.phone from (
        select p.contact_phone as phone, p.created_at from public.prescriptions p
        where p.user_id = (select auth.uid()) and p.contact_phone is not null
        union all
        select o.contact_phone, o.created_at from public.orders o where o.patient_id = (select auth.uid())
      ) a order by a.created_at desc limit 1))
$$;
revoke all on function public.my_last_delivery() from public, anon;
grant execute on function public.my_last_delivery() to authenticated;
