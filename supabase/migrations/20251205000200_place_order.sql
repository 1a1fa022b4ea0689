-- Checkout: quote_order shows current prices; place_order turns a cart into one order per pharmacy.
-- The device sends only offer ids, quantities, the address and an idempotency key; every amount is
-- read from the rows here.

create function private.nigerian_states() returns text[]
language sql immutable set search_path = ''
as $$
  select array[
    'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River',
    'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano',
    'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo',
    'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara'
  ]
$$;

create function private.notify(p_user uuid, p_order uuid, p_title text, p_body text, p_link text)
returns void
language sql security definer set search_path = ''
as $$
  insert into public.notifications (user_id, order_id, title, body, link)
  select p_user, p_order, p_title, p_body, p_link where p_user is not null
$$;

create function private.send_message(p_channel text, p_recipient text, p_subject text, p_body text)
returns void
language sql security definer set search_path = ''
as $$
  insert into private.outgoing_messages (channel, recipient, subject, body)
  select p_channel, p_recipient, coalesce(p_subject, ''), p_body where coalesce(p_recipient, '') <> ''
$$;

create function private.refuse(p_message text, p_hint text) returns void
language plpgsql set search_path = ''
as $$ begin raise exception '%', p_message using errcode = 'P0001', hint = p_hint; end $$;

/** Current price, stock and fee of each offer, for the checkout to compare with the cart. */
create function public.quote_order(p_offer_ids jsonb) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'offer_id', o.id,
    'pharmacy_id', p.id,
    'pharmacy_name', p.name,
    'delivery_fee', p.delivery_fee,
    'medicine_name', m.name,
    'prescription_only', m.prescription_only,
    'price', o.price,
    'stock_quantity', o.stock_quantity,
    'available', o.listed and p.status = 'approved' and o.stock_quantity > 0
  )), '[]'::jsonb)
  from public.offers o
  join public.pharmacies p on p.id = o.pharmacy_id
  join public.medicines m on m.id = o.medicine_id
  where o.id::text in (select jsonb_array_elements_text(p_offer_ids) limit 100)
$$;

create function private.order_summary(p_order public.orders) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_order.id, 'reference', p_order.reference, 'status', p_order.status,
    'pharmacy_id', p_order.pharmacy_id,
    'pharmacy_name', (select name from public.pharmacies where id = p_order.pharmacy_id),
    'subtotal', p_order.subtotal, 'delivery_fee', p_order.delivery_fee, 'total', p_order.total,
    'prescription_status', p_order.prescription_status, 'created_at', p_order.created_at
  )
$$;

