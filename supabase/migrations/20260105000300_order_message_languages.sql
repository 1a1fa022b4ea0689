-- More of what the database writes, in the recipient's language (see 20260105000200_message_languages.sql):
-- a new order, paid or pay on delivery, and an accepted quote for the pharmacy (bell and e-mail),
-- "Order placed" and "Payment received" for the patient, and a new prescription or e-prescription
-- for the pharmacy. English stays word for word: "item(s)" is still resolved by the wording
-- trigger, and naira come from private.naira_text as the trigger would have written them.

insert into private.message_events (event, params, description) values
  ('pharmacy_new_order', '{reference,units,amount}', 'a patient placed a pay-on-delivery order (pharmacy: bell, e-mail); units is the number of items'),
  ('pharmacy_new_order_paid', '{reference,amount}', 'an online order was paid (pharmacy: bell, e-mail)'),
  ('order_placed', '{reference,pharmacy}', 'the patient placed an order, or accepted a prescription quote (patient: bell)'),
  ('order_paid', '{reference,pharmacy}', 'an online order was paid (patient: bell)'),
  ('pharmacy_quote_accepted', '{reference,amount}', 'the patient accepted the pharmacy''s prescription quote (pharmacy: bell, e-mail)'),
  ('pharmacy_new_prescription', '{}', 'a patient sent a prescription for a quote (pharmacy: bell, e-mail)'),
  ('pharmacy_new_eprescription', '{}', 'a patient sent a doctor''s e-prescription for a quote (pharmacy: bell, e-mail)');

