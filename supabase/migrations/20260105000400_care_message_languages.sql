-- More of what the database writes, in the recipient's language (see 20260105000200_message_languages.sql):
-- consultation fees (due, card failed, reminder, paid), a doctor's e-prescription, a rider's cash
-- handover, and what a suspension or a deleted account cancels (the patient's order SMS among them).

insert into private.message_events (event, params, description) values
  ('order_cancelled_pharmacy_suspended', '{reference,pharmacy}', 'the pharmacy was suspended and its open orders cancelled (patient: bell, SMS)'),
  ('pharmacy_order_patient_deleted', '{reference}', 'the patient deleted their account and the open order was cancelled (pharmacy: bell)'),
  ('doctor_consultation_patient_deleted', '{when,date,time}', 'the patient deleted their account and the booking was cancelled (doctor: bell)'),
  ('consultation_cancelled_doctor_unavailable', '{when,date,time}', 'the doctor was suspended and the booking cancelled (patient: bell)'),
  ('consultation_fee_due', '{amount,doctor}', 'a completed consultation''s fee is due (patient: bell, e-mail)'),
  ('consultation_fee_card_failed', '{amount,doctor}', 'a saved-card charge for a fee failed; the fee is due (patient: bell, e-mail)'),
  ('consultation_fee_reminder', '{amount,doctor}', 'a fee is still unpaid 24 hours after it was asked (patient: bell, e-mail)'),
  ('consultation_fee_paid', '{amount,doctor}', 'a consultation fee was paid (patient: bell)'),
  ('consultation_fee_paid_doctor', '{amount,when,date,time}', 'a consultation fee was paid (doctor: bell)'),
  ('eprescription_written', '{}', 'the doctor wrote an e-prescription in the consultation (patient: bell)'),
  ('cash_handover_recorded', '{amount,to}', 'a pharmacy or admin recorded cash the rider handed over; to is the pharmacy or Magani (rider: bell)');

insert into private.message_templates (event, part, language, template) values
  ('order_cancelled_pharmacy_suspended', 'title', 'en', 'Order cancelled'),
  ('order_cancelled_pharmacy_suspended', 'title', 'pcm', 'Dem don cancel your order'),
  ('order_cancelled_pharmacy_suspended', 'title', 'ha', 'An soke odarku'),
  ('order_cancelled_pharmacy_suspended', 'title', 'yo', 'A ti fagi lé ọ́dà rẹ'),
  ('order_cancelled_pharmacy_suspended', 'title', 'ig', 'Akagbuola ọda gị'),
  ('order_cancelled_pharmacy_suspended', 'body', 'en', '{reference} was cancelled: {pharmacy} is not taking orders at the moment. Nothing is due.'),
  ('order_cancelled_pharmacy_suspended', 'body', 'pcm', 'Dem don cancel {reference}: {pharmacy} no dey take order now. You no owe anything.'),
  ('order_cancelled_pharmacy_suspended', 'body', 'ha', 'An soke odarku {reference}: {pharmacy} ba ya karɓar oda a yanzu. Ba ku da abin biya.'),
  ('order_cancelled_pharmacy_suspended', 'body', 'yo', 'A ti fagi lé ọ́dà rẹ {reference}: {pharmacy} kò gba ọ́dà báyìí. O kò jẹ gbèsè kankan.'),
  ('order_cancelled_pharmacy_suspended', 'body', 'ig', 'Akagbuola ọda gị {reference}: {pharmacy} anaghị anabata ọda ugbu a. Ị jighị ụgwọ ọ bụla.'),
  ('order_cancelled_pharmacy_suspended', 'sms', 'en', 'Magani Health: {reference} was cancelled: {pharmacy} is not taking orders at the moment. Nothing is due.'),
  ('order_cancelled_pharmacy_suspended', 'sms', 'pcm', 'Magani Health: Dem don cancel {reference}: {pharmacy} no dey take order now. You no owe anything.'),
  ('order_cancelled_pharmacy_suspended', 'sms', 'ha', 'An soke {reference}: {pharmacy} a rufe yake.'),
  ('order_cancelled_pharmacy_suspended', 'sms', 'yo', 'A ti fagi lé {reference}: {pharmacy} kò ṣí.'),
  ('order_cancelled_pharmacy_suspended', 'sms', 'ig', 'Akagbuola {reference}: {pharmacy} emechiela.'),
  ('pharmacy_order_patient_deleted', 'title', 'en', 'Order cancelled'),
  ('pharmacy_order_patient_deleted', 'title', 'pcm', 'Order don cancel'),
  ('pharmacy_order_patient_deleted', 'title', 'ha', 'An soke oda'),
  ('pharmacy_order_patient_deleted', 'title', 'yo', 'Wọ́n ti fagi lé ọ́dà'),
  ('pharmacy_order_patient_deleted', 'title', 'ig', 'Akagbuola ọda'),
  ('pharmacy_order_patient_deleted', 'body', 'en', '{reference} was cancelled: the patient deleted their account. Its items are back in your stock.'),
  ('pharmacy_order_patient_deleted', 'body', 'pcm', 'Dem don cancel {reference}: the patient delete their account. The items don return to your stock.'),
  ('pharmacy_order_patient_deleted', 'body', 'ha', 'An soke {reference}: an goge asusun mara lafiyar. Kayan sun koma cikin kayanku.'),
  ('pharmacy_order_patient_deleted', 'body', 'yo', 'A ti fagi lé {reference}: aláìsàn ti pa àkáǹtì rẹ̀ rẹ́. Àwọn ọjà náà ti padà sí ọjà yín.'),
  ('pharmacy_order_patient_deleted', 'body', 'ig', 'Akagbuola {reference}: onye ọrịa ehichapụla akaụntụ ya. Ngwa ndị ahụ alaghachila n''ngwa gị.'),
  ('doctor_consultation_patient_deleted', 'title', 'en', 'Consultation cancelled'),
  ('doctor_consultation_patient_deleted', 'title', 'pcm', 'Consultation don cancel'),
  ('doctor_consultation_patient_deleted', 'title', 'ha', 'An soke tuntuɓa'),
  ('doctor_consultation_patient_deleted', 'title', 'yo', 'Wọ́n ti fagi lé ìjíròrò'),
  ('doctor_consultation_patient_deleted', 'title', 'ig', 'Akagbuola ịhụ dọkịta'),
  ('doctor_consultation_patient_deleted', 'body', 'en', 'The patient booked for {when} (Lagos time) deleted their account; the time is free again.'),
  ('doctor_consultation_patient_deleted', 'body', 'pcm', 'The patient wey book {date}, {time} (Lagos time) don delete their account; the time don free again.'),
  ('doctor_consultation_patient_deleted', 'body', 'ha', 'An goge asusun mara lafiyar ranar {date} ƙarfe {time} (lokacin Legas); lokacin ya sake zama a buɗe.'),
  ('doctor_consultation_patient_deleted', 'body', 'yo', 'Aláìsàn tí ó ṣètò {date} ní {time} (àkókò Èkó) ti pa àkáǹtì rẹ̀ rẹ́; àkókò náà ti ṣí sílẹ̀ padà.'),
  ('doctor_consultation_patient_deleted', 'body', 'ig', 'Onye ọrịa debere {date} n''elekere {time} (oge Legọs) ehichapụla akaụntụ ya; oge ahụ dị ohere ọzọ.'),
  ('consultation_cancelled_doctor_unavailable', 'title', 'en', 'Consultation cancelled'),
  ('consultation_cancelled_doctor_unavailable', 'title', 'pcm', 'Consultation don cancel'),
  ('consultation_cancelled_doctor_unavailable', 'title', 'ha', 'An soke tuntuɓa'),
  ('consultation_cancelled_doctor_unavailable', 'title', 'yo', 'Wọ́n ti fagi lé ìjíròrò'),
  ('consultation_cancelled_doctor_unavailable', 'title', 'ig', 'Akagbuola ịhụ dọkịta'),
  ('consultation_cancelled_doctor_unavailable', 'body', 'en', 'Your consultation on {when} (Lagos time) was cancelled: the doctor is not available. Nothing is due; you can book another doctor.'),
  ('consultation_cancelled_doctor_unavailable', 'body', 'pcm', 'Dem don cancel your consultation of {date}, {time} (Lagos time): the doctor no dey available. You no owe anything; you fit book another doctor.'),
  ('consultation_cancelled_doctor_unavailable', 'body', 'ha', 'An soke tuntuɓarku ta ranar {date} ƙarfe {time} (lokacin Legas): babu likitan. Ba ku da abin biya; kuna iya tsara ganawa da wani likita.'),
  ('consultation_cancelled_doctor_unavailable', 'body', 'yo', 'A ti fagi lé ìjíròrò rẹ ti {date} ní {time} (àkókò Èkó): dókítà kò sí. O kò jẹ gbèsè kankan; o lè ṣètò pẹ̀lú dókítà mìíràn.'),
  ('consultation_cancelled_doctor_unavailable', 'body', 'ig', 'Akagbuola ịhụ dọkịta gị nke {date} n''elekere {time} (oge Legọs): dọkịta anọghị. Ị jighị ụgwọ ọ bụla; ị nwere ike idebe oge na dọkịta ọzọ.'),
  ('consultation_fee_due', 'title', 'en', 'Consultation fee due'),
  ('consultation_fee_due', 'title', 'pcm', 'Consultation money dey due'),
  ('consultation_fee_due', 'title', 'ha', 'Kuɗin tuntuɓa ya kama'),
  ('consultation_fee_due', 'title', 'yo', 'Owó ìjíròrò ti tó'),
  ('consultation_fee_due', 'title', 'ig', 'Oge ịkwụ ụgwọ ịhụ dọkịta eruola'),
  ('consultation_fee_due', 'body', 'en', 'Pay {amount} for your consultation with {doctor}.'),
  ('consultation_fee_due', 'body', 'pcm', 'Pay {amount} for your consultation with {doctor}.'),
  ('consultation_fee_due', 'body', 'ha', 'Ku biya {amount} na tuntuɓarku da {doctor}.'),
  ('consultation_fee_due', 'body', 'yo', 'San {amount} fún ìjíròrò rẹ pẹ̀lú {doctor}.'),
  ('consultation_fee_due', 'body', 'ig', 'Kwụọ {amount} maka ịhụ {doctor}.'),
  ('consultation_fee_due', 'subject', 'en', 'Consultation fee due'),
  ('consultation_fee_due', 'subject', 'pcm', 'Consultation money dey due'),
  ('consultation_fee_due', 'subject', 'ha', 'Kuɗin tuntuɓa ya kama'),
  ('consultation_fee_due', 'subject', 'yo', 'Owó ìjíròrò ti tó'),
  ('consultation_fee_due', 'subject', 'ig', 'Oge ịkwụ ụgwọ ịhụ dọkịta eruola'),
  ('consultation_fee_due', 'email', 'en', 'Pay {amount} for your consultation with {doctor}. Pay it on Magani Health: My consultations, Pay now.'),
  ('consultation_fee_due', 'email', 'pcm', 'Pay {amount} for your consultation with {doctor}. Pay am for Magani Health: My consultations, Pay now.'),
  ('consultation_fee_due', 'email', 'ha', 'Ku biya {amount} na tuntuɓarku da {doctor}. Ku biya a Magani Health: My consultations, Pay now.'),
  ('consultation_fee_due', 'email', 'yo', 'San {amount} fún ìjíròrò rẹ pẹ̀lú {doctor}. San án lórí Magani Health: My consultations, Pay now.'),
  ('consultation_fee_due', 'email', 'ig', 'Kwụọ {amount} maka ịhụ {doctor}. Kwụọ ya na Magani Health: My consultations, Pay now.'),
  ('consultation_fee_card_failed', 'title', 'en', 'Consultation fee due'),
  ('consultation_fee_card_failed', 'title', 'pcm', 'Consultation money dey due'),
  ('consultation_fee_card_failed', 'title', 'ha', 'Kuɗin tuntuɓa ya kama'),
  ('consultation_fee_card_failed', 'title', 'yo', 'Owó ìjíròrò ti tó'),
  ('consultation_fee_card_failed', 'title', 'ig', 'Oge ịkwụ ụgwọ ịhụ dọkịta eruola'),
  ('consultation_fee_card_failed', 'body', 'en', 'Your saved card could not be charged. Pay {amount} for your consultation with {doctor}.'),
  ('consultation_fee_card_failed', 'body', 'pcm', 'We no fit charge your saved card. Pay {amount} for your consultation with {doctor}.'),
  ('consultation_fee_card_failed', 'body', 'ha', 'Ba a iya cire kuɗi daga katinku da aka ajiye ba. Ku biya {amount} na tuntuɓarku da {doctor}.'),
  ('consultation_fee_card_failed', 'body', 'yo', 'A kò lè gba owó lórí káàdì tí o fi pamọ́. San {amount} fún ìjíròrò rẹ pẹ̀lú {doctor}.'),
  ('consultation_fee_card_failed', 'body', 'ig', 'Anyị enweghị ike iwepụta ego na kaadị i chekwara. Kwụọ {amount} maka ịhụ {doctor}.'),
  ('consultation_fee_card_failed', 'subject', 'en', 'Consultation fee due'),
  ('consultation_fee_card_failed', 'subject', 'pcm', 'Consultation money dey due'),
  ('consultation_fee_card_failed', 'subject', 'ha', 'Kuɗin tuntuɓa ya kama'),
  ('consultation_fee_card_failed', 'subject', 'yo', 'Owó ìjíròrò ti tó'),
  ('consultation_fee_card_failed', 'subject', 'ig', 'Oge ịkwụ ụgwọ ịhụ dọkịta eruola'),
  ('consultation_fee_card_failed', 'email', 'en', 'Your saved card could not be charged. Pay {amount} for your consultation with {doctor}. Pay it on Magani Health: My consultations, Pay now.'),
  ('consultation_fee_card_failed', 'email', 'pcm', 'We no fit charge your saved card. Pay {amount} for your consultation with {doctor}. Pay am for Magani Health: My consultations, Pay now.'),
  ('consultation_fee_card_failed', 'email', 'ha', 'Ba a iya cire kuɗi daga katinku da aka ajiye ba. Ku biya {amount} na tuntuɓarku da {doctor}. Ku biya a Magani Health: My consultations, Pay now.'),
  ('consultation_fee_card_failed', 'email', 'yo', 'A kò lè gba owó lórí káàdì tí o fi pamọ́. San {amount} fún ìjíròrò rẹ pẹ̀lú {doctor}. San án lórí Magani Health: My consultations, Pay now.'),
  ('consultation_fee_card_failed', 'email', 'ig', 'Anyị enweghị ike iwepụta ego na kaadị i chekwara. Kwụọ {amount} maka ịhụ {doctor}. Kwụọ ya na Magani Health: My consultations, Pay now.'),
  ('consultation_fee_reminder', 'title', 'en', 'Consultation fee still due'),
  ('consultation_fee_reminder', 'title', 'pcm', 'Consultation money still dey due'),
  ('consultation_fee_reminder', 'title', 'ha', 'Ba a biya kuɗin tuntuɓa ba tukuna'),
  ('consultation_fee_reminder', 'title', 'yo', 'A kò tíì san owó ìjíròrò'),
  ('consultation_fee_reminder', 'title', 'ig', 'Akwụbeghị ụgwọ ịhụ dọkịta'),
  ('consultation_fee_reminder', 'body', 'en', 'Reminder: pay {amount} for your consultation with {doctor}.'),
  ('consultation_fee_reminder', 'body', 'pcm', 'Reminder: pay {amount} for your consultation with {doctor}.'),
  ('consultation_fee_reminder', 'body', 'ha', 'Tunatarwa: ku biya {amount} na tuntuɓarku da {doctor}.'),
  ('consultation_fee_reminder', 'body', 'yo', 'Ìránnilétí: san {amount} fún ìjíròrò rẹ pẹ̀lú {doctor}.'),
  ('consultation_fee_reminder', 'body', 'ig', 'Ncheta: kwụọ {amount} maka ịhụ {doctor}.'),
  ('consultation_fee_reminder', 'subject', 'en', 'Consultation fee still due'),
  ('consultation_fee_reminder', 'subject', 'pcm', 'Consultation money still dey due'),
  ('consultation_fee_reminder', 'subject', 'ha', 'Ba a biya kuɗin tuntuɓa ba tukuna'),
  ('consultation_fee_reminder', 'subject', 'yo', 'A kò tíì san owó ìjíròrò'),
  ('consultation_fee_reminder', 'subject', 'ig', 'Akwụbeghị ụgwọ ịhụ dọkịta'),
  ('consultation_fee_reminder', 'email', 'en', 'Reminder: pay {amount} for your consultation with {doctor}. Pay it on Magani Health: My consultations, Pay now.'),
  ('consultation_fee_reminder', 'email', 'pcm', 'Reminder: pay {amount} for your consultation with {doctor}. Pay am for Magani Health: My consultations, Pay now.'),
  ('consultation_fee_reminder', 'email', 'ha', 'Tunatarwa: ku biya {amount} na tuntuɓarku da {doctor}. Ku biya a Magani Health: My consultations, Pay now.'),
  ('consultation_fee_reminder', 'email', 'yo', 'Ìránnilétí: san {amount} fún ìjíròrò rẹ pẹ̀lú {doctor}. San án lórí Magani Health: My consultations, Pay now.'),
  ('consultation_fee_reminder', 'email', 'ig', 'Ncheta: kwụọ {amount} maka ịhụ {doctor}. Kwụọ ya na Magani Health: My consultations, Pay now.'),
  ('consultation_fee_paid', 'title', 'en', 'Consultation fee paid'),
  ('consultation_fee_paid', 'title', 'pcm', 'Consultation money don pay'),
  ('consultation_fee_paid', 'title', 'ha', 'An biya kuɗin tuntuɓa'),
  ('consultation_fee_paid', 'title', 'yo', 'A ti san owó ìjíròrò'),
  ('consultation_fee_paid', 'title', 'ig', 'Akwụọla ụgwọ ịhụ dọkịta'),
  ('consultation_fee_paid', 'body', 'en', '{amount} paid for your consultation with {doctor}.'),
  ('consultation_fee_paid', 'body', 'pcm', '{amount} don pay for your consultation with {doctor}.'),
  ('consultation_fee_paid', 'body', 'ha', 'An biya {amount} na tuntuɓarku da {doctor}.'),
  ('consultation_fee_paid', 'body', 'yo', 'A ti san {amount} fún ìjíròrò rẹ pẹ̀lú {doctor}.'),
  ('consultation_fee_paid', 'body', 'ig', 'Akwụọla {amount} maka ịhụ {doctor}.'),
  ('consultation_fee_paid_doctor', 'title', 'en', 'Consultation fee paid'),
  ('consultation_fee_paid_doctor', 'title', 'pcm', 'Consultation money don pay'),
  ('consultation_fee_paid_doctor', 'title', 'ha', 'An biya kuɗin tuntuɓa'),
  ('consultation_fee_paid_doctor', 'title', 'yo', 'A ti san owó ìjíròrò'),
  ('consultation_fee_paid_doctor', 'title', 'ig', 'Akwụọla ụgwọ ịhụ dọkịta'),
  ('consultation_fee_paid_doctor', 'body', 'en', 'The patient paid {amount} for the consultation of {when}.'),
  ('consultation_fee_paid_doctor', 'body', 'pcm', 'The patient don pay {amount} for the consultation of {date}, {time}.'),
  ('consultation_fee_paid_doctor', 'body', 'ha', 'An biya {amount} na tuntuɓar ranar {date} ƙarfe {time}.'),
  ('consultation_fee_paid_doctor', 'body', 'yo', 'Aláìsàn ti san {amount} fún ìjíròrò {date} ní {time}.'),
  ('consultation_fee_paid_doctor', 'body', 'ig', 'Onye ọrịa akwụọla {amount} maka ịhụ dọkịta nke {date} n''elekere {time}.'),
  ('eprescription_written', 'title', 'en', 'New e-prescription'),
  ('eprescription_written', 'title', 'pcm', 'New e-prescription'),
  ('eprescription_written', 'title', 'ha', 'Sabuwar takardar likita ta intanet'),
  ('eprescription_written', 'title', 'yo', 'Ìwé oògùn orí ayélujára tuntun'),
  ('eprescription_written', 'title', 'ig', 'Akwụkwọ ọgwụ ọhụrụ'),
  ('eprescription_written', 'body', 'en', 'Your doctor wrote a prescription. You can send it to a pharmacy.'),
  ('eprescription_written', 'body', 'pcm', 'Your doctor don write prescription. You fit send am to pharmacy.'),
  ('eprescription_written', 'body', 'ha', 'An rubuta muku takardar likita. Kuna iya tura ta zuwa kantin magani.'),
  ('eprescription_written', 'body', 'yo', 'Dókítà rẹ ti kọ ìwé oògùn. O lè fi ránṣẹ́ sí ilé oògùn.'),
  ('eprescription_written', 'body', 'ig', 'Dọkịta gị edeela akwụkwọ ọgwụ. Ị nwere ike iziga ya n''ụlọ ahịa ọgwụ.'),
  ('cash_handover_recorded', 'title', 'en', 'Cash handover recorded'),
  ('cash_handover_recorded', 'title', 'pcm', 'Cash handover don record'),
  ('cash_handover_recorded', 'title', 'ha', 'An rubuta miƙa kuɗi'),
  ('cash_handover_recorded', 'title', 'yo', 'A ti kọ owó tí o fi lé lọ́wọ́ sílẹ̀'),
  ('cash_handover_recorded', 'title', 'ig', 'Edebela ego i nyefere'),
  ('cash_handover_recorded', 'body', 'en', '{amount} handed over to {to}.'),
  ('cash_handover_recorded', 'body', 'pcm', 'You don hand over {amount} to {to}.'),
  ('cash_handover_recorded', 'body', 'ha', 'An miƙa {amount} ga {to}.'),
  ('cash_handover_recorded', 'body', 'yo', 'O ti fi {amount} lé {to} lọ́wọ́.'),
  ('cash_handover_recorded', 'body', 'ig', 'I nyefeela {to} {amount}.');

-- private.request_consultation_fee: as in 20251222000100_consultation_fees.sql, its texts from private.message_templates.
create or replace function private.request_consultation_fee(c public.consultations, p_lead text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments;
  -- The two callers pass '' (pay after the consultation) or the saved-card failure's lead.
  v_event text := case when coalesce(p_lead, '') = '' then 'consultation_fee_due' else 'consultation_fee_card_failed' end;
  v_params jsonb := jsonb_build_object('amount', private.naira_text(c.fee), 'doctor', private.doctor_title(c.doctor_id));
  v_lang text := private.person_language(c.patient_id);
begin
  insert into public.payments (reference, patient_id, purpose, consultation_id, amount_kobo, expires_at)
  values (private.new_payment_reference(), c.patient_id, 'consultation', c.id, c.fee::bigint * 100, 'infinity')
  on conflict do nothing
  returning * into p;
  if p.id is null then return; end if;
  perform private.notify_consultation_event(c.patient_id, c.id, v_event, v_params, '/consultations');
  perform private.send_message('email', (select email from public.profiles where user_id = c.patient_id),
    private.message_text(v_event, 'subject', v_lang, v_params), private.message_text(v_event, 'email', v_lang, v_params));
end
$$;

-- public.remind_consultation_fees: as in 20251222000100_consultation_fees.sql, its texts from private.message_templates.
create or replace function public.remind_consultation_fees() returns int
language plpgsql security definer set search_path = ''
as $$
declare
  r record;
  n int := 0;
  v_params jsonb;
  v_lang text;
begin
  for r in
    update public.consultations c set fee_reminded_at = now()
    from public.payments p
    where p.consultation_id = c.id and p.purpose = 'consultation' and p.status = 'pending'
      and p.created_at <= now() - interval '24 hours' and c.fee_reminded_at is null
      and not exists (select 1 from private.consultation_charges k where k.payment_id = p.id)
    returning c.id, c.patient_id, c.doctor_id, c.fee
  loop
    v_params := jsonb_build_object('amount', private.naira_text(r.fee), 'doctor', private.doctor_title(r.doctor_id));
    v_lang := private.person_language(r.patient_id);
    perform private.notify_consultation_event(r.patient_id, r.id, 'consultation_fee_reminder', v_params, '/consultations');
    perform private.send_message('email', (select email from public.profiles where user_id = r.patient_id),
      private.message_text('consultation_fee_reminder', 'subject', v_lang, v_params),
      private.message_text('consultation_fee_reminder', 'email', v_lang, v_params));
    n := n + 1;
  end loop;
  return n;
end
$$;

-- private.consultation_payment_settled: as in 20251222000100_consultation_fees.sql, its texts from private.message_templates.
create or replace function private.consultation_payment_settled() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  c public.consultations;
begin
  if new.purpose <> 'consultation' or old.status <> 'pending' or new.status = old.status then return null; end if;
  select * into c from public.consultations where id = new.consultation_id;
  if new.status = 'paid' then
    perform private.notify_consultation_event(c.patient_id, c.id, 'consultation_fee_paid', jsonb_build_object(
      'amount', private.naira_text(new.amount_kobo / 100.0), 'doctor', private.doctor_title(c.doctor_id)), '/consultations');
    perform private.notify_consultation_event(c.doctor_id, c.id, 'consultation_fee_paid_doctor',
      jsonb_build_object('amount', private.naira_text(new.amount_kobo / 100.0)) || jsonb_build_object('when', to_char(c.starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM'),
      'date', to_char(c.starts_at at time zone 'Africa/Lagos', 'DD/MM/YYYY'), 'time', to_char(c.starts_at at time zone 'Africa/Lagos', 'HH12:MI AM')), '/doctor/schedule');
  elsif new.status = 'failed' and exists (select 1 from private.consultation_charges where payment_id = new.id) then
    perform private.request_consultation_fee(c, 'Your saved card could not be charged. ');
  end if;
  return null;
end
$$;

-- public.write_eprescription: as in 20251216000200_eprescription_delivery.sql, its texts from private.message_templates.
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
  perform private.notify_consultation_event(c.patient_id, c.id, 'eprescription_written', '{}', '/consultations/room/' || c.id);
  return jsonb_build_object('id', new_id);
end
$$;

-- public.record_cash_handover: as in 20251224000300_rider_cash.sql, its texts from private.message_templates.
create or replace function public.record_cash_handover(p_rider_user_id uuid, p_amount_kobo bigint, p_request_id uuid,
  p_note text default null) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  v_admin boolean := private.is_admin();
  v_pharmacy public.pharmacies;
  v_held bigint;
  v_from bigint;
  h private.cash_handovers;
begin
  if uid is null then raise exception 'Sign in first' using errcode = '42501'; end if;
  if not v_admin then
    select * into v_pharmacy from public.pharmacies where user_id = uid;
    if v_pharmacy.id is null then
      raise exception 'Only the pharmacy or an admin records cash handed over' using errcode = '42501';
    end if;
  end if;
  if p_request_id is null then perform private.refuse('Missing request id', 'request_id'); end if;
  select * into h from private.cash_handovers where id = p_request_id;
  if h.id is not null then
    if h.recorded_by <> uid then raise exception 'Not your record' using errcode = '42501'; end if;
    return jsonb_build_object('id', h.id, 'amount_kobo', h.amount_kobo, 'replayed', true,
      'cash_held_kobo', private.ledger_balance('rider_cash', h.rider_user_id));
  end if;
  if p_amount_kobo is null or p_amount_kobo <= 0 then
    perform private.refuse('Enter the amount handed over', 'amount');
  end if;
  if char_length(coalesce(p_note, '')) > 300 then perform private.refuse('The note is too long (300 characters at most)', 'note'); end if;
  if not exists (select 1 from public.riders where user_id = p_rider_user_id) then
    perform private.refuse('No such rider', 'rider');
  end if;
  -- One handover per rider at a time, so two recorded at once cannot both pass the checks.
  perform pg_advisory_xact_lock(hashtext('cash_handover'), hashtext(p_rider_user_id::text));
  v_held := private.ledger_balance('rider_cash', p_rider_user_id);
  if p_amount_kobo > v_held then
    perform private.refuse(format('The rider holds %s of cash', private.naira_text(v_held / 100.0)), 'amount');
  end if;
  if not v_admin then
    v_from := private.rider_cash_from(p_rider_user_id, v_pharmacy.id);
    if p_amount_kobo > v_from then
      perform private.refuse(format('The rider holds %s from your orders', private.naira_text(greatest(v_from, 0) / 100.0)), 'amount');
    end if;
  end if;
  insert into private.cash_handovers (id, rider_user_id, pharmacy_id, amount_kobo, note, recorded_by)
  values (p_request_id, p_rider_user_id, v_pharmacy.id, p_amount_kobo, nullif(btrim(p_note), ''), uid)
  returning * into h;
  perform private.ledger_post('cash_handover', h.id::text, jsonb_build_array(
    case when v_pharmacy.id is null then jsonb_build_object('kind', 'platform_cash', 'owner', null, 'amount', p_amount_kobo)
         else jsonb_build_object('kind', 'pharmacy', 'owner', v_pharmacy.id, 'amount', p_amount_kobo) end,
    jsonb_build_object('kind', 'rider_cash', 'owner', p_rider_user_id, 'amount', -p_amount_kobo)),
    coalesce('Cash handed to ' || v_pharmacy.name, 'Cash handed to Magani') || coalesce(': ' || h.note, ''));
  perform private.notify_event(p_rider_user_id, null, 'cash_handover_recorded', jsonb_build_object(
    'amount', private.naira_text(p_amount_kobo / 100.0), 'to', coalesce(v_pharmacy.name, 'Magani')), '/rider/earnings');
  return jsonb_build_object('id', h.id, 'amount_kobo', h.amount_kobo, 'replayed', false,
    'cash_held_kobo', private.ledger_balance('rider_cash', p_rider_user_id));
end
$$;

-- private.cascade_suspension: as in 20251214000500_suspension_cascade.sql, its texts from private.message_templates.
create or replace function private.cascade_suspension() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders;
  c record;
  v_pharmacy uuid;
begin
  if old.suspended_at is null and new.suspended_at is not null then
    update public.pharmacies set status = 'suspended' where user_id = new.user_id and status = 'approved'
    returning id into v_pharmacy;
    for v in
      select o.* from public.orders o join public.pharmacies p on p.id = o.pharmacy_id
      where p.user_id = new.user_id and o.status in ('placed', 'confirmed', 'preparing', 'ready')
      order by o.id for update of o
    loop
      perform private.return_stock(v.id);
      v := private.move(v, 'cancelled', 'system', 'The pharmacy is not taking orders at the moment');
      perform private.tell_patient_event(v, 'order_cancelled_pharmacy_suspended', jsonb_build_object('reference', v.reference,
        'pharmacy', (select name from public.pharmacies where id = v.pharmacy_id)));
    end loop;

    update public.doctors set approval_status = 'suspended' where user_id = new.user_id and approval_status = 'approved';
    for c in
      select id, patient_id, starts_at from public.consultations
      where doctor_id = new.user_id and status = 'booked' and starts_at > now()
      for update
    loop
      update public.consultations set status = 'cancelled', cancelled_at = now() where id = c.id;
      perform private.notify_consultation_event(c.patient_id, c.id, 'consultation_cancelled_doctor_unavailable',
        jsonb_build_object('when', to_char(c.starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM'),
      'date', to_char(c.starts_at at time zone 'Africa/Lagos', 'DD/MM/YYYY'), 'time', to_char(c.starts_at at time zone 'Africa/Lagos', 'HH12:MI AM')), '/consultations');
    end loop;
  elsif old.suspended_at is not null and new.suspended_at is null then
    update public.pharmacies set status = 'approved' where user_id = new.user_id and status = 'suspended';
    update public.doctors set approval_status = 'approved' where user_id = new.user_id and approval_status = 'suspended';
  end if;
  return new;
end
$$;

-- private.release_before_account_goes: as in 20251214000200_deleted_account_releases.sql, its texts from private.message_templates.
create or replace function private.release_before_account_goes() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders;
  c record;
begin
  for v in
    select * from public.orders
    where patient_id = old.id and status in ('placed', 'confirmed', 'preparing', 'ready')
    order by id for update
  loop
    perform private.return_stock(v.id);
    update public.orders set status = 'cancelled', updated_at = now() where id = v.id;
    insert into public.order_events (order_id, from_status, to_status, actor_role, note)
    values (v.id, v.status, 'cancelled', 'system', 'The patient deleted their account');
    -- Not tied to the order: the order row goes with the account.
    perform private.notify_event(p.user_id, null, 'pharmacy_order_patient_deleted', jsonb_build_object('reference', v.reference),
      '/pharmacy/orders')
    from public.pharmacies p where p.id = v.pharmacy_id;
  end loop;

  for c in
    select id, doctor_id, starts_at from public.consultations
    where patient_id = old.id and status = 'booked' and starts_at > now()
    for update
  loop
    update public.consultations set status = 'cancelled', cancelled_at = now() where id = c.id;
    perform private.notify_consultation_event(c.doctor_id, null, 'doctor_consultation_patient_deleted',
      jsonb_build_object('when', to_char(c.starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM'),
      'date', to_char(c.starts_at at time zone 'Africa/Lagos', 'DD/MM/YYYY'), 'time', to_char(c.starts_at at time zone 'Africa/Lagos', 'HH12:MI AM')), '/doctor/schedule');
  end loop;
  return old;
end
$$;
