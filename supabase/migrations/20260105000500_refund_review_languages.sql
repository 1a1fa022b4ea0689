-- Refunds and review notices in the recipient's language (see 20260105000200_message_languages.sql).
-- A refund's reason is stored in English by the functions that open it (four fixed texts); the
-- patient reads it in their language, and any other reason as it was written.

insert into private.message_events (event, params, description) values
  ('refund_started', '{amount,reason}', 'Paystack accepted a refund; reason is one of the refund_reason_* words (patient: bell)'),
  ('refund_not_started', '{amount}', 'Paystack refused to start a refund (patient: bell)'),
  ('refund_completed', '{amount}', 'a refund reached the patient (patient: bell)'),
  ('refund_failed', '{amount}', 'a refund failed at Paystack (patient: bell)'),
  ('refund_reason_declined', '{}', 'a refund''s reason as the payment functions store it (in English), for the refund texts'),
  ('refund_reason_cancelled', '{}', 'a refund''s reason as the payment functions store it (in English), for the refund texts'),
  ('refund_reason_unpaid_cancelled', '{}', 'a refund''s reason as the payment functions store it (in English), for the refund texts'),
  ('refund_reason_paid_twice', '{}', 'a refund''s reason as the payment functions store it (in English), for the refund texts'),
  ('review_received', '{rating}', 'a patient rated the pharmacy or doctor (the reviewed side: bell)');