insert into private.message_templates (event, part, language, template) values
  ('pharmacy_new_order', 'title', 'en', 'New order {reference}'),
  ('pharmacy_new_order', 'title', 'pcm', 'New order {reference}'),
  ('pharmacy_new_order', 'title', 'ha', 'Sabuwar oda {reference}'),
  ('pharmacy_new_order', 'title', 'yo', 'Ọ́dà tuntun {reference}'),
  ('pharmacy_new_order', 'title', 'ig', 'Ọda ọhụrụ {reference}'),
  ('pharmacy_new_order', 'body', 'en', '{units} item(s), {amount}, pay on delivery'),
  ('pharmacy_new_order', 'body', 'pcm', '{units} item(s), {amount}, pay on delivery'),
  ('pharmacy_new_order', 'body', 'ha', 'Kaya {units}, {amount}, biya idan an kawo'),
  ('pharmacy_new_order', 'body', 'yo', 'Ohun {units}, {amount}, ìsanwó nígbà ìfijíṣẹ́'),
  ('pharmacy_new_order', 'body', 'ig', 'Ihe {units}, {amount}, ịkwụ ụgwọ mgbe e wetara ya'),
  ('pharmacy_new_order', 'subject', 'en', 'New order {reference}'),
  ('pharmacy_new_order', 'subject', 'pcm', 'New order {reference}'),
  ('pharmacy_new_order', 'subject', 'ha', 'Sabuwar oda {reference}'),
  ('pharmacy_new_order', 'subject', 'yo', 'Ọ́dà tuntun {reference}'),
  ('pharmacy_new_order', 'subject', 'ig', 'Ọda ọhụrụ {reference}'),
  ('pharmacy_new_order', 'email', 'en', 'A new order {reference} is waiting for you on Magani Health: {amount}, pay on delivery.'),
  ('pharmacy_new_order', 'email', 'pcm', 'New order {reference} dey wait you for Magani Health: {amount}, pay on delivery.'),
  ('pharmacy_new_order', 'email', 'ha', 'Sabuwar oda {reference} tana jiran ku a Magani Health: {amount}, biya idan an kawo.'),
  ('pharmacy_new_order', 'email', 'yo', 'Ọ́dà tuntun {reference} ń dúró dè yín lórí Magani Health: {amount}, ìsanwó nígbà ìfijíṣẹ́.'),
  ('pharmacy_new_order', 'email', 'ig', 'Ọda ọhụrụ {reference} na-eche gị na Magani Health: {amount}, ịkwụ ụgwọ mgbe e wetara ya.'),
  ('pharmacy_new_order_paid', 'title', 'en', 'New order {reference}'),
  ('pharmacy_new_order_paid', 'title', 'pcm', 'New order {reference}'),
  ('pharmacy_new_order_paid', 'title', 'ha', 'Sabuwar oda {reference}'),
  ('pharmacy_new_order_paid', 'title', 'yo', 'Ọ́dà tuntun {reference}'),
  ('pharmacy_new_order_paid', 'title', 'ig', 'Ọda ọhụrụ {reference}'),
  ('pharmacy_new_order_paid', 'body', 'en', '{amount}, paid online'),
  ('pharmacy_new_order_paid', 'body', 'pcm', '{amount}, dem don pay online'),
  ('pharmacy_new_order_paid', 'body', 'ha', '{amount}, an biya ta intanet'),
  ('pharmacy_new_order_paid', 'body', 'yo', '{amount}, wọ́n ti san an lórí ayélujára'),
  ('pharmacy_new_order_paid', 'body', 'ig', '{amount}, akwụọla ụgwọ n''ịntanetị'),
  ('pharmacy_new_order_paid', 'subject', 'en', 'New order {reference}'),
  ('pharmacy_new_order_paid', 'subject', 'pcm', 'New order {reference}'),
  ('pharmacy_new_order_paid', 'subject', 'ha', 'Sabuwar oda {reference}'),
  ('pharmacy_new_order_paid', 'subject', 'yo', 'Ọ́dà tuntun {reference}'),
  ('pharmacy_new_order_paid', 'subject', 'ig', 'Ọda ọhụrụ {reference}'),
  ('pharmacy_new_order_paid', 'email', 'en', 'A new order {reference} is waiting for you on Magani Health: {amount}, paid online.'),
  ('pharmacy_new_order_paid', 'email', 'pcm', 'New order {reference} dey wait you for Magani Health: {amount}, dem don pay online.'),
  ('pharmacy_new_order_paid', 'email', 'ha', 'Sabuwar oda {reference} tana jiran ku a Magani Health: {amount}, an biya ta intanet.'),
  ('pharmacy_new_order_paid', 'email', 'yo', 'Ọ́dà tuntun {reference} ń dúró dè yín lórí Magani Health: {amount}, wọ́n ti san an lórí ayélujára.'),
  ('pharmacy_new_order_paid', 'email', 'ig', 'Ọda ọhụrụ {reference} na-eche gị na Magani Health: {amount}, akwụọla ụgwọ n''ịntanetị.'),
  ('order_placed', 'title', 'en', 'Order placed'),
  ('order_placed', 'title', 'pcm', 'Order don enter'),
  ('order_placed', 'title', 'ha', 'An tura oda'),
  ('order_placed', 'title', 'yo', 'A ti fi ọ́dà ránṣẹ́'),
  ('order_placed', 'title', 'ig', 'Etinyela ọda'),
  ('order_placed', 'body', 'en', '{reference}: {pharmacy} will confirm it shortly.'),
  ('order_placed', 'body', 'pcm', '{reference}: {pharmacy} go confirm am soon.'),
  ('order_placed', 'body', 'ha', '{reference}: {pharmacy} zai tabbatar da ita nan ba da jimawa ba.'),
  ('order_placed', 'body', 'yo', '{reference}: {pharmacy} yóò fìdí rẹ̀ múlẹ̀ láìpẹ́.'),
  ('order_placed', 'body', 'ig', '{reference}: {pharmacy} ga-ekwenye ya n''oge na-adịghị anya.'),
  ('order_paid', 'title', 'en', 'Payment received'),
  ('order_paid', 'title', 'pcm', 'We don collect your payment'),
  ('order_paid', 'title', 'ha', 'An karɓi kuɗinku'),
  ('order_paid', 'title', 'yo', 'A ti gba owó rẹ'),
  ('order_paid', 'title', 'ig', 'Anatala ụgwọ gị'),
  ('order_paid', 'body', 'en', '{reference} is paid: {pharmacy} will confirm it shortly.'),
  ('order_paid', 'body', 'pcm', '{reference} don pay: {pharmacy} go confirm am soon.'),
  ('order_paid', 'body', 'ha', 'An biya {reference}: {pharmacy} zai tabbatar da ita nan ba da jimawa ba.'),
  ('order_paid', 'body', 'yo', 'A ti san owó {reference}: {pharmacy} yóò fìdí rẹ̀ múlẹ̀ láìpẹ́.'),
  ('order_paid', 'body', 'ig', 'Akwụọla ụgwọ {reference}: {pharmacy} ga-ekwenye ya n''oge na-adịghị anya.'),
  ('pharmacy_quote_accepted', 'title', 'en', 'Quote accepted: {reference}'),
  ('pharmacy_quote_accepted', 'title', 'pcm', 'Patient don accept your price: {reference}'),
  ('pharmacy_quote_accepted', 'title', 'ha', 'An amince da farashi: {reference}'),
  ('pharmacy_quote_accepted', 'title', 'yo', 'Wọ́n gba iye owó: {reference}'),
  ('pharmacy_quote_accepted', 'title', 'ig', 'Anabatala ọnụahịa: {reference}'),
  ('pharmacy_quote_accepted', 'body', 'en', '{amount}, pay on delivery'),
  ('pharmacy_quote_accepted', 'body', 'pcm', '{amount}, pay on delivery'),
  ('pharmacy_quote_accepted', 'body', 'ha', '{amount}, biya idan an kawo'),
  ('pharmacy_quote_accepted', 'body', 'yo', '{amount}, ìsanwó nígbà ìfijíṣẹ́'),
  ('pharmacy_quote_accepted', 'body', 'ig', '{amount}, ịkwụ ụgwọ mgbe e wetara ya'),
  ('pharmacy_quote_accepted', 'subject', 'en', 'Quote accepted: {reference}'),
  ('pharmacy_quote_accepted', 'subject', 'pcm', 'Patient don accept your price: {reference}'),
  ('pharmacy_quote_accepted', 'subject', 'ha', 'An amince da farashi: {reference}'),
  ('pharmacy_quote_accepted', 'subject', 'yo', 'Wọ́n gba iye owó: {reference}'),
  ('pharmacy_quote_accepted', 'subject', 'ig', 'Anabatala ọnụahịa: {reference}'),
  ('pharmacy_quote_accepted', 'email', 'en', 'A patient accepted your prescription quote: order {reference}, {amount}, pay on delivery.'),
  ('pharmacy_quote_accepted', 'email', 'pcm', 'One patient don accept the price wey you give for prescription: order {reference}, {amount}, pay on delivery.'),
  ('pharmacy_quote_accepted', 'email', 'ha', 'An amince da farashin da kuka bayar na takardar likita: oda {reference}, {amount}, biya idan an kawo.'),
  ('pharmacy_quote_accepted', 'email', 'yo', 'Aláìsàn kan gba iye owó tí ẹ fún ìwé oògùn rẹ̀: ọ́dà {reference}, {amount}, ìsanwó nígbà ìfijíṣẹ́.'),
  ('pharmacy_quote_accepted', 'email', 'ig', 'Otu onye ọrịa nabatara ọnụahịa unu nyere maka akwụkwọ ọgwụ ya: ọda {reference}, {amount}, ịkwụ ụgwọ mgbe e wetara ya.'),
  ('pharmacy_new_prescription', 'title', 'en', 'New prescription to review'),
  ('pharmacy_new_prescription', 'title', 'pcm', 'New prescription to check'),
  ('pharmacy_new_prescription', 'title', 'ha', 'Sabuwar takardar likita'),
  ('pharmacy_new_prescription', 'title', 'yo', 'Ìwé oògùn tuntun láti yẹ̀wò'),
  ('pharmacy_new_prescription', 'title', 'ig', 'Akwụkwọ ọgwụ ọhụrụ ị ga-elele'),
  ('pharmacy_new_prescription', 'body', 'en', 'A patient sent a prescription for a quote.'),
  ('pharmacy_new_prescription', 'body', 'pcm', 'One patient send prescription make you price am.'),
  ('pharmacy_new_prescription', 'body', 'ha', 'An aiko takardar likita don ku ba da farashi.'),
  ('pharmacy_new_prescription', 'body', 'yo', 'Aláìsàn kan fi ìwé oògùn ránṣẹ́ fún iye owó.'),
  ('pharmacy_new_prescription', 'body', 'ig', 'Otu onye ọrịa zitere akwụkwọ ọgwụ ka ị kwuo ọnụahịa.'),
  ('pharmacy_new_prescription', 'subject', 'en', 'New prescription to review'),
  ('pharmacy_new_prescription', 'subject', 'pcm', 'New prescription to check'),
  ('pharmacy_new_prescription', 'subject', 'ha', 'Sabuwar takardar likita'),
  ('pharmacy_new_prescription', 'subject', 'yo', 'Ìwé oògùn tuntun láti yẹ̀wò'),
  ('pharmacy_new_prescription', 'subject', 'ig', 'Akwụkwọ ọgwụ ọhụrụ ị ga-elele'),
  ('pharmacy_new_prescription', 'email', 'en', 'A patient sent your pharmacy a prescription on Magani Health. Open Prescriptions to review it and send a quote.'),
  ('pharmacy_new_prescription', 'email', 'pcm', 'One patient send your pharmacy prescription for Magani Health. Open Prescriptions to check am and send price.'),
  ('pharmacy_new_prescription', 'email', 'ha', 'An aiko wa kantin maganinku takardar likita a Magani Health. Ku buɗe Prescriptions don duba ta ku ba da farashi.'),
  ('pharmacy_new_prescription', 'email', 'yo', 'Aláìsàn kan fi ìwé oògùn ránṣẹ́ sí ilé oògùn yín lórí Magani Health. Ṣí Prescriptions láti yẹ̀ ẹ́ wò kí ẹ sì fi iye owó ránṣẹ́.'),
  ('pharmacy_new_prescription', 'email', 'ig', 'Otu onye ọrịa zitere ụlọ ahịa ọgwụ gị akwụkwọ ọgwụ na Magani Health. Mepee Prescriptions ka ị lelee ya ma zite ọnụahịa.'),
  ('pharmacy_new_eprescription', 'title', 'en', 'E-prescription received'),
  ('pharmacy_new_eprescription', 'title', 'pcm', 'E-prescription don come'),
  ('pharmacy_new_eprescription', 'title', 'ha', 'An karɓi takardar likita ta intanet'),
  ('pharmacy_new_eprescription', 'title', 'yo', 'Ìwé oògùn orí ayélujára ti dé'),
  ('pharmacy_new_eprescription', 'title', 'ig', 'Akwụkwọ ọgwụ dọkịta erutela'),
  ('pharmacy_new_eprescription', 'body', 'en', 'A patient sent a doctor''s e-prescription for a quote.'),
  ('pharmacy_new_eprescription', 'body', 'pcm', 'One patient send doctor e-prescription make you price am.'),
  ('pharmacy_new_eprescription', 'body', 'ha', 'An aiko takardar likita ta intanet daga likita don ku ba da farashi.'),
  ('pharmacy_new_eprescription', 'body', 'yo', 'Aláìsàn kan fi ìwé oògùn orí ayélujára láti ọ̀dọ̀ dókítà ránṣẹ́ fún iye owó.'),
  ('pharmacy_new_eprescription', 'body', 'ig', 'Otu onye ọrịa zitere akwụkwọ ọgwụ dọkịta dere n''ịntanetị ka ị kwuo ọnụahịa.'),
  ('pharmacy_new_eprescription', 'subject', 'en', 'E-prescription received'),
  ('pharmacy_new_eprescription', 'subject', 'pcm', 'E-prescription don come'),
  ('pharmacy_new_eprescription', 'subject', 'ha', 'An karɓi takardar likita ta intanet'),
  ('pharmacy_new_eprescription', 'subject', 'yo', 'Ìwé oògùn orí ayélujára ti dé'),
  ('pharmacy_new_eprescription', 'subject', 'ig', 'Akwụkwọ ọgwụ dọkịta erutela'),
  ('pharmacy_new_eprescription', 'email', 'en', 'A patient sent your pharmacy a prescription on Magani Health. Open Prescriptions to review it and send a quote.'),
  ('pharmacy_new_eprescription', 'email', 'pcm', 'One patient send your pharmacy prescription for Magani Health. Open Prescriptions to check am and send price.'),
  ('pharmacy_new_eprescription', 'email', 'ha', 'An aiko wa kantin maganinku takardar likita a Magani Health. Ku buɗe Prescriptions don duba ta ku ba da farashi.'),
  ('pharmacy_new_eprescription', 'email', 'yo', 'Aláìsàn kan fi ìwé oògùn ránṣẹ́ sí ilé oògùn yín lórí Magani Health. Ṣí Prescriptions láti yẹ̀ ẹ́ wò kí ẹ sì fi iye owó ránṣẹ́.'),
  ('pharmacy_new_eprescription', 'email', 'ig', 'Otu onye ọrịa zitere ụlọ ahịa ọgwụ gị akwụkwọ ọgwụ na Magani Health. Mepee Prescriptions ka ị lelee ya ma zite ọnụahịa.');

