-- The pharmacy's answer (quote or refusal) and the patient's (accept or decline). Each function
-- checks who calls and the current state under a row lock, so two answers never both win.

create function private.tell_patient(p_rx public.prescriptions, p_title text, p_body text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.notify(p_rx.user_id, null, p_title, p_body, '/prescriptions/confirmation?id=' || p_rx.id);
  perform private.send_message('email', (select email from public.profiles where user_id = p_rx.user_id),
    p_title, p_body || ' Open Magani Health to see it.');
  perform private.send_message('sms', p_rx.contact_phone, '', p_title || ': ' || p_body);
end
$$;

/** The receiving pharmacy's prescription, locked, if it is in one of the given states. */
create function private.pharmacy_prescription(p_id uuid, p_states text[]) returns public.prescriptions
language plpgsql security definer set search_path = ''
as $$
declare
  v public.prescriptions;
  mine uuid := (select private.my_pharmacy_id());
begin
  select * into v from public.prescriptions where id = p_id for update;
  if mine is null or v.id is null or v.pharmacy_id <> mine::text then
    raise exception 'That prescription was not sent to your pharmacy' using errcode = '42501';
  end if;
  if not (v.status = any (p_states)) then
    perform private.refuse(format('This prescription is already %s', v.status), 'state');
  end if;
  return v;
end
$$;

create function public.quote_prescription(p_id uuid, p_items jsonb, p_note text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.prescriptions := private.pharmacy_prescription(p_id, array['submitted', 'approved']);
  v_item jsonb;
  v_offer record;
  v_qty int;
  v_price numeric;
  v_total numeric;
begin
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) not between 1 and 30 then
    perform private.refuse('Add at least one item to the quote', 'items');
  end if;
  if length(coalesce(p_note, '')) > 500 then perform private.refuse('Keep the note under 500 characters', 'note'); end if;
  for v_item in select * from jsonb_array_elements(p_items) loop
    if jsonb_typeof(v_item -> 'quantity') is distinct from 'number'
       or (v_item ->> 'quantity')::numeric <> floor((v_item ->> 'quantity')::numeric)
       or (v_item ->> 'quantity')::numeric not between 1 and 99 then
      perform private.refuse('Each item needs a quantity from 1 to 99', 'items');
    end if;
    v_qty := (v_item ->> 'quantity')::int;
    if coalesce(v_item ->> 'offer_id', '') <> '' then
      -- An offer line: only the pharmacy's own listed offer, at its current price.
      select o.id, o.price, m.name, m.strength, m.prescription_only into v_offer
      from public.offers o join public.medicines m on m.id = o.medicine_id
      where o.id::text = v_item ->> 'offer_id' and o.pharmacy_id::text = v.pharmacy_id and o.listed;
      if not found then perform private.refuse('An item is not one of your listed products', 'items'); end if;
      insert into public.prescription_quote_items (prescription_id, offer_id, name, strength, prescription_only,
        unit_price, quantity, line_total)
      values (v.id, v_offer.id, v_offer.name, v_offer.strength, v_offer.prescription_only, v_offer.price, v_qty,
        v_offer.price * v_qty);
    else
      if length(btrim(coalesce(v_item ->> 'name', ''))) not between 1 and 120 then
        perform private.refuse('Name each written item', 'items');
      end if;
      if jsonb_typeof(v_item -> 'unit_price') is distinct from 'number'
         or (v_item ->> 'unit_price')::numeric not between 0 and 10000000 then
        perform private.refuse('Give each written item a price', 'items');
      end if;
      v_price := round((v_item ->> 'unit_price')::numeric, 2);
      insert into public.prescription_quote_items (prescription_id, name, unit_price, quantity, line_total)
      values (v.id, btrim(v_item ->> 'name'), v_price, v_qty, v_price * v_qty);
    end if;
  end loop;
  select sum(line_total) into v_total from public.prescription_quote_items where prescription_id = v.id;
  update public.prescriptions
  set status = 'quoted', quote_note = nullif(btrim(coalesce(p_note, '')), ''), answered_at = now(), updated_at = now()
  where id = v.id returning * into v;
  perform private.tell_patient(v, 'Your prescription has a quote',
    format('%s quoted ₦%s for your prescription.', (select name from public.pharmacies where id::text = v.pharmacy_id),
      to_char(v_total, 'FM999,999,990.00')));
  return jsonb_build_object('id', v.id, 'status', v.status, 'subtotal', v_total);
end
$$;

create function public.refuse_prescription(p_id uuid, p_reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.prescriptions := private.pharmacy_prescription(p_id, array['submitted', 'approved']);
begin
  if length(btrim(coalesce(p_reason, ''))) not between 3 and 500 then
    perform private.refuse('Say why you cannot fill this prescription', 'reason');
  end if;
  update public.prescriptions
  set status = 'refused', refusal_reason = btrim(p_reason), answered_at = now(), updated_at = now()
  where id = v.id returning * into v;
  perform private.tell_patient(v, 'Your prescription was refused',
    format('%s cannot fill it: %s', (select name from public.pharmacies where id::text = v.pharmacy_id), v.refusal_reason));
  return jsonb_build_object('id', v.id, 'status', v.status);
end
$$;

/** The caller's own quoted prescription, locked. */
create function private.patient_quoted_prescription(p_id uuid) returns public.prescriptions
language plpgsql security definer set search_path = ''
as $$
declare v public.prescriptions;
begin
  select * into v from public.prescriptions where id = p_id for update;
  if v.id is null or v.user_id is distinct from (select auth.uid()) then
    raise exception 'That prescription is not one of yours' using errcode = '42501';
  end if;
  if v.status <> 'quoted' then
    perform private.refuse(format('This prescription is %s: there is no quote to answer', v.status), 'state');
  end if;
  return v;
end
$$;

create function public.decline_prescription_quote(p_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.prescriptions := private.patient_quoted_prescription(p_id);
begin
  update public.prescriptions set status = 'declined', updated_at = now() where id = v.id returning * into v;
  perform private.notify((select user_id from public.pharmacies where id::text = v.pharmacy_id), null,
    'Quote declined', 'A patient declined your prescription quote.', '/pharmacy/prescriptions');
  return jsonb_build_object('id', v.id, 'status', v.status);
end
$$;

revoke all on function private.tell_patient(public.prescriptions, text, text) from public;
revoke all on function private.pharmacy_prescription(uuid, text[]) from public;
revoke all on function private.patient_quoted_prescription(uuid) from public;
revoke all on function public.quote_prescription(uuid, jsonb, text) from public;
revoke all on function public.refuse_prescription(uuid, text) from public;
revoke all on function public.decline_prescription_quote(uuid) from public;
grant execute on function public.quote_prescription(uuid, jsonb, text) to authenticated;
grant execute on function public.refuse_prescription(uuid, text) to authenticated;
grant execute on function public.decline_prescription_quote(uuid) to authenticated;