insert into private.message_templates (event, part, language, template) values
  ('refund_started', 'title', 'en', 'Refund started'),
  ('refund_started', 'title', 'pcm', 'Refund don start'),
  ('refund_started', 'title', 'ha', 'An fara mayar da kuɗi'),
  ('refund_started', 'title', 'yo', 'Ìdápadà owó ti bẹ̀rẹ̀'),
  ('refund_started', 'title', 'ig', 'Nkwụghachi ego amalitela'),
  ('refund_started', 'body', 'en', 'Refund of {amount} started: {reason}.'),
  ('refund_started', 'body', 'pcm', 'Refund of {amount} don start: {reason}.'),
  ('refund_started', 'body', 'ha', 'An fara mayar da {amount}: {reason}.'),
  ('refund_started', 'body', 'yo', 'Ìdápadà owó {amount} ti bẹ̀rẹ̀: {reason}.'),
  ('refund_started', 'body', 'ig', 'Nkwụghachi {amount} amalitela: {reason}.'),
  ('refund_not_started', 'title', 'en', 'Refund delayed'),
  ('refund_not_started', 'title', 'pcm', 'Refund don delay'),
  ('refund_not_started', 'title', 'ha', 'An jinkirta mayar da kuɗi'),
  ('refund_not_started', 'title', 'yo', 'Ìdápadà owó ti pẹ́'),
  ('refund_not_started', 'title', 'ig', 'Nkwụghachi ego egbuola oge'),
  ('refund_not_started', 'body', 'en', 'The refund of {amount} could not be started yet; our team will complete it.'),
  ('refund_not_started', 'body', 'pcm', 'We never fit start the refund of {amount} yet; our team go complete am.'),
  ('refund_not_started', 'body', 'ha', 'Ba a iya fara mayar da {amount} ba tukuna; ma''aikatanmu za su kammala.'),
  ('refund_not_started', 'body', 'yo', 'A kò tíì lè bẹ̀rẹ̀ ìdápadà owó {amount}; àwọn òṣìṣẹ́ wa yóò parí rẹ̀.'),
  ('refund_not_started', 'body', 'ig', 'Amalitebeghị nkwụghachi {amount}; ndị otu anyị ga-emecha ya.'),
  ('refund_completed', 'title', 'en', 'Refund completed'),
  ('refund_completed', 'title', 'pcm', 'Refund don complete'),
  ('refund_completed', 'title', 'ha', 'An kammala mayar da kuɗi'),
  ('refund_completed', 'title', 'yo', 'Ìdápadà owó ti parí'),
  ('refund_completed', 'title', 'ig', 'Nkwụghachi ego emechala'),
  ('refund_completed', 'body', 'en', 'Your refund of {amount} was paid back.'),
  ('refund_completed', 'body', 'pcm', 'We don pay back your refund of {amount}.'),
  ('refund_completed', 'body', 'ha', 'An mayar muku da {amount}.'),
  ('refund_completed', 'body', 'yo', 'A ti dá {amount} padà fún ọ.'),
  ('refund_completed', 'body', 'ig', 'Akwụghachila gị {amount}.'),
  ('refund_failed', 'title', 'en', 'Refund delayed'),
  ('refund_failed', 'title', 'pcm', 'Refund don delay'),
  ('refund_failed', 'title', 'ha', 'An jinkirta mayar da kuɗi'),
  ('refund_failed', 'title', 'yo', 'Ìdápadà owó ti pẹ́'),
  ('refund_failed', 'title', 'ig', 'Nkwụghachi ego egbuola oge'),
  ('refund_failed', 'body', 'en', 'The refund of {amount} did not go through; our team will complete it.'),
  ('refund_failed', 'body', 'pcm', 'The refund of {amount} no go through; our team go complete am.'),
  ('refund_failed', 'body', 'ha', 'Mayar da {amount} bai yi nasara ba; ma''aikatanmu za su kammala.'),
  ('refund_failed', 'body', 'yo', 'Ìdápadà owó {amount} kò lọ; àwọn òṣìṣẹ́ wa yóò parí rẹ̀.'),
  ('refund_failed', 'body', 'ig', 'Nkwụghachi {amount} agaghị; ndị otu anyị ga-emecha ya.'),
  ('refund_reason_declined', 'body', 'en', 'Declined by the pharmacy'),
  ('refund_reason_declined', 'body', 'pcm', 'The pharmacy no accept the order'),
  ('refund_reason_declined', 'body', 'ha', 'Kantin magani ya ƙi odar'),
  ('refund_reason_declined', 'body', 'yo', 'Ilé oògùn kọ̀ ọ́dà náà'),
  ('refund_reason_declined', 'body', 'ig', 'Ụlọ ahịa ọgwụ jụrụ ọda ahụ'),
  ('refund_reason_cancelled', 'body', 'en', 'Cancelled by the patient'),
  ('refund_reason_cancelled', 'body', 'pcm', 'Patient cancel am'),
  ('refund_reason_cancelled', 'body', 'ha', 'An soke daga ɓangaren mara lafiya'),
  ('refund_reason_cancelled', 'body', 'yo', 'Aláìsàn fagi lé e'),
  ('refund_reason_cancelled', 'body', 'ig', 'Onye ọrịa kagburu ya'),
  ('refund_reason_unpaid_cancelled', 'body', 'en', 'The order had been cancelled before the payment arrived'),
  ('refund_reason_unpaid_cancelled', 'body', 'pcm', 'Dem don cancel the order before the payment land'),
  ('refund_reason_unpaid_cancelled', 'body', 'ha', 'An soke odar kafin kuɗin su iso'),
  ('refund_reason_unpaid_cancelled', 'body', 'yo', 'A ti fagi lé ọ́dà náà kí owó tó dé'),
  ('refund_reason_unpaid_cancelled', 'body', 'ig', 'Akagbuola ọda ahụ tupu ego ahụ erute'),
  ('refund_reason_paid_twice', 'body', 'en', 'This checkout had already been paid'),
  ('refund_reason_paid_twice', 'body', 'pcm', 'Dem don already pay for this checkout'),
  ('refund_reason_paid_twice', 'body', 'ha', 'An riga an biya wannan sayayya'),
  ('refund_reason_paid_twice', 'body', 'yo', 'A ti san owó ìrajà yìí tẹ́lẹ̀'),
  ('refund_reason_paid_twice', 'body', 'ig', 'Akwụọla ụgwọ maka ịzụ ahịa a na mbụ'),
  ('review_received', 'title', 'en', 'New review'),
  ('review_received', 'title', 'pcm', 'New review'),
  ('review_received', 'title', 'ha', 'Sabon bita'),
  ('review_received', 'title', 'yo', 'Àyẹ̀wò tuntun'),
  ('review_received', 'title', 'ig', 'Ntụle ọhụrụ'),
  ('review_received', 'body', 'en', 'A patient rated you {rating} out of 5.'),
  ('review_received', 'body', 'pcm', 'One patient rate you {rating} out of 5.'),
  ('review_received', 'body', 'ha', 'An ba ku maki {rating} cikin 5.'),
  ('review_received', 'body', 'yo', 'Aláìsàn kan fún ọ ní {rating} nínú 5.'),
  ('review_received', 'body', 'ig', 'Otu onye ọrịa nyere gị {rating} n''ime 5.');