/** An e-mail to p_user's profile address (none: nothing is queued), in their language. */
create function private.email_event(p_user uuid, p_event text, p_params jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_lang text := private.person_language(p_user);
begin
  perform private.send_message('email', (select email from public.profiles where user_id = p_user),
    private.message_text(p_event, 'subject', v_lang, p_params), private.message_text(p_event, 'email', v_lang, p_params));
end
$$;
revoke all on function private.email_event(uuid, text, jsonb) from public, anon, authenticated;

-- public.place_order: as in 20251205000200_place_order.sql, its texts from private.message_templates.
create or replace function public.place_order(p_intent jsonb) returns jsonb
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

    perform private.notify_event(v_pharmacy.user_id, v_order.id, 'pharmacy_new_order', jsonb_build_object(
      'reference', v_order.reference, 'units', v_pharmacy.units, 'amount', private.naira_text(v_order.total)), '/pharmacy/orders');
    perform private.email_event(v_pharmacy.user_id, 'pharmacy_new_order', jsonb_build_object(
      'reference', v_order.reference, 'units', v_pharmacy.units, 'amount', private.naira_text(v_order.total)));
    perform private.notify_event(uid, v_order.id, 'order_placed',
      jsonb_build_object('reference', v_order.reference, 'pharmacy', v_pharmacy.name), '/orders/track?id=' || v_order.reference);
    v_ids := v_ids || v_order.id;
  end loop;

  update public.order_requests set order_ids = v_ids where patient_id = uid and idempotency_key = v_key;
  return jsonb_build_object('replayed', false, 'orders', (
    select jsonb_agg(private.order_summary(o) order by o.created_at, o.reference)
    from public.orders o where o.id = any (v_ids)));
end
$$;

-- public.accept_prescription_quote: as in 20251209000300_prescription_accept.sql, its texts from private.message_templates.
create or replace function public.accept_prescription_quote(p_id uuid, p_delivery jsonb) returns jsonb
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

  perform private.notify_event(v_pharmacy.user_id, v_order.id, 'pharmacy_quote_accepted',
    jsonb_build_object('reference', v_order.reference, 'amount', private.naira_text(v_order.total)), '/pharmacy/orders');
  perform private.email_event(v_pharmacy.user_id, 'pharmacy_quote_accepted',
    jsonb_build_object('reference', v_order.reference, 'amount', private.naira_text(v_order.total)));
  perform private.notify_event(v.user_id, v_order.id, 'order_placed',
    jsonb_build_object('reference', v_order.reference, 'pharmacy', v_pharmacy.name), '/orders/track?id=' || v_order.reference);
  return jsonb_build_object('id', v.id, 'status', v.status, 'order', private.order_summary(v_order));
end
$$;

-- private.tell_pharmacy_of_prescription: as in 20251216000300_prescription_feed.sql, its texts from private.message_templates.
create or replace function private.tell_pharmacy_of_prescription() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_owner uuid := (select user_id from public.pharmacies where id::text = new.pharmacy_id);
  v_event text := case when new.eprescription_id is null then 'pharmacy_new_prescription' else 'pharmacy_new_eprescription' end;
begin
  perform private.notify_event(v_owner, null, v_event, '{}', '/pharmacy/prescriptions');
  perform private.email_event(v_owner, v_event, '{}');
  return null;
end
$$;

-- private.apply_payment: as in 20251220000200_payment_settle.sql, its texts from private.message_templates.
create or replace function private.apply_payment(p public.payments) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  o public.orders;
  v_pharmacy record;
begin
  if exists (select 1 from public.payments x where x.patient_id = p.patient_id and x.idempotency_key = p.idempotency_key
             and x.id <> p.id and x.paid_at is not null) then
    insert into public.payment_refunds (payment_id, amount_kobo, reason)
    values (p.id, p.amount_kobo, 'This checkout had already been paid') on conflict do nothing;
    return;
  end if;
  -- The orders this attempt covered: those on it, and those moved since to a later unpaid attempt.
  for o in select y.* from public.orders y join public.payments x on x.id = y.payment_id
           where y.patient_id = p.patient_id and y.idempotency_key = p.idempotency_key and y.payment_method = 'online'
             and (x.id = p.id or (x.created_at > p.created_at and x.paid_at is null))
           order by y.id for update of y loop
    update public.orders set payment_id = p.id, updated_at = now() where id = o.id;
    insert into public.order_events (order_id, kind, from_status, to_status, actor_role, note)
    values (o.id, 'paid', o.status, o.status, 'system', 'Paid online');
    if o.status = 'placed' then
      select name, user_id into v_pharmacy from public.pharmacies where id = o.pharmacy_id;
      perform private.notify_event(v_pharmacy.user_id, o.id, 'pharmacy_new_order_paid',
        jsonb_build_object('reference', o.reference, 'amount', private.naira_text(o.total)), '/pharmacy/orders');
      perform private.email_event(v_pharmacy.user_id, 'pharmacy_new_order_paid',
        jsonb_build_object('reference', o.reference, 'amount', private.naira_text(o.total)));
      perform private.notify_event(o.patient_id, o.id, 'order_paid',
        jsonb_build_object('reference', o.reference, 'pharmacy', v_pharmacy.name), '/orders/track?id=' || o.reference);
    else
      -- Cancelled before the money arrived (the hold ran out): it goes back.
      insert into public.payment_refunds (payment_id, order_id, amount_kobo, reason)
      values (p.id, o.id, private.kobo(o.total), 'The order had been cancelled before the payment arrived')
      on conflict do nothing;
    end if;
  end loop;
end
$$;