create function public.place_order(p_intent jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  v_key text := p_intent ->> 'idempotency_key';
  v_state text := btrim(coalesce(p_intent #>> '{address,state}', ''));
  v_lga text := btrim(coalesce(p_intent #>> '{address,lga}', ''));
  v_street text := btrim(coalesce(p_intent #>> '{address,street}', ''));
  v_landmark text := nullif(btrim(coalesce(p_intent #>> '{address,landmark}', '')), '');
  v_phone text := p_intent ->> 'phone';
  v_time text := coalesce(p_intent ->> 'delivery_time', 'anytime');
  v_rx uuid;
  v_ids uuid[] := '{}';
  v_order public.orders;
  v_pharmacy record;
  v_line record;
  v_taken record;
  v_code text;
  v_wanted jsonb;
  v_cart jsonb := '[]';
  v_listed boolean;
begin
  if uid is null or not exists (select 1 from public.profiles where user_id = uid and role = 'patient') then
    raise exception 'Only a signed-in patient can place an order' using errcode = '42501';
  end if;
  if v_key is null or length(v_key) not between 8 and 100 then
    perform private.refuse('The order is missing its idempotency key', 'invalid_intent');
  end if;

  -- A repeated key returns what the first attempt made. A concurrent duplicate waits here on the
  -- primary key until the first commits, then takes this branch.
  insert into public.order_requests (patient_id, idempotency_key) values (uid, v_key)
  on conflict do nothing;
  if not found then
    return jsonb_build_object('replayed', true, 'orders', (
      select coalesce(jsonb_agg(private.order_summary(o) order by o.created_at, o.reference), '[]'::jsonb)
      from public.orders o where o.patient_id = uid and o.idempotency_key = v_key));
  end if;

  if coalesce(p_intent ->> 'payment_method', '') <> 'pay_on_delivery' then
    perform private.refuse('Online payment is not available yet: choose pay on delivery', 'payment_method');
  end if;
  if not (v_state = any (private.nigerian_states())) then
    perform private.refuse('Choose your state', 'address.state');
  end if;
  if v_lga = '' or length(v_lga) > 80 then perform private.refuse('Enter your LGA', 'address.lga'); end if;
  if length(v_street) < 3 or length(v_street) > 200 then
    perform private.refuse('Enter your street address', 'address.street');
  end if;
  if coalesce(v_phone, '') !~ '^\+234[789][0-9]{9}$' then
    perform private.refuse('Enter a Nigerian phone number, e.g. 0803 123 4567', 'phone');
  end if;
  if v_time not in ('anytime', 'morning', 'afternoon', 'evening') then
    perform private.refuse('Choose a delivery time', 'delivery_time');
  end if;
  if jsonb_typeof(p_intent -> 'lines') is distinct from 'array'
     or jsonb_array_length(p_intent -> 'lines') not between 1 and 50 then
    perform private.refuse('Your cart is empty', 'lines');
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_intent -> 'lines') l
    where jsonb_typeof(l -> 'quantity') is distinct from 'number'
       or (l ->> 'quantity')::numeric <> floor((l ->> 'quantity')::numeric)
       or (l ->> 'quantity')::numeric not between 1 and 99
       or coalesce(l ->> 'offer_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ) then
    perform private.refuse('Each item needs a quantity from 1 to 99', 'lines');
  end if;
  if p_intent ? 'prescription_id' and jsonb_typeof(p_intent -> 'prescription_id') = 'string' then
    select id into v_rx from public.prescriptions
    where id::text = p_intent ->> 'prescription_id' and user_id = uid;
    if v_rx is null then perform private.refuse('That prescription is not one of yours', 'prescription_id'); end if;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('offer_id', offer_id, 'quantity', quantity) order by offer_id), '[]')
  into v_wanted
  from (select (l ->> 'offer_id')::uuid as offer_id, sum((l ->> 'quantity')::int) as quantity
        from jsonb_array_elements(p_intent -> 'lines') l group by 1) w;
  if exists (select 1 from jsonb_to_recordset(v_wanted) as w(quantity int) where w.quantity > 99) then
    perform private.refuse('Each item needs a quantity from 1 to 99', 'lines');
  end if;

  -- Stock is taken row by row in offer-id order (so two checkouts never wait on each other in a
  -- cycle); the conditional update is the atomic check: the last units go to exactly one buyer.
  for v_line in select w.offer_id, w.quantity from jsonb_to_recordset(v_wanted) as w(offer_id uuid, quantity int)
                order by w.offer_id loop
    update public.offers o
    set stock_quantity = o.stock_quantity - v_line.quantity, updated_at = now()
    from public.pharmacies p, public.medicines m
    where o.id = v_line.offer_id and p.id = o.pharmacy_id and m.id = o.medicine_id
      and o.listed and p.status = 'approved' and o.stock_quantity >= v_line.quantity
    returning o.pharmacy_id, o.price, m.name, m.strength, m.prescription_only into v_taken;
    if not found then
      v_listed := false;
      select m.name as name, p.name as pharmacy, o.stock_quantity as stock,
             (o.listed and p.status = 'approved') as listed
      into v_taken
      from public.offers o join public.pharmacies p on p.id = o.pharmacy_id join public.medicines m on m.id = o.medicine_id
      where o.id = v_line.offer_id;
      if found then v_listed := v_taken.listed; end if;
      if not v_listed then
        perform private.refuse('An item in your cart is no longer sold by that pharmacy', 'unavailable');
      elsif v_taken.stock = 0 then
        perform private.refuse(format('%s is out of stock at %s', v_taken.name, v_taken.pharmacy), 'out_of_stock');
      else
        perform private.refuse(format('Only %s left of %s at %s', v_taken.stock, v_taken.name, v_taken.pharmacy), 'out_of_stock');
      end if;
    end if;
    v_cart := v_cart || jsonb_build_object('offer_id', v_line.offer_id, 'quantity', v_line.quantity,
      'pharmacy_id', v_taken.pharmacy_id, 'unit_price', v_taken.price, 'medicine_name', v_taken.name,
      'strength', v_taken.strength, 'prescription_only', v_taken.prescription_only);
  end loop;

  if v_rx is null and exists (select 1 from jsonb_to_recordset(v_cart) as c(prescription_only boolean) where c.prescription_only) then
    perform private.refuse('A prescription-only medicine needs your prescription: attach one', 'prescription_required');
  end if;

  for v_pharmacy in
    select c.pharmacy_id, sum(c.unit_price * c.quantity) as subtotal, bool_or(c.prescription_only) as needs_rx,
           sum(c.quantity) as units,
           p.delivery_fee, p.name, p.user_id
    from jsonb_to_recordset(v_cart) as c(pharmacy_id uuid, unit_price numeric, quantity int, prescription_only boolean)
    join public.pharmacies p on p.id = c.pharmacy_id
    group by c.pharmacy_id, p.delivery_fee, p.name, p.user_id order by p.name
  loop
    insert into public.orders (
      reference, patient_id, pharmacy_id, idempotency_key, subtotal, delivery_fee, total, payment_method,
      delivery_state, delivery_lga, delivery_street, delivery_landmark, contact_phone, delivery_time,
      prescription_id, prescription_status
    ) values (
      'ORD-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('private.order_number_seq')::text, 6, '0'),
      uid, v_pharmacy.pharmacy_id, v_key, v_pharmacy.subtotal, coalesce(v_pharmacy.delivery_fee, 0),
      v_pharmacy.subtotal + coalesce(v_pharmacy.delivery_fee, 0), 'pay_on_delivery',
      v_state, v_lga, v_street, v_landmark, v_phone, v_time,
      case when v_pharmacy.needs_rx then v_rx end,
      case when v_pharmacy.needs_rx then 'pending' else 'not_needed' end
    ) returning * into v_order;

    insert into public.order_items (order_id, offer_id, medicine_name, strength, prescription_only, unit_price, quantity, line_total)
    select v_order.id, c.offer_id, c.medicine_name, c.strength, c.prescription_only, c.unit_price, c.quantity,
           c.unit_price * c.quantity
    from jsonb_to_recordset(v_cart) as c(offer_id uuid, pharmacy_id uuid, unit_price numeric, quantity int,
      medicine_name text, strength text, prescription_only boolean)
    where c.pharmacy_id = v_pharmacy.pharmacy_id;

    v_code := lpad(floor(random() * 10000)::int::text, 4, '0');
    insert into public.delivery_codes (order_id, code) values (v_order.id, v_code);
    insert into public.order_events (order_id, from_status, to_status, actor_id, actor_role)
    values (v_order.id, null, 'placed', uid, 'patient');

    perform private.notify(v_pharmacy.user_id, v_order.id, 'New order ' || v_order.reference,
      format('%s item(s), ₦%s, pay on delivery', v_pharmacy.units,
             to_char(v_order.total, 'FM999,999,990.00')), '/pharmacy/orders');
    perform private.send_message('email', (select email from public.profiles where user_id = v_pharmacy.user_id),
      'New order ' || v_order.reference,
      format('A new order %s is waiting for you on Magani Health: ₦%s, pay on delivery.', v_order.reference,
             to_char(v_order.total, 'FM999,999,990.00')));
    perform private.notify(uid, v_order.id, 'Order placed',
      format('%s: %s will confirm it shortly.', v_order.reference, v_pharmacy.name), '/orders/track?id=' || v_order.reference);
    v_ids := v_ids || v_order.id;
  end loop;

  update public.order_requests set order_ids = v_ids where patient_id = uid and idempotency_key = v_key;
  return jsonb_build_object('replayed', false, 'orders', (
    select jsonb_agg(private.order_summary(o) order by o.created_at, o.reference)
    from public.orders o where o.id = any (v_ids)));
end
$$;
revoke all on function public.place_order(jsonb) from public;
grant execute on function public.place_order(jsonb) to authenticated;