/** A stored refund reason in p_language: one of the four the payment functions write, else as it is. */
create function private.refund_reason_text(p_reason text, p_language text) returns text
language sql stable security definer set search_path = ''
as $$
  select coalesce((select private.message_text(v.event, 'body', p_language, '{}')
    from (values ('Declined by the pharmacy', 'refund_reason_declined'), ('Cancelled by the patient', 'refund_reason_cancelled'),
                 ('The order had been cancelled before the payment arrived', 'refund_reason_unpaid_cancelled'),
                 ('This checkout had already been paid', 'refund_reason_paid_twice')) as v(reason, event)
    where v.reason = p_reason), p_reason)
$$;

/** Tells the refund's patient in the bell (as private.tell_refund did), in their language. */
create function private.tell_refund_event(r public.payment_refunds, p_event text, p_params jsonb) returns void
language sql security definer set search_path = ''
as $$
  select private.notify_event(p.patient_id, r.order_id, p_event,
    p_params || jsonb_build_object('reason', private.refund_reason_text(r.reason, private.person_language(p.patient_id))),
    coalesce('/orders/track?id=' || (select reference from public.orders where id = r.order_id), '/orders'))
  from public.payments p where p.id = r.payment_id
$$;
revoke all on function private.refund_reason_text(text, text), private.tell_refund_event(public.payment_refunds, text, jsonb)
  from public, anon, authenticated;

