-- Accepting a quote makes one order for the quoting pharmacy. Offer lines take stock atomically
-- as checkout does, at the price the server copied into the quote; written items keep their
-- quoted price. The pharmacist has read the prescription, so the order's prescription is approved.
create function public.accept_prescription_quote(p_id uuid, p_delivery jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.prescriptions := private.patient_quoted_prescription(p_id);
  v_state text := btrim(coalesce(p_delivery ->> 'state', ''));
  v_lga text := btrim(coalesce(p_delivery ->> 'lga', ''));
  v_phone text := coalesce(p_delivery ->> 'phone', '');
  v_time text := coalesce(nullif(p_delivery ->> 'delivery_time', ''), 'anytime');
  v_pharmacy public.pharmacies;
  v_line record;
  v_subtotal numeric;
  v_order public.orders;
begin
  if not (v_state = any (private.nigerian_states())) then perform private.refuse('Choose your state', 'state'); end if;
  if v_lga = '' or length(v_lga) > 80 then perform private.refuse('Enter your LGA', 'lga'); end if;
  if v_phone !~ '^\+234[789][0-9]{9}$' then
    perform private.refuse('Enter a Nigerian phone number, e.g. 0803 123 4567', 'phone');
  end if;
  if v_time not in ('anytime', 'morning', 'afternoon', 'evening') then
    perform private.refuse('Choose a delivery time', 'delivery_time');
  end if;
  select * into v_pharmacy from public.pharmacies where id::text = v.pharmacy_id and status = 'approved';
  if v_pharmacy.id is null then perform private.refuse('That pharmacy is no longer available', 'unavailable'); end if;

  for v_line in select offer_id, quantity, name from public.prescription_quote_items
                where prescription_id = v.id and offer_id is not null order by offer_id loop
    update public.offers set stock_quantity = stock_quantity - v_line.quantity, updated_at = now()
    where id = v_line.offer_id and listed and stock_quantity >= v_line.quantity;
    if not found then
      perform private.refuse(format('%s is no longer in stock at %s', v_line.name, v_pharmacy.name), 'out_of_stock');
    end if;
  end loop;

  -- Orders hang off a request row; the prescription's id is the key, so one quote makes one order.
  insert into public.order_requests (patient_id, idempotency_key) values (v.user_id, 'rx-' || v.id);
  select sum(line_total) into v_subtotal from public.prescription_quote_items where prescription_id = v.id;
  insert into public.orders (
    reference, patient_id, pharmacy_id, idempotency_key, subtotal, delivery_fee, total, payment_method,
    delivery_state, delivery_lga, delivery_street, contact_phone, delivery_time, prescription_id, prescription_status
  ) values (
    'ORD-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('private.order_number_seq')::text, 6, '0'),
    v.user_id, v_pharmacy.id, 'rx-' || v.id, v_subtotal, coalesce(v_pharmacy.delivery_fee, 0),
    v_subtotal + coalesce(v_pharmacy.delivery_fee, 0), 'pay_on_delivery',
    v_state, v_lga, left(btrim(v.address), 200), v_phone, v_time, v.id, 'approved'
  ) returning * into v_order;

  insert into public.order_items (order_id, offer_id, medicine_name, strength, prescription_only, unit_price, quantity, line_total)
  select v_order.id, i.offer_id, i.name, i.strength, i.prescription_only, i.unit_price, i.quantity, i.line_total
  from public.prescription_quote_items i where i.prescription_id = v.id order by i.id;
  insert into public.delivery_codes (order_id, code) values (v_order.id, lpad(floor(random() * 10000)::int::text, 4, '0'));
  insert into public.order_events (order_id, from_status, to_status, actor_id, actor_role)
  values (v_order.id, null, 'placed', v.user_id, 'patient');

  update public.order_requests set order_ids = array[v_order.id] where patient_id = v.user_id and idempotency_key = 'rx-' || v.id;
  update public.prescriptions set status = 'accepted', order_id = v_order.id, updated_at = now()
  where id = v.id returning * into v;

  perform private.notify(v_pharmacy.user_id, v_order.id, 'Quote accepted: ' || v_order.reference,
    format('₦%s, pay on delivery', to_char(v_order.total, 'FM999,999,990.00')), '/pharmacy/orders');
  perform private.send_message('email', (select email from public.profiles where user_id = v_pharmacy.user_id),
    'Quote accepted: ' || v_order.reference,
    format('A patient accepted your prescription quote: order %s, ₦%s, pay on delivery.', v_order.reference,
      to_char(v_order.total, 'FM999,999,990.00')));
  perform private.notify(v.user_id, v_order.id, 'Order placed',
    format('%s: %s will confirm it shortly.', v_order.reference, v_pharmacy.name), '/orders/track?id=' || v_order.reference);
  return jsonb_build_object('id', v.id, 'status', v.status, 'order', private.order_summary(v_order));
end
$$;
revoke all on function public.accept_prescription_quote(uuid, jsonb) from public;
grant execute on function public.accept_prescription_quote(uuid, jsonb) to authenticated;

/** Prescriptions as the screens read them (RLS decides which: one's own, or those sent to one's pharmacy). */
create function public.prescription_list() returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', p.id, 'client_id', p.client_id, 'status', p.status, 'pharmacy_id', p.pharmacy_id,
    'pharmacy_name', (select f.name from public.pharmacy_profiles f where f.id::text = p.pharmacy_id),
    'address', p.address, 'notes', p.notes, 'contact_phone', p.contact_phone, 'delivery_time', p.delivery_time,
    'file_paths', to_jsonb(p.file_paths), 'quote_note', p.quote_note, 'refusal_reason', p.refusal_reason,
    'answered_at', p.answered_at, 'created_at', p.created_at, 'updated_at', p.updated_at,
    'order_reference', (select o.reference from public.orders o where o.id = p.order_id),
    'mine', p.user_id = (select auth.uid()),
    'items', (select coalesce(jsonb_agg(jsonb_build_object('offer_id', i.offer_id, 'name', i.name,
      'strength', i.strength, 'unit_price', i.unit_price, 'quantity', i.quantity, 'line_total', i.line_total)
      order by i.id), '[]'::jsonb) from public.prescription_quote_items i where i.prescription_id = p.id)
  ) order by p.created_at desc), '[]'::jsonb)
  from public.prescriptions p
$$;
revoke all on function public.prescription_list() from public;
grant execute on function public.prescription_list() to authenticated;