-- public.refund_submitted: as in 20251220000300_payment_refunds.sql, its texts from private.message_templates.
create or replace function public.refund_submitted(p_refund_id bigint, p_accepted boolean, p_data jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.payment_refunds;
  v_naira text;
begin
  select * into r from public.payment_refunds where id = p_refund_id and status = 'processing' for update;
  if not found then return jsonb_build_object('outcome', 'ignored'); end if;
  v_naira := to_char(r.amount_kobo / 100.0, 'FM999,999,990.00');
  if p_accepted then
    update public.payment_refunds set updated_at = now(),
      provider_refund_id = case when p_data ->> 'id' ~ '^[0-9]{1,18}$' then (p_data ->> 'id')::bigint end
    where id = r.id returning * into r;
    perform private.tell_refund_event(r, 'refund_started', jsonb_build_object('amount', private.naira_text(r.amount_kobo / 100.0)));
  else
    update public.payment_refunds set status = 'failed', updated_at = now(),
      failure_reason = left(coalesce(p_data ->> 'message', 'Refused'), 200)
    where id = r.id returning * into r;
    perform private.tell_refund_event(r, 'refund_not_started', jsonb_build_object('amount', private.naira_text(r.amount_kobo / 100.0)));
  end if;
  insert into public.payment_events (payment_id, source, event, outcome, detail, payload)
  values (r.payment_id, 'refund', 'refund.create', 'applied', r.status, p_data);
  return jsonb_build_object('outcome', 'applied', 'status', r.status);
end
$$;

-- public.settle_refund: as in 20251220000300_payment_refunds.sql, its texts from private.message_templates.
create or replace function public.settle_refund(p_event text, p_data jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.payment_refunds;
  v_naira text;
  v_to text := case p_event when 'refund.processed' then 'processed' when 'refund.failed' then 'failed' end;
begin
  select x.* into r from public.payment_refunds x join public.payments p on p.id = x.payment_id
  where (p_data ->> 'id' ~ '^[0-9]{1,18}$' and x.provider_refund_id = (p_data ->> 'id')::bigint)
     or (x.provider_refund_id is null and p.reference = p_data ->> 'transaction_reference'
         and x.amount_kobo::text = p_data ->> 'amount' and x.status = 'processing')
  order by x.id limit 1 for update of x;
  if not found then
    insert into public.payment_events (reference, source, event, outcome, detail, payload)
    values (left(p_data ->> 'transaction_reference', 100), 'webhook', p_event, 'unknown_reference', 'No refund matches', p_data);
    return jsonb_build_object('outcome', 'unknown_reference');
  end if;
  if v_to is null or r.status <> 'processing' then
    insert into public.payment_events (payment_id, source, event, outcome, payload)
    values (r.payment_id, 'webhook', p_event, case when v_to is null then 'ignored' else 'duplicate' end, p_data);
    return jsonb_build_object('outcome', case when v_to is null then 'ignored' else 'duplicate' end);
  end if;
  update public.payment_refunds set status = v_to, updated_at = now(),
    failure_reason = case when v_to = 'failed' then left(coalesce(p_data ->> 'reason', 'Failed'), 200) end
  where id = r.id returning * into r;
  v_naira := to_char(r.amount_kobo / 100.0, 'FM999,999,990.00');
  if v_to = 'processed' then
    update public.payments set refunded_kobo = refunded_kobo + r.amount_kobo, updated_at = now(),
      status = case when refunded_kobo + r.amount_kobo >= amount_kobo then 'refunded' else 'partially_refunded' end
    where id = r.payment_id;
    perform private.tell_refund_event(r, 'refund_completed', jsonb_build_object('amount', private.naira_text(r.amount_kobo / 100.0)));
  else
    perform private.tell_refund_event(r, 'refund_failed', jsonb_build_object('amount', private.naira_text(r.amount_kobo / 100.0)));
  end if;
  if r.order_id is not null then
    insert into public.order_events (order_id, kind, from_status, to_status, actor_role, note)
    select o.id, 'refund', o.status, o.status, 'system', 'Refund ' || v_to from public.orders o where o.id = r.order_id;
  end if;
  insert into public.payment_events (payment_id, source, event, outcome, detail, payload)
  values (r.payment_id, 'webhook', p_event, 'applied', v_to, p_data);
  return jsonb_build_object('outcome', 'applied', 'status', v_to);
end
$$;

-- public.submit_review: as in 20251217000100_reviews.sql, its texts from private.message_templates.
create or replace function public.submit_review(p_order uuid, p_consultation uuid, p_rating int, p_comment text)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  o public.orders;
  c public.consultations;
  r public.reviews;
  note text := trim(coalesce(p_comment, ''));
  provider_user uuid;
begin
  if me is null then
    raise exception 'sign in to write a review' using errcode = '42501';
  end if;
  if (p_order is null) = (p_consultation is null) then
    raise exception 'name one order or one consultation' using errcode = '22023';
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    raise exception 'choose a rating from 1 to 5 stars' using errcode = '22023';
  end if;
  if char_length(note) > 500 then
    raise exception 'keep the comment to 500 characters' using errcode = '22023';
  end if;

  if p_order is not null then
    select * into o from public.orders where id = p_order for share;
    if o.id is null or o.patient_id <> me then
      raise exception 'only the patient of this order can review it' using errcode = '42501';
    end if;
    if o.status <> 'delivered' then
      raise exception 'an order can be reviewed once it is delivered' using errcode = '22023';
    end if;
    select * into r from public.reviews where order_id = p_order for update;
  else
    select * into c from public.consultations where id = p_consultation for share;
    if c.id is null or c.patient_id <> me then
      raise exception 'only the patient of this consultation can review it' using errcode = '42501';
    end if;
    if c.status <> 'completed' then
      raise exception 'a consultation can be reviewed once it is completed' using errcode = '22023';
    end if;
    select * into r from public.reviews where consultation_id = p_consultation for update;
  end if;

  if r.id is not null then
    if r.hidden_at is not null then
      raise exception 'this review was hidden by an administrator and can no longer be changed' using errcode = '22023';
    end if;
    if now() > r.created_at + interval '7 days' then
      raise exception 'a review can be changed for 7 days after it is written' using errcode = '22023';
    end if;
    update public.reviews set rating = p_rating, comment = note, updated_at = now()
    where id = r.id returning * into r;
    return private.review_json(r, false);
  end if;

  -- Two first submissions side by side: the unique order_id / consultation_id lets one in; the
  -- other becomes an edit of it.
  begin
    insert into public.reviews (patient_id, order_id, pharmacy_id, consultation_id, doctor_id, rating, comment)
    values (me, o.id, o.pharmacy_id, c.id, c.doctor_id, p_rating, note)
    returning * into r;
  exception when unique_violation then
    update public.reviews set rating = p_rating, comment = note, updated_at = now()
    where (order_id = o.id or consultation_id = c.id) and hidden_at is null
    returning * into r;
    return private.review_json(r, false);
  end;

  provider_user := coalesce((select p.user_id from public.pharmacies p where p.id = o.pharmacy_id), c.doctor_id);
  perform private.notify_event(provider_user, null, 'review_received', jsonb_build_object('rating', p_rating),
    case when o.id is not null then '/pharmacy/reviews' else '/doctor/reviews' end);
  return private.review_json(r, false);
end
$$;
