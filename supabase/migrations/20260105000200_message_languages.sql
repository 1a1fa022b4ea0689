-- What the database writes for a person (bell notifications, and the SMS, e-mail and push that
-- go with them) in the language of their profile (profiles.language; English when none).
--
-- Every such text lives in one place: private.message_templates, one row per event, part and
-- language, with {named} parameters. private.message_events lists the events and the parameters
-- each may use. The functions that record an event pass the event's name and its parameters and
-- never write a sentence themselves; private.message_text picks the recipient's language and fills
-- the parameters in one pass (a value containing "{x}" is never filled again). Medicine names,
-- amounts (private.naira_text), order numbers, names and anything a pharmacist, doctor, admin or
-- bank wrote are parameters, so they are never translated.
--
-- Parts: title and body (the bell; a push shows the same two unless the event has a push part),
-- push (a push body that differs from the bell's), sms, subject and email (an e-mail).
-- The English rows are the texts these functions wrote before, word for word.
-- Adding a language: a value in profiles_language_known and set_my_language, then a row for
-- every (event, part) in English (tests/backend/message-languages.test.ts fails on any gap).
-- Adding an event: a row in message_events and one per part and language, then call it.

create table private.message_events (
  event text primary key check (event ~ '^[a-z][a-z0-9_]{1,59}$'),
  params text[] not null default '{}',
  description text not null check (char_length(description) <= 300)
);
comment on table private.message_events is
  'Events the database writes a text for, with the parameters their templates may use.';

create table private.message_templates (
  event text not null references private.message_events (event),
  part text not null check (part in ('title', 'body', 'push', 'sms', 'subject', 'email')),
  language text not null check (language in ('en', 'pcm', 'ha', 'yo', 'ig')),
  template text not null check (char_length(template) between 1 and 2000),
  primary key (event, part, language)
);
comment on table private.message_templates is
  'One text per event, part and language, with {named} parameters; English rows are the fallback.';

-- Read only by the database's own functions (SECURITY DEFINER); no API role sees or changes them.
alter table private.message_events enable row level security;
alter table private.message_templates enable row level security;
revoke all on private.message_events, private.message_templates from public, anon, authenticated, service_role;

insert into private.message_events (event, params, description) values
  ('order_confirmed', '{reference,pharmacy}', 'the pharmacy accepted the order (patient: bell, push, SMS)'),
  ('order_declined', '{reference,reason}', 'the pharmacy declined the order; reason as the pharmacy wrote it (patient: bell, push, SMS)'),
  ('order_preparing', '{reference}', 'the pharmacy started preparing the order (patient: bell)'),
  ('order_ready', '{reference}', 'the order is packed (patient: bell)'),
  ('rider_new_pickup', '{reference}', 'an order is ready for pickup (online riders in the state: bell)'),
  ('order_cancelled', '{reference}', 'the patient cancelled the order (pharmacy: bell)'),
  ('order_rider_assigned', '{rider,reference,phone}', 'a rider took the delivery; phone is the rider''s (patient: bell, SMS)'),
  ('phone_not_given', '{}', 'written in place of a rider''s phone number when there is none'),
  ('pharmacy_rider_coming', '{rider,reference}', 'a rider is coming to collect the order (pharmacy: bell)'),
  ('order_picked_up', '{reference}', 'the rider collected the order (patient: bell)'),
  ('order_out_for_delivery', '{reference}', 'the rider is on the way to the patient (patient: bell, push, SMS)'),
  ('order_delivered', '{reference}', 'the order was handed over (patient: bell, push, SMS)'),
  ('pharmacy_order_delivered', '{reference}', 'the order reached the patient (pharmacy: bell)'),
  ('prescription_quoted', '{pharmacy,amount}', 'the pharmacy priced a prescription (patient: bell, push, e-mail, SMS)'),
  ('prescription_refused', '{pharmacy,reason}', 'the pharmacy cannot fill a prescription; reason as it wrote it (patient: bell, e-mail, SMS)'),
  ('prescription_quote_declined', '{}', 'the patient declined the pharmacy''s quote (pharmacy: bell)'),
  ('consultation_booked', '{when,date,time}', 'a patient booked a consultation (doctor: bell); when is "Fri 27 Nov, 02:30 PM", date "27/11/2026", time "02:30 PM" (Lagos)'),
  ('consultation_soon', '{time}', 'a consultation starts in 10 minutes (patient and doctor: bell, push)'),
  ('consultation_doctor_joined', '{}', 'the doctor wrote or called in the room for the first time (patient: bell, push)'),
  ('consultation_completed', '{doctor}', 'the doctor completed the consultation; doctor is "Dr. Name" (patient: bell)'),
  ('consultation_cancelled', '{when,date,time}', 'the other side cancelled a consultation (bell)'),
  ('consultation_moved', '{when,date,time}', 'the other side moved a consultation (bell)'),
  ('consultation_starts_soon', '{time}', 'the person''s consultation starts within 30 minutes (bell, when their list is opened)'),
  ('refill_reminder', '{reference,items,link,days,site}', 'a refill reminder is due (patient: bell, and push, e-mail or SMS); link is the reorder address, site the sender''s SITE_URL placeholder'),
  ('payout_sent', '{amount,bank,last4}', 'a weekly payout reached the bank (payee: bell)'),
  ('payout_failed', '{amount,bank,last4,reason}', 'a payout failed or was refused by the bank; reason from the bank, or the default (payee: bell, e-mail)'),
  ('payout_reversed', '{amount,bank,last4,reason}', 'the bank sent a payout back (payee: bell, e-mail)'),
  ('payout_failed_reason', '{}', 'the reason written when the bank gave none for a failed payout'),
  ('payout_reversed_reason', '{}', 'the reason written when the bank gave none for a reversed payout'),
  ('application_approved', '{what,label}', 'an admin approved a partner application; what is one of the application_kind_* words (applicant: e-mail)'),
  ('application_rejected', '{what,label,reason}', 'an admin sent a partner application back with a reason (applicant: e-mail)'),
  ('application_kind_pharmacy', '{}', 'the word for a pharmacy application, in the decision e-mails'),
  ('application_kind_doctor', '{}', 'the word for a doctor application, in the decision e-mails'),
  ('application_kind_rider', '{}', 'the word for a rider application, in the decision e-mails'),
  ('application_kind_logistics_tier', '{}', 'the word for a logistics tier application, in the decision e-mails'),
  ('payout_account_approved', '{bank,last4,name}', 'an admin approved a payout account whose name did not match (payee: bell)'),
  ('payout_account_refused', '{bank,last4,name,reason,expected}', 'an admin refused a payout account with a reason (payee: bell, e-mail)');

insert into private.message_templates (event, part, language, template) values
  ('order_confirmed', 'title', 'en', 'Order confirmed'),
  ('order_confirmed', 'title', 'pcm', 'Order don confirm'),
  ('order_confirmed', 'title', 'ha', 'An karɓi odarku'),
  ('order_confirmed', 'title', 'yo', 'Wọ́n ti gbà ọ́dà rẹ'),
  ('order_confirmed', 'title', 'ig', 'Anabatala ọda gị'),
  ('order_confirmed', 'body', 'en', '{reference} was accepted by {pharmacy}.'),
  ('order_confirmed', 'body', 'pcm', '{pharmacy} don accept your order {reference}.'),
  ('order_confirmed', 'body', 'ha', '{pharmacy} ya karɓi odarku {reference}.'),
  ('order_confirmed', 'body', 'yo', '{pharmacy} ti gbà ọ́dà rẹ {reference}.'),
  ('order_confirmed', 'body', 'ig', '{pharmacy} anabatala ọda gị {reference}.'),
  ('order_confirmed', 'sms', 'en', 'Magani Health: {reference} was accepted by {pharmacy}.'),
  ('order_confirmed', 'sms', 'pcm', 'Magani Health: {pharmacy} don accept your order {reference}.'),
  ('order_confirmed', 'sms', 'ha', '{pharmacy} ya karɓi odarku {reference}.'),
  ('order_confirmed', 'sms', 'yo', '{pharmacy} ti gbà ọ́dà rẹ {reference}.'),
  ('order_confirmed', 'sms', 'ig', '{pharmacy} anabatala ọda gị {reference}.'),
  ('order_declined', 'title', 'en', 'Order declined'),
  ('order_declined', 'title', 'pcm', 'Pharmacy no accept your order'),
  ('order_declined', 'title', 'ha', 'An ƙi odarku'),
  ('order_declined', 'title', 'yo', 'Wọ́n kọ̀ ọ́dà rẹ'),
  ('order_declined', 'title', 'ig', 'Ajụla ọda gị'),
  ('order_declined', 'body', 'en', '{reference} was declined: {reason}'),
  ('order_declined', 'body', 'pcm', 'Pharmacy no accept your order {reference}: {reason}'),
  ('order_declined', 'body', 'ha', 'An ƙi odarku {reference}: {reason}'),
  ('order_declined', 'body', 'yo', 'Wọ́n kọ̀ ọ́dà rẹ {reference}: {reason}'),
  ('order_declined', 'body', 'ig', 'Ajụla ọda gị {reference}: {reason}'),
  ('order_declined', 'sms', 'en', 'Magani Health: {reference} was declined: {reason}'),
  ('order_declined', 'sms', 'pcm', 'Magani Health: Pharmacy no accept your order {reference}: {reason}'),
  ('order_declined', 'sms', 'ha', 'An ƙi odarku {reference}: {reason}'),
  ('order_declined', 'sms', 'yo', 'Wọ́n kọ̀ ọ́dà rẹ {reference}: {reason}'),
  ('order_declined', 'sms', 'ig', 'Ajụla ọda gị {reference}: {reason}'),
  ('order_preparing', 'title', 'en', 'Order being prepared'),
  ('order_preparing', 'title', 'pcm', 'Dem dey prepare your order'),
  ('order_preparing', 'title', 'ha', 'Ana shirya odarku'),
  ('order_preparing', 'title', 'yo', 'Wọ́n ń ṣètò ọ́dà rẹ'),
  ('order_preparing', 'title', 'ig', 'A na-akwado ọda gị'),
  ('order_preparing', 'body', 'en', '{reference} is being prepared.'),
  ('order_preparing', 'body', 'pcm', 'Dem dey prepare your order {reference}.'),
  ('order_preparing', 'body', 'ha', 'Ana shirya odarku {reference}.'),
  ('order_preparing', 'body', 'yo', 'Wọ́n ń ṣètò ọ́dà rẹ {reference}.'),
  ('order_preparing', 'body', 'ig', 'A na-akwado ọda gị {reference}.'),
  ('order_ready', 'title', 'en', 'Order ready'),
  ('order_ready', 'title', 'pcm', 'Your order don ready'),
  ('order_ready', 'title', 'ha', 'Odarku ta shirya'),
  ('order_ready', 'title', 'yo', 'Ọ́dà rẹ ti ṣetán'),
  ('order_ready', 'title', 'ig', 'Ọda gị adịla njikere'),
  ('order_ready', 'body', 'en', '{reference} is packed and waiting for a rider.'),
  ('order_ready', 'body', 'pcm', '{reference} don pack, e dey wait for rider.'),
  ('order_ready', 'body', 'ha', 'An ƙunshe odarku {reference}, tana jiran ɗan aike.'),
  ('order_ready', 'body', 'yo', 'Wọ́n ti di ọ́dà rẹ {reference}, ó ń dúró de ọlọ́kadà.'),
  ('order_ready', 'body', 'ig', 'Ekechiela ọda gị {reference}, ọ na-eche onye ọkada.'),
  ('rider_new_pickup', 'title', 'en', 'New pickup'),
  ('rider_new_pickup', 'title', 'pcm', 'New pickup'),
  ('rider_new_pickup', 'title', 'ha', 'Sabon kaya don ɗauka'),
  ('rider_new_pickup', 'title', 'yo', 'Ẹrù tuntun láti gbé'),
  ('rider_new_pickup', 'title', 'ig', 'Ngwa ọhụrụ ị ga-ebu'),
  ('rider_new_pickup', 'body', 'en', '{reference} is ready for pickup.'),
  ('rider_new_pickup', 'body', 'pcm', '{reference} don ready for pickup.'),
  ('rider_new_pickup', 'body', 'ha', '{reference} a shirye take don ɗauka.'),
  ('rider_new_pickup', 'body', 'yo', '{reference} ti ṣetán fún gbígbé.'),
  ('rider_new_pickup', 'body', 'ig', '{reference} adịla njikere ka e bulie ya.'),
  ('order_cancelled', 'title', 'en', 'Order cancelled'),
  ('order_cancelled', 'title', 'pcm', 'Order don cancel'),
  ('order_cancelled', 'title', 'ha', 'An soke oda'),
  ('order_cancelled', 'title', 'yo', 'Wọ́n ti fagi lé ọ́dà'),
  ('order_cancelled', 'title', 'ig', 'Akagbuola ọda'),
  ('order_cancelled', 'body', 'en', '{reference} was cancelled by the patient.'),
  ('order_cancelled', 'body', 'pcm', 'Patient don cancel {reference}.'),
  ('order_cancelled', 'body', 'ha', 'An soke oda {reference} daga ɓangaren mara lafiya.'),
  ('order_cancelled', 'body', 'yo', 'Aláìsàn ti fagi lé ọ́dà {reference}.'),
  ('order_cancelled', 'body', 'ig', 'Onye ọrịa akagbuola ọda {reference}.'),
  ('order_rider_assigned', 'title', 'en', 'Rider assigned'),
  ('order_rider_assigned', 'title', 'pcm', 'Rider don dey for your order'),
  ('order_rider_assigned', 'title', 'ha', 'An sanya ɗan aike'),
  ('order_rider_assigned', 'title', 'yo', 'A ti yan ọlọ́kadà'),
  ('order_rider_assigned', 'title', 'ig', 'Enwere onye ọkada'),
  ('order_rider_assigned', 'body', 'en', '{rider} will bring {reference}. Rider phone: {phone}'),
  ('order_rider_assigned', 'body', 'pcm', '{rider} go bring {reference}. Rider phone: {phone}'),
  ('order_rider_assigned', 'body', 'ha', 'Mai kawo {reference}: {rider}, waya {phone}'),
  ('order_rider_assigned', 'body', 'yo', 'Ọlọ́kadà {reference}: {rider}, fóònù {phone}'),
  ('order_rider_assigned', 'body', 'ig', 'Onye ọkada {reference}: {rider}, ekwe {phone}'),
  ('order_rider_assigned', 'sms', 'en', 'Magani Health: {rider} will bring {reference}. Rider phone: {phone}'),
  ('order_rider_assigned', 'sms', 'pcm', 'Magani Health: {rider} go bring {reference}. Rider phone: {phone}'),
  ('order_rider_assigned', 'sms', 'ha', 'Mai kawo {reference}: {rider}, waya {phone}'),
  ('order_rider_assigned', 'sms', 'yo', 'Ọlọ́kadà {reference}: {rider}, fóònù {phone}'),
  ('order_rider_assigned', 'sms', 'ig', 'Onye ọkada {reference}: {rider}, ekwe {phone}'),
  ('phone_not_given', 'body', 'en', 'not given'),
  ('phone_not_given', 'body', 'pcm', 'no dey'),
  ('phone_not_given', 'body', 'ha', 'babu'),
  ('phone_not_given', 'body', 'yo', 'kò sí'),
  ('phone_not_given', 'body', 'ig', 'enweghị'),
  ('pharmacy_rider_coming', 'title', 'en', 'Rider on the way'),
  ('pharmacy_rider_coming', 'title', 'pcm', 'Rider dey come'),
  ('pharmacy_rider_coming', 'title', 'ha', 'Mai kawo kaya na zuwa'),
  ('pharmacy_rider_coming', 'title', 'yo', 'Ọlọ́kadà ń bọ̀'),
  ('pharmacy_rider_coming', 'title', 'ig', 'Onye ọkada na-abịa'),
  ('pharmacy_rider_coming', 'body', 'en', '{rider} is coming to collect {reference}.'),
  ('pharmacy_rider_coming', 'body', 'pcm', '{rider} dey come collect {reference}.'),
  ('pharmacy_rider_coming', 'body', 'ha', '{rider} na zuwa don ɗaukar {reference}.'),
  ('pharmacy_rider_coming', 'body', 'yo', '{rider} ń bọ̀ wá gbé {reference}.'),
  ('pharmacy_rider_coming', 'body', 'ig', '{rider} na-abịa ibute {reference}.'),
  ('order_picked_up', 'title', 'en', 'Order picked up'),
  ('order_picked_up', 'title', 'pcm', 'Rider don carry your order'),
  ('order_picked_up', 'title', 'ha', 'An ɗauki odarku'),
  ('order_picked_up', 'title', 'yo', 'Ọlọ́kadà ti gbé ọ́dà rẹ'),
  ('order_picked_up', 'title', 'ig', 'Onye ọkada ewerela ọda gị'),
  ('order_picked_up', 'body', 'en', 'Your rider has collected {reference}.'),
  ('order_picked_up', 'body', 'pcm', 'Your rider don collect {reference}.'),
  ('order_picked_up', 'body', 'ha', 'An ɗauki odarku {reference} daga kantin magani.'),
  ('order_picked_up', 'body', 'yo', 'Ọlọ́kadà rẹ ti gbé {reference}.'),
  ('order_picked_up', 'body', 'ig', 'Onye ọkada gị ewerela {reference}.'),
  ('order_out_for_delivery', 'title', 'en', 'Out for delivery'),
  ('order_out_for_delivery', 'title', 'pcm', 'Your order dey road'),
  ('order_out_for_delivery', 'title', 'ha', 'Odarku tana kan hanya'),
  ('order_out_for_delivery', 'title', 'yo', 'Ọ́dà rẹ ń bọ̀ lọ́nà'),
  ('order_out_for_delivery', 'title', 'ig', 'Ọda gị nọ n''ụzọ'),
  ('order_out_for_delivery', 'body', 'en', '{reference} is on its way. Give the rider your delivery code at the door.'),
  ('order_out_for_delivery', 'body', 'pcm', '{reference} dey road, e dey come. Give the rider your delivery code for door.'),
  ('order_out_for_delivery', 'body', 'ha', '{reference} tana kan hanya. Ku ba mai kawo lambar karɓa a ƙofa.'),
  ('order_out_for_delivery', 'body', 'yo', '{reference} ń bọ̀ lọ́nà. Fún ọlọ́kadà ní kóòdù ìfijíṣẹ́ rẹ ní ẹnu ọ̀nà.'),
  ('order_out_for_delivery', 'body', 'ig', '{reference} nọ n''ụzọ. Nye onye ọkada koodu nnyefe gị n''ọnụ ụzọ.'),
  ('order_out_for_delivery', 'sms', 'en', 'Magani Health: {reference} is on its way. Give the rider your delivery code at the door.'),
  ('order_out_for_delivery', 'sms', 'pcm', 'Magani Health: {reference} dey road, e dey come. Give the rider your delivery code for door.'),
  ('order_out_for_delivery', 'sms', 'ha', '{reference} tana kan hanya. Ku ba mai kawo lambar karɓa.'),
  ('order_out_for_delivery', 'sms', 'yo', '{reference} ń bọ̀. Fún ọlọ́kadà ní kóòdù ìfijíṣẹ́ rẹ.'),
  ('order_out_for_delivery', 'sms', 'ig', '{reference} nọ n''ụzọ. Nye onye ọkada koodu nnyefe gị.'),
  ('order_delivered', 'title', 'en', 'Delivered'),
  ('order_delivered', 'title', 'pcm', 'Your order don reach'),
  ('order_delivered', 'title', 'ha', 'An kawo odarku'),
  ('order_delivered', 'title', 'yo', 'Ọ́dà rẹ ti dé'),
  ('order_delivered', 'title', 'ig', 'Ọda gị erutela gị'),
  ('order_delivered', 'body', 'en', '{reference} was delivered. Thank you for using Magani Health.'),
  ('order_delivered', 'body', 'pcm', '{reference} don reach you. Thank you say you use Magani Health.'),
  ('order_delivered', 'body', 'ha', 'An kawo odarku {reference}. Mun gode da amfani da Magani Health.'),
  ('order_delivered', 'body', 'yo', '{reference} ti dé ọ̀dọ̀ rẹ. A dúpẹ́ pé o lo Magani Health.'),
  ('order_delivered', 'body', 'ig', '{reference} erutela gị. Daalụ maka iji Magani Health.'),
  ('order_delivered', 'sms', 'en', 'Magani Health: {reference} was delivered. Thank you for using Magani Health.'),
  ('order_delivered', 'sms', 'pcm', 'Magani Health: {reference} don reach you. Thank you say you use Magani Health.'),
  ('order_delivered', 'sms', 'ha', 'An kawo odarku {reference}. Mun gode da amfani da Magani Health.'),
  ('order_delivered', 'sms', 'yo', '{reference} ti dé ọ̀dọ̀ rẹ. A dúpẹ́ pé o lo Magani Health.'),
  ('order_delivered', 'sms', 'ig', '{reference} erutela gị. Daalụ maka iji Magani Health.'),
  ('pharmacy_order_delivered', 'title', 'en', 'Order delivered'),
  ('pharmacy_order_delivered', 'title', 'pcm', 'Order don deliver'),
  ('pharmacy_order_delivered', 'title', 'ha', 'An kai oda'),
  ('pharmacy_order_delivered', 'title', 'yo', 'Ọ́dà ti dé'),
  ('pharmacy_order_delivered', 'title', 'ig', 'Ọda erutela'),
  ('pharmacy_order_delivered', 'body', 'en', '{reference} was delivered to the patient.'),
  ('pharmacy_order_delivered', 'body', 'pcm', '{reference} don reach the patient.'),
  ('pharmacy_order_delivered', 'body', 'ha', 'An kai {reference} ga mara lafiya.'),
  ('pharmacy_order_delivered', 'body', 'yo', '{reference} ti dé ọ̀dọ̀ aláìsàn.'),
  ('pharmacy_order_delivered', 'body', 'ig', '{reference} erutela onye ọrịa.'),
  ('prescription_quoted', 'title', 'en', 'Your prescription has a quote'),
  ('prescription_quoted', 'title', 'pcm', 'Price don ready for your prescription'),
  ('prescription_quoted', 'title', 'ha', 'Farashin takardar likitanku ya fito'),
  ('prescription_quoted', 'title', 'yo', 'Iye owó ìwé oògùn rẹ ti ṣetán'),
  ('prescription_quoted', 'title', 'ig', 'Ọnụahịa akwụkwọ ọgwụ gị adịla'),
  ('prescription_quoted', 'body', 'en', '{pharmacy} quoted {amount} for your prescription.'),
  ('prescription_quoted', 'body', 'pcm', '{pharmacy} don price your prescription {amount}.'),
  ('prescription_quoted', 'body', 'ha', '{pharmacy} ya ba da farashin {amount} don takardar likitanku.'),
  ('prescription_quoted', 'body', 'yo', '{pharmacy} ní iye owó ìwé oògùn rẹ jẹ́ {amount}.'),
  ('prescription_quoted', 'body', 'ig', '{pharmacy} kwuru na ọnụahịa akwụkwọ ọgwụ gị bụ {amount}.'),
  ('prescription_quoted', 'subject', 'en', 'Your prescription has a quote'),
  ('prescription_quoted', 'subject', 'pcm', 'Price don ready for your prescription'),
  ('prescription_quoted', 'subject', 'ha', 'Farashin takardar likitanku ya fito'),
  ('prescription_quoted', 'subject', 'yo', 'Iye owó ìwé oògùn rẹ ti ṣetán'),
  ('prescription_quoted', 'subject', 'ig', 'Ọnụahịa akwụkwọ ọgwụ gị adịla'),
  ('prescription_quoted', 'email', 'en', '{pharmacy} quoted {amount} for your prescription. Open Magani Health to see it.'),
  ('prescription_quoted', 'email', 'pcm', '{pharmacy} don price your prescription {amount}. Open Magani Health to see am.'),
  ('prescription_quoted', 'email', 'ha', '{pharmacy} ya ba da farashin {amount} don takardar likitanku. Ku buɗe Magani Health don gani.'),
  ('prescription_quoted', 'email', 'yo', '{pharmacy} ní iye owó ìwé oògùn rẹ jẹ́ {amount}. Ṣí Magani Health láti rí i.'),
  ('prescription_quoted', 'email', 'ig', '{pharmacy} kwuru na ọnụahịa akwụkwọ ọgwụ gị bụ {amount}. Mepee Magani Health ka ị hụ ya.'),
  ('prescription_quoted', 'sms', 'en', 'Your prescription has a quote: {pharmacy} quoted {amount} for your prescription.'),
  ('prescription_quoted', 'sms', 'pcm', 'Magani Health: {pharmacy} don price your prescription {amount}.'),
  ('prescription_quoted', 'sms', 'ha', '{pharmacy}: farashin takardar likita {amount}.'),
  ('prescription_quoted', 'sms', 'yo', '{pharmacy}: iye owó ìwé oògùn rẹ jẹ́ {amount}.'),
  ('prescription_quoted', 'sms', 'ig', '{pharmacy}: ọnụahịa akwụkwọ ọgwụ gị bụ {amount}.'),
  ('prescription_refused', 'title', 'en', 'Your prescription was refused'),
  ('prescription_refused', 'title', 'pcm', 'Dem no fit fill your prescription'),
  ('prescription_refused', 'title', 'ha', 'An ƙi takardar likitanku'),
  ('prescription_refused', 'title', 'yo', 'Wọ́n kọ̀ ìwé oògùn rẹ'),
  ('prescription_refused', 'title', 'ig', 'Ajụla akwụkwọ ọgwụ gị'),
  ('prescription_refused', 'body', 'en', '{pharmacy} cannot fill it: {reason}'),
  ('prescription_refused', 'body', 'pcm', '{pharmacy} no fit fill am: {reason}'),
  ('prescription_refused', 'body', 'ha', '{pharmacy} ba zai iya ba da maganin ba: {reason}'),
  ('prescription_refused', 'body', 'yo', '{pharmacy} kò lè fún ọ ní oògùn náà: {reason}'),
  ('prescription_refused', 'body', 'ig', '{pharmacy} enweghị ike inye ọgwụ ahụ: {reason}'),
  ('prescription_refused', 'subject', 'en', 'Your prescription was refused'),
  ('prescription_refused', 'subject', 'pcm', 'Dem no fit fill your prescription'),
  ('prescription_refused', 'subject', 'ha', 'An ƙi takardar likitanku'),
  ('prescription_refused', 'subject', 'yo', 'Wọ́n kọ̀ ìwé oògùn rẹ'),
  ('prescription_refused', 'subject', 'ig', 'Ajụla akwụkwọ ọgwụ gị'),
  ('prescription_refused', 'email', 'en', '{pharmacy} cannot fill it: {reason} Open Magani Health to see it.'),
  ('prescription_refused', 'email', 'pcm', '{pharmacy} no fit fill am: {reason} Open Magani Health to see am.'),
  ('prescription_refused', 'email', 'ha', '{pharmacy} ba zai iya ba da maganin ba: {reason} Ku buɗe Magani Health don gani.'),
  ('prescription_refused', 'email', 'yo', '{pharmacy} kò lè fún ọ ní oògùn náà: {reason} Ṣí Magani Health láti rí i.'),
  ('prescription_refused', 'email', 'ig', '{pharmacy} enweghị ike inye ọgwụ ahụ: {reason} Mepee Magani Health ka ị hụ ya.'),
  ('prescription_refused', 'sms', 'en', 'Your prescription was refused: {pharmacy} cannot fill it: {reason}'),
  ('prescription_refused', 'sms', 'pcm', 'Magani Health: {pharmacy} no fit fill your prescription: {reason}'),
  ('prescription_refused', 'sms', 'ha', '{pharmacy} ya ƙi takardar likita: {reason}'),
  ('prescription_refused', 'sms', 'yo', '{pharmacy} kọ̀ ìwé oògùn rẹ: {reason}'),
  ('prescription_refused', 'sms', 'ig', '{pharmacy} jụrụ akwụkwọ ọgwụ gị: {reason}'),
  ('prescription_quote_declined', 'title', 'en', 'Quote declined'),
  ('prescription_quote_declined', 'title', 'pcm', 'Patient no accept the price'),
  ('prescription_quote_declined', 'title', 'ha', 'An ƙi farashi'),
  ('prescription_quote_declined', 'title', 'yo', 'Wọ́n kọ̀ iye owó'),
  ('prescription_quote_declined', 'title', 'ig', 'Ajụla ọnụahịa'),
  ('prescription_quote_declined', 'body', 'en', 'A patient declined your prescription quote.'),
  ('prescription_quote_declined', 'body', 'pcm', 'One patient no accept the price wey you give for prescription.'),
  ('prescription_quote_declined', 'body', 'ha', 'An ƙi farashin da kuka bayar na takardar likita.'),
  ('prescription_quote_declined', 'body', 'yo', 'Aláìsàn kan kọ̀ iye owó tí ẹ fún ìwé oògùn rẹ̀.'),
  ('prescription_quote_declined', 'body', 'ig', 'Otu onye ọrịa jụrụ ọnụahịa unu nyere maka akwụkwọ ọgwụ ya.'),
  ('consultation_booked', 'title', 'en', 'New consultation booked'),
  ('consultation_booked', 'title', 'pcm', 'New consultation don book'),
  ('consultation_booked', 'title', 'ha', 'Sabuwar tuntuɓa'),
  ('consultation_booked', 'title', 'yo', 'Ìjíròrò tuntun'),
  ('consultation_booked', 'title', 'ig', 'Ịhụ dọkịta ọhụrụ'),
  ('consultation_booked', 'body', 'en', 'A patient booked {when} (Lagos time).'),
  ('consultation_booked', 'body', 'pcm', 'One patient don book {date}, {time} (Lagos time).'),
  ('consultation_booked', 'body', 'ha', 'An tsara ganawa da mara lafiya ranar {date} ƙarfe {time} (lokacin Legas).'),
  ('consultation_booked', 'body', 'yo', 'Aláìsàn kan ti ṣètò ìjíròrò fún {date} ní {time} (àkókò Èkó).'),
  ('consultation_booked', 'body', 'ig', 'Otu onye ọrịa edebela oge {date} n''elekere {time} (oge Legọs).'),
  ('consultation_soon', 'title', 'en', 'Consultation in 10 minutes'),
  ('consultation_soon', 'title', 'pcm', 'Consultation go start in 10 minutes'),
  ('consultation_soon', 'title', 'ha', 'Tuntuɓar likita cikin minti 10'),
  ('consultation_soon', 'title', 'yo', 'Ìjíròrò ní ìṣẹ́jú 10'),
  ('consultation_soon', 'title', 'ig', 'Ịhụ dọkịta n''ime nkeji 10'),
  ('consultation_soon', 'body', 'en', 'Your consultation starts at {time}. Open the room when ready.'),
  ('consultation_soon', 'body', 'pcm', 'Your consultation go start {time}. Open the room when you ready.'),
  ('consultation_soon', 'body', 'ha', 'Tuntuɓarku za ta fara ƙarfe {time}. Ku shiga ɗakin idan kun shirya.'),
  ('consultation_soon', 'body', 'yo', 'Ìjíròrò rẹ yóò bẹ̀rẹ̀ ní {time}. Wọlé sí yàrá nígbà tí o bá ṣetán.'),
  ('consultation_soon', 'body', 'ig', 'Ịhụ dọkịta gị ga-amalite n''elekere {time}. Banye n''ime ụlọ mgbe ị dị njikere.'),
  ('consultation_doctor_joined', 'title', 'en', 'Your doctor has joined'),
  ('consultation_doctor_joined', 'title', 'pcm', 'Your doctor don enter'),
  ('consultation_doctor_joined', 'title', 'ha', 'Likitanku na ɗakin tuntuɓa'),
  ('consultation_doctor_joined', 'title', 'yo', 'Dókítà rẹ ti dé'),
  ('consultation_doctor_joined', 'title', 'ig', 'Dọkịta gị abịala'),
  ('consultation_doctor_joined', 'body', 'en', 'Your doctor is in the consultation room now.'),
  ('consultation_doctor_joined', 'body', 'pcm', 'Your doctor dey the consultation room now.'),
  ('consultation_doctor_joined', 'body', 'ha', 'Likitanku na cikin ɗakin tuntuɓa yanzu.'),
  ('consultation_doctor_joined', 'body', 'yo', 'Dókítà rẹ ti wà ní yàrá ìjíròrò báyìí.'),
  ('consultation_doctor_joined', 'body', 'ig', 'Dọkịta gị nọ n''ime ụlọ ịhụ dọkịta ugbu a.'),
  ('consultation_completed', 'title', 'en', 'Consultation completed'),
  ('consultation_completed', 'title', 'pcm', 'Consultation don finish'),
  ('consultation_completed', 'title', 'ha', 'An kammala tuntuɓa'),
  ('consultation_completed', 'title', 'yo', 'Ìjíròrò ti parí'),
  ('consultation_completed', 'title', 'ig', 'Ịhụ dọkịta emechala'),
  ('consultation_completed', 'body', 'en', '{doctor} completed your consultation. Notes and any prescription are in the consultation room.'),
  ('consultation_completed', 'body', 'pcm', '{doctor} don finish your consultation. Notes and any prescription dey the consultation room.'),
  ('consultation_completed', 'body', 'ha', 'An kammala tuntuɓarku da {doctor}. Bayanai da takardar likita suna cikin ɗakin tuntuɓa.'),
  ('consultation_completed', 'body', 'yo', '{doctor} ti parí ìjíròrò rẹ. Àkọsílẹ̀ àti ìwé oògùn wà ní yàrá ìjíròrò.'),
  ('consultation_completed', 'body', 'ig', '{doctor} emechala ịhụ gị. Ndetu na akwụkwọ ọgwụ ọ bụla dị n''ime ụlọ ịhụ dọkịta.'),
  ('consultation_cancelled', 'title', 'en', 'Consultation cancelled'),
  ('consultation_cancelled', 'title', 'pcm', 'Consultation don cancel'),
  ('consultation_cancelled', 'title', 'ha', 'An soke tuntuɓa'),
  ('consultation_cancelled', 'title', 'yo', 'Wọ́n ti fagi lé ìjíròrò'),
  ('consultation_cancelled', 'title', 'ig', 'Akagbuola ịhụ dọkịta'),
  ('consultation_cancelled', 'body', 'en', 'The consultation of {when} was cancelled.'),
  ('consultation_cancelled', 'body', 'pcm', 'Dem don cancel the consultation of {date}, {time}.'),
  ('consultation_cancelled', 'body', 'ha', 'An soke tuntuɓar ranar {date} ƙarfe {time}.'),
  ('consultation_cancelled', 'body', 'yo', 'Wọ́n ti fagi lé ìjíròrò {date} ní {time}.'),
  ('consultation_cancelled', 'body', 'ig', 'Akagbuola ịhụ dọkịta nke {date} n''elekere {time}.'),
  ('consultation_moved', 'title', 'en', 'Consultation moved'),
  ('consultation_moved', 'title', 'pcm', 'Consultation don move'),
  ('consultation_moved', 'title', 'ha', 'An canza lokacin tuntuɓa'),
  ('consultation_moved', 'title', 'yo', 'Wọ́n ti yí àkókò ìjíròrò padà'),
  ('consultation_moved', 'title', 'ig', 'Agbanweela oge ịhụ dọkịta'),
  ('consultation_moved', 'body', 'en', 'Now {when} (Lagos time).'),
  ('consultation_moved', 'body', 'pcm', 'E don move to {date}, {time} (Lagos time).'),
  ('consultation_moved', 'body', 'ha', 'Yanzu ranar {date} ƙarfe {time} (lokacin Legas).'),
  ('consultation_moved', 'body', 'yo', 'Ó ti di {date} ní {time} (àkókò Èkó).'),
  ('consultation_moved', 'body', 'ig', 'Ugbu a ọ bụ {date} n''elekere {time} (oge Legọs).'),
  ('consultation_starts_soon', 'title', 'en', 'Consultation starts soon'),
  ('consultation_starts_soon', 'title', 'pcm', 'Consultation go soon start'),
  ('consultation_starts_soon', 'title', 'ha', 'Tuntuɓa za ta fara nan ba da jimawa ba'),
  ('consultation_starts_soon', 'title', 'yo', 'Ìjíròrò máa tó bẹ̀rẹ̀'),
  ('consultation_starts_soon', 'title', 'ig', 'Ịhụ dọkịta ga-amalite n''oge na-adịghị anya'),
  ('consultation_starts_soon', 'body', 'en', 'Your consultation starts at {time} (Lagos time).'),
  ('consultation_starts_soon', 'body', 'pcm', 'Your consultation go start {time} (Lagos time).'),
  ('consultation_starts_soon', 'body', 'ha', 'Tuntuɓarku za ta fara ƙarfe {time} (lokacin Legas).'),
  ('consultation_starts_soon', 'body', 'yo', 'Ìjíròrò rẹ yóò bẹ̀rẹ̀ ní {time} (àkókò Èkó).'),
  ('consultation_starts_soon', 'body', 'ig', 'Ịhụ dọkịta gị ga-amalite n''elekere {time} (oge Legọs).'),
  ('refill_reminder', 'title', 'en', 'Time to refill'),
  ('refill_reminder', 'title', 'pcm', 'Time to buy your medicine again'),
  ('refill_reminder', 'title', 'ha', 'Lokacin sake sayen magani'),
  ('refill_reminder', 'title', 'yo', 'Ó tó àkókò láti tún oògùn rà'),
  ('refill_reminder', 'title', 'ig', 'Oge ịzụghachi ọgwụ'),
  ('refill_reminder', 'body', 'en', 'Your medicines from order {reference} may be running low. Reorder at today''s prices.'),
  ('refill_reminder', 'body', 'pcm', 'Your medicine from order {reference} fit don dey finish. Order am again for today price.'),
  ('refill_reminder', 'body', 'ha', 'Magungunan odarku {reference} na iya kusan ƙarewa. Ku sake oda a farashin yau.'),
  ('refill_reminder', 'body', 'yo', 'Oògùn inú ọ́dà {reference} lè ti fẹ́rẹ̀ tán. Tún un rà ní iye owó òde òní.'),
  ('refill_reminder', 'body', 'ig', 'Ọgwụ ọda {reference} nwere ike ịfọdụ ntakịrị. Tụọ ọda ọzọ n''ọnụahịa taa.'),
  ('refill_reminder', 'push', 'en', 'Your medicines from order {reference} may be running low. Tap to reorder.'),
  ('refill_reminder', 'push', 'pcm', 'Your medicine from order {reference} fit don dey finish. Tap to order again.'),
  ('refill_reminder', 'push', 'ha', 'Magungunan odarku {reference} na iya kusan ƙarewa. Ku taɓa don sake oda.'),
  ('refill_reminder', 'push', 'yo', 'Oògùn inú ọ́dà {reference} lè ti fẹ́rẹ̀ tán. Tẹ̀ ẹ́ láti tún un rà.'),
  ('refill_reminder', 'push', 'ig', 'Ọgwụ ọda {reference} nwere ike ịfọdụ ntakịrị. Pịa ka ị tụọ ọzọ.'),
  ('refill_reminder', 'subject', 'en', 'Time to refill order {reference}'),
  ('refill_reminder', 'subject', 'pcm', 'Time to buy order {reference} again'),
  ('refill_reminder', 'subject', 'ha', 'Lokacin sake sayen oda {reference}'),
  ('refill_reminder', 'subject', 'yo', 'Àkókò láti tún ọ́dà {reference} rà'),
  ('refill_reminder', 'subject', 'ig', 'Oge ịzụghachi ọda {reference}'),
  ('refill_reminder', 'email', 'en', E'Your medicines from order {reference} may be running low: {items}.\n\nReorder them at today\'s prices and stock: {link}\n\nYou asked to be reminded every {days} days. Change or cancel it in Settings: {site}/settings'),
  ('refill_reminder', 'email', 'pcm', E'Your medicine from order {reference} fit don dey finish: {items}.\n\nOrder dem again for today price and stock: {link}\n\nYou ask make we remind you every {days} days. Change am or cancel am for Settings: {site}/settings'),
  ('refill_reminder', 'email', 'ha', E'Magungunan odarku {reference} na iya kusan ƙarewa: {items}.\n\nKu sake oda a farashin yau da abin da ke akwai: {link}\n\nKun nemi a tunatar da ku kowane kwana {days}. Ku canza ko ku soke a Settings: {site}/settings'),
  ('refill_reminder', 'email', 'yo', E'Oògùn inú ọ́dà {reference} lè ti fẹ́rẹ̀ tán: {items}.\n\nTún wọn rà ní iye owó àti ọjà òde òní: {link}\n\nO ní kí a máa rán ọ létí ní gbogbo ọjọ́ {days}. Yí i padà tàbí fagi lé e ní Settings: {site}/settings'),
  ('refill_reminder', 'email', 'ig', E'Ọgwụ ọda {reference} nwere ike ịfọdụ ntakịrị: {items}.\n\nTụọ ha ọzọ n\'ọnụahịa na ngwa dị taa: {link}\n\nỊ rịọrọ ka anyị chetara gị kwa ụbọchị {days}. Gbanwee ma ọ bụ kagbuo ya na Settings: {site}/settings'),
  ('refill_reminder', 'sms', 'en', 'Magani Health: time to refill order {reference}. Reorder at today''s prices: {link}'),
  ('refill_reminder', 'sms', 'pcm', 'Magani Health: time to buy order {reference} again. Order for today price: {link}'),
  ('refill_reminder', 'sms', 'ha', 'Lokacin sake sayen magungunan oda {reference}: {link}'),
  ('refill_reminder', 'sms', 'yo', 'Ó tó àkókò láti tún ọ́dà {reference} rà: {link}'),
  ('refill_reminder', 'sms', 'ig', 'Oge ịzụghachi ọgwụ ọda {reference}: {link}'),
  ('payout_sent', 'title', 'en', 'Payout sent'),
  ('payout_sent', 'title', 'pcm', 'Your payout don go'),
  ('payout_sent', 'title', 'ha', 'An tura kuɗin aikinku'),
  ('payout_sent', 'title', 'yo', 'A ti san owó iṣẹ́ rẹ'),
  ('payout_sent', 'title', 'ig', 'Ezigala ego ọrụ gị'),
  ('payout_sent', 'body', 'en', '{amount} was paid to {bank} ******{last4}.'),
  ('payout_sent', 'body', 'pcm', 'We don pay {amount} to {bank} ******{last4}.'),
  ('payout_sent', 'body', 'ha', 'An biya {amount} zuwa {bank} ******{last4}.'),
  ('payout_sent', 'body', 'yo', 'A ti san {amount} sí {bank} ******{last4}.'),
  ('payout_sent', 'body', 'ig', 'Akwụla {amount} na {bank} ******{last4}.'),
  ('payout_failed', 'title', 'en', 'Payout not received'),
  ('payout_failed', 'title', 'pcm', 'Your payout no reach'),
  ('payout_failed', 'title', 'ha', 'Kuɗin aiki bai iso ba'),
  ('payout_failed', 'title', 'yo', 'Owó iṣẹ́ kò dé'),
  ('payout_failed', 'title', 'ig', 'Ego ọrụ erughị'),
  ('payout_failed', 'body', 'en', 'Your payout of {amount} to {bank} ******{last4} failed: {reason}. The money is back in your balance and goes out with the next weekly payout.'),
  ('payout_failed', 'body', 'pcm', 'Your payout of {amount} to {bank} ******{last4} no go: {reason}. The money don return to your balance, e go comot with the next weekly payout.'),
  ('payout_failed', 'body', 'ha', 'Biyan {amount} zuwa {bank} ******{last4} bai yi nasara ba: {reason}. Kuɗin sun koma asusunku, za a tura su da biyan mako mai zuwa.'),
  ('payout_failed', 'body', 'yo', 'Owó iṣẹ́ {amount} sí {bank} ******{last4} kò lọ: {reason}. Owó náà ti padà sí àpò rẹ, yóò lọ pẹ̀lú ìsanwó ọ̀sẹ̀ tó ń bọ̀.'),
  ('payout_failed', 'body', 'ig', 'Ịkwụ {amount} na {bank} ******{last4} agaghị: {reason}. Ego ahụ alaghachila n''akaụntụ gị, ọ ga-aga na ịkwụ ụgwọ izu na-abịa.'),
  ('payout_failed', 'subject', 'en', 'Your payout did not arrive'),
  ('payout_failed', 'subject', 'pcm', 'Your payout no reach'),
  ('payout_failed', 'subject', 'ha', 'Kuɗin aikinku bai iso ba'),
  ('payout_failed', 'subject', 'yo', 'Owó iṣẹ́ rẹ kò dé'),
  ('payout_failed', 'subject', 'ig', 'Ego ọrụ gị erughị'),
  ('payout_failed', 'email', 'en', E'Your Magani Health payout of {amount} to {bank} ******{last4} failed.\n\nWhy: {reason}.\n\nThe money is back in your balance and will be sent with the next weekly payout. If your bank details are wrong, change your payout account in the app.'),
  ('payout_failed', 'email', 'pcm', E'Your Magani Health payout of {amount} to {bank} ******{last4} no go.\n\nWhy: {reason}.\n\nThe money don return to your balance and we go send am with the next weekly payout. If your bank details no correct, change your payout account for the app.'),
  ('payout_failed', 'email', 'ha', E'Biyan Magani Health na {amount} zuwa {bank} ******{last4} bai yi nasara ba.\n\nDalili: {reason}.\n\nKuɗin sun koma asusunku kuma za a tura su tare da biyan mako mai zuwa. Idan bayanan bankinku ba daidai ba ne, ku canza asusun biyan kuɗi a manhajar.'),
  ('payout_failed', 'email', 'yo', E'Owó iṣẹ́ Magani Health {amount} sí {bank} ******{last4} kò lọ.\n\nÌdí: {reason}.\n\nOwó náà ti padà sí àpò rẹ, a ó sì fi ránṣẹ́ pẹ̀lú ìsanwó ọ̀sẹ̀ tó ń bọ̀. Bí àlàyé báńkì rẹ kò bá tọ̀nà, yí àkáǹtì ìsanwó rẹ padà nínú áàpù.'),
  ('payout_failed', 'email', 'ig', E'Ịkwụ ego ọrụ Magani Health nke {amount} na {bank} ******{last4} agaghị.\n\nIhe kpatara ya: {reason}.\n\nEgo ahụ alaghachila n\'akaụntụ gị, a ga-ezipụ ya na ịkwụ ụgwọ izu na-abịa. Ọ bụrụ na nkọwa ụlọ akụ gị ezighị ezi, gbanwee akaụntụ ịkwụ ụgwọ gị na ngwa ahụ.'),
  ('payout_reversed', 'title', 'en', 'Payout not received'),
  ('payout_reversed', 'title', 'pcm', 'Your payout no reach'),
  ('payout_reversed', 'title', 'ha', 'Kuɗin aiki bai iso ba'),
  ('payout_reversed', 'title', 'yo', 'Owó iṣẹ́ kò dé'),
  ('payout_reversed', 'title', 'ig', 'Ego ọrụ erughị'),
  ('payout_reversed', 'body', 'en', 'Your payout of {amount} to {bank} ******{last4} was reversed: {reason}. The money is back in your balance and goes out with the next weekly payout.'),
  ('payout_reversed', 'body', 'pcm', 'Your payout of {amount} to {bank} ******{last4} don return: {reason}. The money don return to your balance, e go comot with the next weekly payout.'),
  ('payout_reversed', 'body', 'ha', 'An mayar da biyan {amount} zuwa {bank} ******{last4}: {reason}. Kuɗin sun koma asusunku, za a tura su da biyan mako mai zuwa.'),
  ('payout_reversed', 'body', 'yo', 'Wọ́n dá owó iṣẹ́ {amount} sí {bank} ******{last4} padà: {reason}. Owó náà ti padà sí àpò rẹ, yóò lọ pẹ̀lú ìsanwó ọ̀sẹ̀ tó ń bọ̀.'),
  ('payout_reversed', 'body', 'ig', 'Ejighachila ịkwụ {amount} na {bank} ******{last4}: {reason}. Ego ahụ alaghachila n''akaụntụ gị, ọ ga-aga na ịkwụ ụgwọ izu na-abịa.'),
  ('payout_reversed', 'subject', 'en', 'Your payout did not arrive'),
  ('payout_reversed', 'subject', 'pcm', 'Your payout no reach'),
  ('payout_reversed', 'subject', 'ha', 'Kuɗin aikinku bai iso ba'),
  ('payout_reversed', 'subject', 'yo', 'Owó iṣẹ́ rẹ kò dé'),
  ('payout_reversed', 'subject', 'ig', 'Ego ọrụ gị erughị'),
  ('payout_reversed', 'email', 'en', E'Your Magani Health payout of {amount} to {bank} ******{last4} was reversed.\n\nWhy: {reason}.\n\nThe money is back in your balance and will be sent with the next weekly payout. If your bank details are wrong, change your payout account in the app.'),
  ('payout_reversed', 'email', 'pcm', E'Your Magani Health payout of {amount} to {bank} ******{last4} don return.\n\nWhy: {reason}.\n\nThe money don return to your balance and we go send am with the next weekly payout. If your bank details no correct, change your payout account for the app.'),
  ('payout_reversed', 'email', 'ha', E'An mayar da biyan Magani Health na {amount} zuwa {bank} ******{last4}.\n\nDalili: {reason}.\n\nKuɗin sun koma asusunku kuma za a tura su tare da biyan mako mai zuwa. Idan bayanan bankinku ba daidai ba ne, ku canza asusun biyan kuɗi a manhajar.'),
  ('payout_reversed', 'email', 'yo', E'Wọ́n dá owó iṣẹ́ Magani Health {amount} sí {bank} ******{last4} padà.\n\nÌdí: {reason}.\n\nOwó náà ti padà sí àpò rẹ, a ó sì fi ránṣẹ́ pẹ̀lú ìsanwó ọ̀sẹ̀ tó ń bọ̀. Bí àlàyé báńkì rẹ kò bá tọ̀nà, yí àkáǹtì ìsanwó rẹ padà nínú áàpù.'),
  ('payout_reversed', 'email', 'ig', E'Ejighachila ịkwụ ego ọrụ Magani Health nke {amount} na {bank} ******{last4}.\n\nIhe kpatara ya: {reason}.\n\nEgo ahụ alaghachila n\'akaụntụ gị, a ga-ezipụ ya na ịkwụ ụgwọ izu na-abịa. Ọ bụrụ na nkọwa ụlọ akụ gị ezighị ezi, gbanwee akaụntụ ịkwụ ụgwọ gị na ngwa ahụ.'),
  ('payout_failed_reason', 'body', 'en', 'the bank did not accept the transfer'),
  ('payout_failed_reason', 'body', 'pcm', 'the bank no accept the transfer'),
  ('payout_failed_reason', 'body', 'ha', 'banki bai karɓi kuɗin ba'),
  ('payout_failed_reason', 'body', 'yo', 'báńkì kò gba owó náà'),
  ('payout_failed_reason', 'body', 'ig', 'ụlọ akụ anabataghị ego ahụ'),
  ('payout_reversed_reason', 'body', 'en', 'the bank sent the money back'),
  ('payout_reversed_reason', 'body', 'pcm', 'the bank send the money back'),
  ('payout_reversed_reason', 'body', 'ha', 'banki ya mayar da kuɗin'),
  ('payout_reversed_reason', 'body', 'yo', 'báńkì dá owó náà padà'),
  ('payout_reversed_reason', 'body', 'ig', 'ụlọ akụ zighachiri ego ahụ'),
  ('application_approved', 'subject', 'en', 'Your Magani Health {what} application is approved'),
  ('application_approved', 'subject', 'pcm', 'Your Magani Health {what} application don pass'),
  ('application_approved', 'subject', 'ha', 'An amince da neman {what} ɗinku a Magani Health'),
  ('application_approved', 'subject', 'yo', 'Wọ́n ti fọwọ́ sí ìforúkọsílẹ̀ {what} rẹ ní Magani Health'),
  ('application_approved', 'subject', 'ig', 'Anabatala arịrịọ {what} gị na Magani Health'),
  ('application_approved', 'email', 'en', 'Good news: your {what} application ({label}) has been approved. Sign in to Magani Health to start.'),
  ('application_approved', 'email', 'pcm', 'Good news: your {what} application ({label}) don pass. Sign in to Magani Health to start.'),
  ('application_approved', 'email', 'ha', 'Albishir: an amince da neman {what} ɗinku ({label}). Ku shiga Magani Health don farawa.'),
  ('application_approved', 'email', 'yo', 'Ìròyìn ayọ̀: wọ́n ti fọwọ́ sí ìforúkọsílẹ̀ {what} rẹ ({label}). Wọlé sí Magani Health láti bẹ̀rẹ̀.'),
  ('application_approved', 'email', 'ig', 'Ozi ọma: anabatala arịrịọ {what} gị ({label}). Banye na Magani Health ka ịmalite.'),
  ('application_rejected', 'subject', 'en', 'Your Magani Health {what} application needs changes'),
  ('application_rejected', 'subject', 'pcm', 'Your Magani Health {what} application need changes'),
  ('application_rejected', 'subject', 'ha', 'Neman {what} ɗinku a Magani Health yana buƙatar gyara'),
  ('application_rejected', 'subject', 'yo', 'Ìforúkọsílẹ̀ {what} rẹ ní Magani Health nílò àtúnṣe'),
  ('application_rejected', 'subject', 'ig', 'Arịrịọ {what} gị na Magani Health chọrọ mgbazi'),
  ('application_rejected', 'email', 'en', E'Your {what} application ({label}) was not approved yet. Reason: {reason}\n\nSign in to Magani Health, correct the details and send it again for review.'),
  ('application_rejected', 'email', 'pcm', E'Your {what} application ({label}) never pass yet. Reason: {reason}\n\nSign in to Magani Health, correct the details and send am again make dem check am.'),
  ('application_rejected', 'email', 'ha', E'Ba a amince da neman {what} ɗinku ({label}) ba tukuna. Dalili: {reason}\n\nKu shiga Magani Health, ku gyara bayanan kuma ku sake turawa don dubawa.'),
  ('application_rejected', 'email', 'yo', E'Wọn kò tíì fọwọ́ sí ìforúkọsílẹ̀ {what} rẹ ({label}). Ìdí: {reason}\n\nWọlé sí Magani Health, ṣàtúnṣe àwọn àlàyé náà kí o sì tún fi ránṣẹ́ fún àyẹ̀wò.'),
  ('application_rejected', 'email', 'ig', E'Anabatabeghị arịrịọ {what} gị ({label}). Ihe kpatara ya: {reason}\n\nBanye na Magani Health, mezie nkọwa ndị ahụ ma zigakwa ya ọzọ ka eleba ya anya.'),
  ('application_kind_pharmacy', 'body', 'en', 'pharmacy'),
  ('application_kind_pharmacy', 'body', 'pcm', 'pharmacy'),
  ('application_kind_pharmacy', 'body', 'ha', 'kantin magani'),
  ('application_kind_pharmacy', 'body', 'yo', 'ilé oògùn'),
  ('application_kind_pharmacy', 'body', 'ig', 'ụlọ ahịa ọgwụ'),
  ('application_kind_doctor', 'body', 'en', 'doctor'),
  ('application_kind_doctor', 'body', 'pcm', 'doctor'),
  ('application_kind_doctor', 'body', 'ha', 'likita'),
  ('application_kind_doctor', 'body', 'yo', 'dókítà'),
  ('application_kind_doctor', 'body', 'ig', 'dọkịta'),
  ('application_kind_rider', 'body', 'en', 'rider'),
  ('application_kind_rider', 'body', 'pcm', 'rider'),
  ('application_kind_rider', 'body', 'ha', 'ɗan aike'),
  ('application_kind_rider', 'body', 'yo', 'ọlọ́kadà'),
  ('application_kind_rider', 'body', 'ig', 'onye ọkada'),
  ('application_kind_logistics_tier', 'body', 'en', 'provider tier'),
  ('application_kind_logistics_tier', 'body', 'pcm', 'provider tier'),
  ('application_kind_logistics_tier', 'body', 'ha', 'matakin kamfanin jigila'),
  ('application_kind_logistics_tier', 'body', 'yo', 'ipele ilé-iṣẹ́ ìfijíṣẹ́'),
  ('application_kind_logistics_tier', 'body', 'ig', 'ọkwa ụlọ ọrụ nnyefe'),
  ('payout_account_approved', 'title', 'en', 'Payout account approved'),
  ('payout_account_approved', 'title', 'pcm', 'Payout account don pass'),
  ('payout_account_approved', 'title', 'ha', 'An amince da asusun biyan kuɗi'),
  ('payout_account_approved', 'title', 'yo', 'Wọ́n ti fọwọ́ sí àkáǹtì ìsanwó'),
  ('payout_account_approved', 'title', 'ig', 'Anabatala akaụntụ ịkwụ ụgwọ'),
  ('payout_account_approved', 'body', 'en', 'Your payout account {bank} ******{last4} ({name}) was approved.'),
  ('payout_account_approved', 'body', 'pcm', 'Your payout account {bank} ******{last4} ({name}) don pass.'),
  ('payout_account_approved', 'body', 'ha', 'An amince da asusun biyan kuɗinku {bank} ******{last4} ({name}).'),
  ('payout_account_approved', 'body', 'yo', 'Wọ́n ti fọwọ́ sí àkáǹtì ìsanwó rẹ {bank} ******{last4} ({name}).'),
  ('payout_account_approved', 'body', 'ig', 'Anabatala akaụntụ ịkwụ ụgwọ gị {bank} ******{last4} ({name}).'),
  ('payout_account_refused', 'title', 'en', 'Payout account refused'),
  ('payout_account_refused', 'title', 'pcm', 'Dem no accept your payout account'),
  ('payout_account_refused', 'title', 'ha', 'An ƙi asusun biyan kuɗi'),
  ('payout_account_refused', 'title', 'yo', 'Wọ́n kọ̀ àkáǹtì ìsanwó'),
  ('payout_account_refused', 'title', 'ig', 'Ajụla akaụntụ ịkwụ ụgwọ'),
  ('payout_account_refused', 'body', 'en', 'Your payout account {bank} ******{last4} ({name}) was refused: {reason}. Add an account in the name of {expected} to be paid.'),
  ('payout_account_refused', 'body', 'pcm', 'Dem no accept your payout account {bank} ******{last4} ({name}): {reason}. Add account wey dey the name of {expected} make we fit pay you.'),
  ('payout_account_refused', 'body', 'ha', 'An ƙi asusun biyan kuɗinku {bank} ******{last4} ({name}): {reason}. Ku ƙara asusu da sunan {expected} don a biya ku.'),
  ('payout_account_refused', 'body', 'yo', 'Wọ́n kọ̀ àkáǹtì ìsanwó rẹ {bank} ******{last4} ({name}): {reason}. Fi àkáǹtì ní orúkọ {expected} kún un kí a lè san owó fún ọ.'),
  ('payout_account_refused', 'body', 'ig', 'Ajụla akaụntụ ịkwụ ụgwọ gị {bank} ******{last4} ({name}): {reason}. Tinye akaụntụ n''aha {expected} ka a kwụọ gị ụgwọ.'),
  ('payout_account_refused', 'subject', 'en', 'Your payout account was refused'),
  ('payout_account_refused', 'subject', 'pcm', 'Dem no accept your payout account'),
  ('payout_account_refused', 'subject', 'ha', 'An ƙi asusun biyan kuɗinku'),
  ('payout_account_refused', 'subject', 'yo', 'Wọ́n kọ̀ àkáǹtì ìsanwó rẹ'),
  ('payout_account_refused', 'subject', 'ig', 'Ajụla akaụntụ ịkwụ ụgwọ gị'),
  ('payout_account_refused', 'email', 'en', E'The payout account {bank} ******{last4} ({name}) cannot be used for your Magani Health payouts.\n\nWhy: {reason}.\n\nAdd a bank account in the name of {expected} in the app to be paid.'),
  ('payout_account_refused', 'email', 'pcm', E'You no fit use the payout account {bank} ******{last4} ({name}) for your Magani Health payouts.\n\nWhy: {reason}.\n\nAdd bank account wey dey the name of {expected} for the app make we fit pay you.'),
  ('payout_account_refused', 'email', 'ha', E'Ba za a iya amfani da asusun {bank} ******{last4} ({name}) don biyan kuɗinku na Magani Health ba.\n\nDalili: {reason}.\n\nKu ƙara asusun banki da sunan {expected} a manhajar don a biya ku.'),
  ('payout_account_refused', 'email', 'yo', E'A kò lè lo àkáǹtì {bank} ******{last4} ({name}) fún owó iṣẹ́ rẹ ní Magani Health.\n\nÌdí: {reason}.\n\nFi àkáǹtì báńkì ní orúkọ {expected} kún un nínú áàpù kí a lè san owó fún ọ.'),
  ('payout_account_refused', 'email', 'ig', E'Enweghị ike iji akaụntụ {bank} ******{last4} ({name}) kwụọ gị ego ọrụ na Magani Health.\n\nIhe kpatara ya: {reason}.\n\nTinye akaụntụ ụlọ akụ n\'aha {expected} na ngwa ahụ ka a kwụọ gị ụgwọ.');

/** p_template with each {name} replaced by p_params ->> name (missing or null: empty), in one pass. */
create function private.render_template(p_template text, p_params jsonb) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  v_pieces text[] := regexp_split_to_array(p_template, '\{[a-z][a-z0-9_]*\}');
  v_names text[];
  v_out text;
begin
  select coalesce(array_agg(m[1] order by n), '{}') into v_names
  from regexp_matches(p_template, '\{([a-z][a-z0-9_]*)\}', 'g') with ordinality as r(m, n);
  v_out := v_pieces[1];
  for i in 1 .. coalesce(array_length(v_names, 1), 0) loop
    v_out := v_out || coalesce(p_params ->> v_names[i], '') || v_pieces[i + 1];
  end loop;
  return v_out;
end
$$;

/** The text of p_event's p_part in p_language (English when that language has none), filled in. */
create function private.message_text(p_event text, p_part text, p_language text, p_params jsonb) returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_template text;
begin
  select t.template into v_template from private.message_templates t
  where t.event = p_event and t.part = p_part
    and t.language in (coalesce(p_language, 'en'), 'en')
  order by t.language = 'en'
  limit 1;
  if v_template is null then
    raise exception 'No message text for % (%)', p_event, p_part;
  end if;
  return private.render_template(v_template, coalesce(p_params, '{}'));
end
$$;

/** A bell notification about an order (or none) for p_user, in their language. */
create function private.notify_event(p_user uuid, p_order uuid, p_event text, p_params jsonb, p_link text)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_lang text := private.person_language(p_user);
begin
  perform private.notify(p_user, p_order, private.message_text(p_event, 'title', v_lang, p_params),
    private.message_text(p_event, 'body', v_lang, p_params), p_link);
end
$$;

/** A bell notification about a consultation for p_user, in their language. */
create function private.notify_consultation_event(p_user uuid, p_consultation uuid, p_event text, p_params jsonb, p_link text)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_lang text := private.person_language(p_user);
begin
  perform private.notify_consultation(p_user, p_consultation, private.message_text(p_event, 'title', v_lang, p_params),
    private.message_text(p_event, 'body', v_lang, p_params), p_link);
end
$$;

/** Tells the order's patient in the bell and, unless p_sms is false, by SMS to the order's number. */
create function private.tell_patient_event(v public.orders, p_event text, p_params jsonb, p_sms boolean default true)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.notify_event(v.patient_id, v.id, p_event, p_params, '/orders/track?id=' || v.reference);
  if p_sms then
    perform private.send_message('sms', v.contact_phone, '',
      private.message_text(p_event, 'sms', private.person_language(v.patient_id), p_params));
  end if;
end
$$;

/** Tells the order's pharmacy in the bell. */
create function private.tell_pharmacy_event(v public.orders, p_event text, p_params jsonb) returns void
language sql security definer set search_path = ''
as $$
  select private.notify_event(p.user_id, v.id, p_event, p_params, '/pharmacy/orders')
  from public.pharmacies p where p.id = v.pharmacy_id
$$;

/** Tells a prescription's patient in the bell, by e-mail and by SMS (as private.tell_patient did). */
create function private.tell_prescription_patient(p_rx public.prescriptions, p_event text, p_params jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_lang text := private.person_language(p_rx.user_id);
begin
  perform private.notify_event(p_rx.user_id, null, p_event, p_params, '/prescriptions/confirmation?id=' || p_rx.id);
  perform private.send_message('email', (select email from public.profiles where user_id = p_rx.user_id),
    private.message_text(p_event, 'subject', v_lang, p_params), private.message_text(p_event, 'email', v_lang, p_params));
  perform private.send_message('sms', p_rx.contact_phone, '', private.message_text(p_event, 'sms', v_lang, p_params));
end
$$;

revoke all on function private.render_template(text, jsonb), private.message_text(text, text, text, jsonb),
  private.notify_event(uuid, uuid, text, jsonb, text), private.notify_consultation_event(uuid, uuid, text, jsonb, text),
  private.tell_patient_event(public.orders, text, jsonb, boolean), private.tell_pharmacy_event(public.orders, text, jsonb),
  private.tell_prescription_patient(public.prescriptions, text, jsonb)
  from public, anon, authenticated;

-- Pushes are chosen by the bell's title (private.push_events); a translated title pushes as its
-- English one does, with the same urgency.
insert into private.push_events (title, urgent)
select t.template, p.urgent
from private.message_templates en
join private.push_events p on p.title = en.template
join private.message_templates t on t.event = en.event and t.part = 'title' and t.language <> 'en'
where en.part = 'title' and en.language = 'en'
on conflict (title) do nothing;

-- SMS: one part each. The rule, in order:
-- 1. "₦" is written "N" ("N3,700", as Nigerian banks' SMS do): ₦ is outside GSM-7, and one ₦
--    would make an English text a 70-character Unicode message.
-- 2. A text of GSM-7 characters (GSM 03.38; ^ { } \ [ ] ~ | € count twice) is one part up to 160;
--    any other text (Hausa ɓ ɗ ƙ, Yorùbá ẹ ọ ṣ and tone marks, Igbo ị ọ ụ ṅ) goes as UCS-2, one
--    part up to 70 UTF-16 units. The templates are written to fit with long real values (a
--    27-letter pharmacy name, ORD-2026-123456, N1,234,567.50).
-- 3. A text over its limit is sent in plain letters (tone marks and dots dropped, ɓ ɗ ƙ as b d k,
--    as most people type SMS) when that makes it a GSM-7 text within 160: the refill reminder,
--    whose reorder link alone is over 70 characters, goes this way in Yorùbá and Igbo.
-- 4. Only then is it cut, with "...": a long free-text reason. The whole text stays in the bell.
-- "{site}" (the sender puts SITE_URL there) counts as 25 characters ("https://app.magani.health").
create function private.sms_is_gsm7(p_text text) returns boolean
language sql immutable set search_path = ''
as $$
  select translate(p_text,
    '@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&''()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
      || '^{}\[~]|€' || chr(10) || chr(13) || chr(12), '') = ''
$$;

/** Whether p_text goes as one SMS part (rule 2 above). */
create function private.sms_fits(p_text text) returns boolean
language sql immutable set search_path = ''
as $$
  select case when private.sms_is_gsm7(t)
    then char_length(t) + char_length(t) - char_length(translate(t, '^{}\[~]|€' || chr(12), '')) <= 160
    -- UTF-16 units: characters beyond the Basic Multilingual Plane (emoji) take two.
    else char_length(t) + char_length(regexp_replace(t, '[^\U00010000-\U0010FFFF]', '', 'g')) <= 70 end
  from (select replace(p_text, '{site}', repeat('x', 25)) as t) s
$$;

/** p_text in plain letters: combining marks dropped after decomposition, hooked letters as plain. */
create function private.sms_plain_letters(p_text text) returns text
language sql immutable set search_path = ''
as $$
  select translate(regexp_replace(normalize(p_text, NFD), '[\u0300-\u036f]', '', 'g'), 'ɓɗƙƴƁƊƘƳʼ', 'bdkyBDKY''')
$$;

/** What an SMS body becomes under the rule above. */
create function private.sms_one_part_text(p_text text) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  v_text text := replace(p_text, '₦', 'N');
  v_plain text;
  n integer;
begin
  if private.sms_fits(v_text) then
    return v_text;
  end if;
  v_plain := private.sms_plain_letters(v_text);
  if private.sms_is_gsm7(v_plain) then
    if private.sms_fits(v_plain) then
      return v_plain;
    end if;
    v_text := v_plain;
  end if;
  n := least(char_length(v_text), 160);
  while n > 0 and not private.sms_fits(left(v_text, n) || '...') loop
    n := n - 1;
  end loop;
  return left(v_text, n) || '...';
end
$$;

-- The trigger of 20251227000100_message_sender.sql, now with the rule above.
create or replace function private.sms_one_part() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.channel = 'sms' then
    new.body := private.sms_one_part_text(new.body);
  end if;
  return new;
end
$$;

revoke all on function private.sms_is_gsm7(text), private.sms_fits(text), private.sms_plain_letters(text),
  private.sms_one_part_text(text) from public, anon, authenticated;


-- The functions that record the events, unchanged but for where their words come from.

-- public.confirm_order: as in 20251205000300_order_states.sql, its texts from private.message_templates.
create or replace function public.confirm_order(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
begin
  perform private.require_state(v, array['placed'], 'accepted');
  if v.prescription_status not in ('not_needed', 'approved') then
    perform private.refuse('Approve the prescription before accepting this order', 'prescription_not_approved');
  end if;
  v := private.move(v, 'confirmed', 'pharmacy');
  perform private.tell_patient_event(v, 'order_confirmed', jsonb_build_object('reference', v.reference,
    'pharmacy', (select name from public.pharmacies where id = v.pharmacy_id)));
  return private.order_summary(v);
end
$$;

-- public.decline_order: as in 20251205000300_order_states.sql, its texts from private.message_templates.
create or replace function public.decline_order(p_order_id uuid, p_reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
  reason text := btrim(coalesce(p_reason, ''));
begin
  perform private.require_state(v, array['placed'], 'declined');
  if length(reason) not between 3 and 300 then
    perform private.refuse('Give the patient a reason for declining', 'reason');
  end if;
  perform private.return_stock(v.id);
  update public.orders set decline_reason = reason where id = v.id;
  v := private.move(v, 'declined', 'pharmacy', reason);
  perform private.tell_patient_event(v, 'order_declined', jsonb_build_object('reference', v.reference, 'reason', reason));
  return private.order_summary(v);
end
$$;

-- public.start_preparing_order: as in 20251205000300_order_states.sql, its texts from private.message_templates.
create or replace function public.start_preparing_order(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
begin
  perform private.require_state(v, array['confirmed'], 'prepared');
  v := private.move(v, 'preparing', 'pharmacy');
  perform private.tell_patient_event(v, 'order_preparing', jsonb_build_object('reference', v.reference), false);
  return private.order_summary(v);
end
$$;

-- public.mark_order_ready: as in 20251205000300_order_states.sql, its texts from private.message_templates.
create or replace function public.mark_order_ready(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
  pharmacy_state text := (select state from public.pharmacies where id = v.pharmacy_id);
begin
  perform private.require_state(v, array['preparing'], 'marked ready');
  v := private.move(v, 'ready', 'pharmacy');
  perform private.tell_patient_event(v, 'order_ready', jsonb_build_object('reference', v.reference), false);
  -- Online riders in the pharmacy's state hear about the pickup; the first to accept gets it.
  perform private.notify_event(r.user_id, v.id, 'rider_new_pickup', jsonb_build_object('reference', v.reference), '/dashboard/rider')
  from public.riders r
  where r.is_online and r.approval_status = 'approved' and r.state = pharmacy_state;
  return private.order_summary(v);
end
$$;

-- public.cancel_order: as in 20251205000300_order_states.sql, its texts from private.message_templates.
create or replace function public.cancel_order(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'patient');
begin
  perform private.require_state(v, array['placed'], 'cancelled (the pharmacy has already accepted it)');
  perform private.return_stock(v.id);
  v := private.move(v, 'cancelled', 'patient');
  perform private.tell_pharmacy_event(v, 'order_cancelled', jsonb_build_object('reference', v.reference));
  return private.order_summary(v);
end
$$;

-- public.accept_delivery: as in 20251205000400_deliveries.sql, its texts from private.message_templates.
create or replace function public.accept_delivery(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.riders := private.rider_row();
  v public.orders;
  pharmacy public.pharmacies;
begin
  if r.approval_status <> 'approved' then
    raise exception 'Your rider account is waiting for approval' using errcode = '42501';
  end if;
  if not r.is_online then
    perform private.refuse('Go online to accept pickups', 'offline');
  end if;
  -- The row lock makes accepting a queue: the second rider waits, then sees the first one's name.
  select * into v from public.orders where id = p_order_id for update;
  if not found then perform private.refuse('This pickup no longer exists', 'not_found'); end if;
  select * into pharmacy from public.pharmacies where id = v.pharmacy_id;
  if pharmacy.state is distinct from r.state then
    raise exception 'This pickup is outside the state you ride in' using errcode = '42501';
  end if;
  if v.rider_id is not null then
    perform private.refuse('Another rider has already taken this pickup', 'taken');
  end if;
  perform private.require_state(v, array['ready'], 'accepted for delivery yet');
  update public.orders set rider_id = r.id, rider_assigned_at = now(), updated_at = now()
  where id = v.id returning * into v;
  insert into public.order_events (order_id, kind, from_status, to_status, actor_id, actor_role, note)
  values (v.id, 'rider_assigned', v.status, v.status, r.user_id, 'rider', r.full_name);
  perform private.tell_patient_event(v, 'order_rider_assigned', jsonb_build_object('rider', r.full_name, 'reference', v.reference,
    'phone', coalesce(r.phone, private.message_text('phone_not_given', 'body', private.person_language(v.patient_id), '{}'))));
  perform private.tell_pharmacy_event(v, 'pharmacy_rider_coming', jsonb_build_object('rider', r.full_name, 'reference', v.reference));
  return private.order_summary(v);
end
$$;

-- public.mark_picked_up: as in 20251205000400_deliveries.sql, its texts from private.message_templates.
create or replace function public.mark_picked_up(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'rider');
begin
  perform private.require_state(v, array['ready'], 'picked up');
  v := private.move(v, 'picked_up', 'rider');
  perform private.tell_patient_event(v, 'order_picked_up', jsonb_build_object('reference', v.reference), false);
  return private.order_summary(v);
end
$$;

-- public.mark_out_for_delivery: as in 20251205000400_deliveries.sql, its texts from private.message_templates.
create or replace function public.mark_out_for_delivery(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'rider');
begin
  perform private.require_state(v, array['picked_up'], 'out for delivery');
  v := private.move(v, 'out_for_delivery', 'rider');
  perform private.tell_patient_event(v, 'order_out_for_delivery', jsonb_build_object('reference', v.reference));
  return private.order_summary(v);
end
$$;

-- public.mark_delivered: as in 20251205000400_deliveries.sql, its texts from private.message_templates.
create or replace function public.mark_delivered(p_order_id uuid, p_code text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'rider');
  c public.delivery_codes;
begin
  perform private.require_state(v, array['out_for_delivery'], 'delivered');
  select * into c from public.delivery_codes where order_id = v.id for update;
  if c.failed_attempts >= 10 then
    perform private.refuse('Too many wrong codes for this order: call Magani support', 'code_locked');
  end if;
  if coalesce(btrim(p_code), '') <> c.code then
    update public.delivery_codes set failed_attempts = failed_attempts + 1 where order_id = v.id;
    return jsonb_build_object('ok', false, 'message', 'That code is not right: ask the patient for the 4-digit code on their tracking page');
  end if;
  v := private.move(v, 'delivered', 'rider');
  perform private.tell_patient_event(v, 'order_delivered', jsonb_build_object('reference', v.reference));
  perform private.tell_pharmacy_event(v, 'pharmacy_order_delivered', jsonb_build_object('reference', v.reference));
  return jsonb_build_object('ok', true, 'order', private.order_summary(v));
end
$$;

-- public.quote_prescription: as in 20251209000200_prescription_answers.sql, its texts from private.message_templates.
create or replace function public.quote_prescription(p_id uuid, p_items jsonb, p_note text) returns jsonb
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
  perform private.tell_prescription_patient(v, 'prescription_quoted', jsonb_build_object(
    'pharmacy', (select name from public.pharmacies where id::text = v.pharmacy_id), 'amount', private.naira_text(v_total)));
  return jsonb_build_object('id', v.id, 'status', v.status, 'subtotal', v_total);
end
$$;

-- public.refuse_prescription: as in 20251209000200_prescription_answers.sql, its texts from private.message_templates.
create or replace function public.refuse_prescription(p_id uuid, p_reason text) returns jsonb
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
  perform private.tell_prescription_patient(v, 'prescription_refused', jsonb_build_object(
    'pharmacy', (select name from public.pharmacies where id::text = v.pharmacy_id), 'reason', v.refusal_reason));
  return jsonb_build_object('id', v.id, 'status', v.status);
end
$$;

-- public.decline_prescription_quote: as in 20251209000200_prescription_answers.sql, its texts from private.message_templates.
create or replace function public.decline_prescription_quote(p_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.prescriptions := private.patient_quoted_prescription(p_id);
begin
  update public.prescriptions set status = 'declined', updated_at = now() where id = v.id returning * into v;
  perform private.notify_event((select user_id from public.pharmacies where id::text = v.pharmacy_id), null,
    'prescription_quote_declined', '{}', '/pharmacy/prescriptions');
  return jsonb_build_object('id', v.id, 'status', v.status);
end
$$;

-- public.book_consultation: as in 20251210000300_booking_functions.sql, its texts from private.message_templates.
create or replace function public.book_consultation(
  p_doctor uuid, p_starts_at timestamptz, p_type text, p_symptoms text, p_client_id text
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  doc public.doctors;
  existing uuid;
  new_id uuid;
begin
  if me is null then
    raise exception 'Sign in to book a consultation' using errcode = '42501';
  end if;
  select id into existing from public.consultations where patient_id = me and client_id = p_client_id;
  if existing is not null then
    return jsonb_build_object('id', existing);
  end if;
  select * into doc from public.doctors where user_id = p_doctor and approval_status = 'approved';
  if doc.user_id is null then
    raise exception 'This doctor is not available for booking' using errcode = 'P0001', hint = 'doctor';
  end if;
  if p_doctor = me then
    raise exception 'You cannot book a consultation with yourself' using errcode = 'P0001', hint = 'doctor';
  end if;
  if p_type is null or not (p_type = any (doc.consultation_types)) then
    raise exception 'This doctor does not offer that type of consultation' using errcode = 'P0001', hint = 'type';
  end if;
  if char_length(coalesce(p_symptoms, '')) > 2000 then
    raise exception 'Please describe your symptoms in at most 2000 characters' using errcode = 'P0001', hint = 'symptoms';
  end if;
  if not private.is_free_slot(p_doctor, p_starts_at) then
    raise exception 'This time is no longer available. Please choose another slot.'
      using errcode = 'P0001', hint = 'slot_taken';
  end if;
  begin
    insert into public.consultations (client_id, patient_id, doctor_id, starts_at, type, symptoms, fee)
    values (p_client_id, me, p_doctor, p_starts_at, p_type, coalesce(p_symptoms, ''), doc.fee)
    returning id into new_id;
  exception when unique_violation then
    select id into existing from public.consultations where patient_id = me and client_id = p_client_id;
    if existing is not null then
      return jsonb_build_object('id', existing);
    end if;
    raise exception 'This time is no longer available. Please choose another slot.'
      using errcode = 'P0001', hint = 'slot_taken';
  end;
  perform private.notify_consultation_event(p_doctor, new_id, 'consultation_booked',
    jsonb_build_object('when', to_char(p_starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM'),
      'date', to_char(p_starts_at at time zone 'Africa/Lagos', 'DD/MM/YYYY'), 'time', to_char(p_starts_at at time zone 'Africa/Lagos', 'HH12:MI AM')), '/doctor/schedule');
  return jsonb_build_object('id', new_id);
end
$$;

-- private.notify_consultations_soon: as in 20251228000200_consultation_pushes.sql, its texts from private.message_templates.
create or replace function private.notify_consultations_soon() returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  c record;
  n integer := 0;
begin
  for c in
    update public.consultations set soon_notified_at = now()
    where status = 'booked' and soon_notified_at is null
      and starts_at > now() and starts_at <= now() + interval '10 minutes'
    returning id, patient_id, doctor_id, starts_at
  loop
    perform private.notify_consultation_event(who, c.id, 'consultation_soon',
      jsonb_build_object('time', to_char(c.starts_at at time zone 'Africa/Lagos', 'HH12:MI AM')), '/consultations/room/' || c.id)
    from unnest(array[c.patient_id, c.doctor_id]) as who;
    n := n + 1;
  end loop;
  return n;
end
$$;

-- private.doctor_joined: as in 20251228000200_consultation_pushes.sql, its texts from private.message_templates.
create or replace function private.doctor_joined() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  c record;
begin
  update public.consultations set doctor_joined_at = now()
  where id = new.consultation_id and doctor_id = new.sender_id and doctor_joined_at is null and status = 'booked'
  returning id, patient_id into c;
  if c.id is not null then
    perform private.notify_consultation_event(c.patient_id, c.id, 'consultation_doctor_joined', '{}', '/consultations/room/' || c.id);
  end if;
  return null;
end
$$;

-- public.complete_consultation: as in 20251226000100_consultation_completed_text.sql, its texts from private.message_templates.
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
  perform private.notify_consultation_event(c.patient_id, p_id, 'consultation_completed',
    jsonb_build_object('doctor', private.doctor_title(c.doctor_id)), '/consultations/room/' || p_id);
end
$$;

-- public.cancel_consultation: as in 20251210000300_booking_functions.sql, its texts from private.message_templates.
create or replace function public.cancel_consultation(p_id uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c public.consultations;
begin
  select * into c from public.consultations where id = p_id and (patient_id = me or doctor_id = me) for update;
  if c.id is null then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
  if c.status <> 'booked' then
    raise exception 'Only a booked consultation can be cancelled' using errcode = 'P0001', hint = 'state';
  end if;
  if c.starts_at <= now() then
    raise exception 'This consultation has already started' using errcode = 'P0001', hint = 'state';
  end if;
  update public.consultations set status = 'cancelled', cancelled_by = me, cancelled_at = now() where id = p_id;
  perform private.notify_consultation_event(case when me = c.patient_id then c.doctor_id else c.patient_id end, p_id,
    'consultation_cancelled', jsonb_build_object('when', to_char(c.starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM'),
      'date', to_char(c.starts_at at time zone 'Africa/Lagos', 'DD/MM/YYYY'), 'time', to_char(c.starts_at at time zone 'Africa/Lagos', 'HH12:MI AM')),
    case when me = c.patient_id then '/doctor/schedule' else '/consultations' end);
end
$$;

-- public.reschedule_consultation: as in 20251210000300_booking_functions.sql, its texts from private.message_templates.
create or replace function public.reschedule_consultation(p_id uuid, p_starts_at timestamptz) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c public.consultations;
begin
  select * into c from public.consultations where id = p_id and (patient_id = me or doctor_id = me) for update;
  if c.id is null then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
  if c.status <> 'booked' then
    raise exception 'Only a booked consultation can be rescheduled' using errcode = 'P0001', hint = 'state';
  end if;
  if c.starts_at - now() < interval '2 hours' then
    raise exception 'A consultation can be rescheduled up to 2 hours before it starts' using errcode = 'P0001', hint = 'too_late';
  end if;
  if not private.is_free_slot(c.doctor_id, p_starts_at) then
    raise exception 'This time is no longer available. Please choose another slot.' using errcode = 'P0001', hint = 'slot_taken';
  end if;
  begin
    update public.consultations set starts_at = p_starts_at, patient_reminded_at = null, doctor_reminded_at = null
    where id = p_id;
  exception when unique_violation then
    raise exception 'This time is no longer available. Please choose another slot.' using errcode = 'P0001', hint = 'slot_taken';
  end;
  perform private.notify_consultation_event(case when me = c.patient_id then c.doctor_id else c.patient_id end, p_id,
    'consultation_moved', jsonb_build_object('when', to_char(p_starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM'),
      'date', to_char(p_starts_at at time zone 'Africa/Lagos', 'DD/MM/YYYY'), 'time', to_char(p_starts_at at time zone 'Africa/Lagos', 'HH12:MI AM')),
    case when me = c.patient_id then '/doctor/schedule' else '/consultations' end);
end
$$;

-- public.consultation_reminders: as in 20251210000300_booking_functions.sql, its texts from private.message_templates.
create or replace function public.consultation_reminders() returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  c record;
  n integer := 0;
begin
  for c in
    update public.consultations
    set patient_reminded_at = case when patient_id = me then now() else patient_reminded_at end,
        doctor_reminded_at = case when doctor_id = me then now() else doctor_reminded_at end
    where status = 'booked' and starts_at between now() and now() + interval '30 minutes'
      and ((patient_id = me and patient_reminded_at is null) or (doctor_id = me and doctor_reminded_at is null))
    returning id, starts_at
  loop
    perform private.notify_consultation_event(me, c.id, 'consultation_starts_soon',
      jsonb_build_object('time', to_char(c.starts_at at time zone 'Africa/Lagos', 'HH12:MI AM')), '/consultations/room/' || c.id);
    n := n + 1;
  end loop;
  return n;
end
$$;

-- public.run_refill_reminders: as in 20251229000100_refill_reminders.sql, its texts from private.message_templates.
create or replace function public.run_refill_reminders(p_now timestamptz default null) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  r record;
  v_link text;
  v_items text;
  v_recipient text;
  v_key text;
  v_steps integer;
  v_lang text;
  v_params jsonb;
  n integer := 0;
begin
  -- Quiet hours on the job's own clock: nothing now; the first run after 07:00 sends them.
  if private.after_quiet_hours(v_now) <> v_now then
    return 0;
  end if;
  for r in
    select rr.*, o.reference, o.contact_phone
    from public.refill_reminders rr join public.orders o on o.id = rr.order_id
    where rr.cancelled_at is null and rr.next_due_at <= v_now
    order by rr.next_due_at, rr.id
    limit 500
    for update of rr skip locked
  loop
    v_link := '{site}/orders/' || r.order_id || '/reorder';
    v_key := 'refill:' || r.id || ':' || extract(epoch from r.next_due_at)::bigint;
    v_lang := private.person_language(r.patient_id);
    select string_agg(i.quantity || ' × ' || i.medicine_name, ', ' order by i.id) into v_items
    from public.order_items i where i.order_id = r.order_id;
    v_params := jsonb_build_object('reference', r.reference, 'items', coalesce(v_items, ''), 'link', v_link,
      'days', r.interval_days, 'site', '{site}');
    if r.channel = 'push' then
      v_recipient := null;
      -- One per device, each with its own key for this due time.
      insert into private.outgoing_messages (channel, recipient, subject, body, user_id, kind, link, urgent, subscription_id, message_key)
      select 'push', s.id::text, private.message_text('refill_reminder', 'title', v_lang, v_params),
        private.message_text('refill_reminder', 'push', v_lang, v_params),
        r.patient_id, 'reminders', '/orders/' || r.order_id || '/reorder', true, s.id, md5(v_key || ':' || s.id)::uuid
      from public.push_subscriptions s where s.user_id = r.patient_id
      on conflict (message_key) do nothing;
    elsif r.channel = 'sms' then
      v_recipient := r.contact_phone;
    else
      v_recipient := (select p.email from public.profiles p where p.user_id = r.patient_id);
    end if;
    if coalesce(v_recipient, '') <> '' then
      -- urgent: quiet hours were kept above on the job's clock; the person's opt-outs still apply.
      insert into private.outgoing_messages (channel, recipient, subject, body, user_id, kind, link, urgent, message_key)
      values (r.channel, v_recipient,
        case when r.channel = 'email' then private.message_text('refill_reminder', 'subject', v_lang, v_params) else '' end,
        case when r.channel = 'sms' then private.message_text('refill_reminder', 'sms', v_lang, v_params)
          else private.message_text('refill_reminder', 'email', v_lang, v_params) end,
        r.patient_id, 'reminders', '/orders/' || r.order_id || '/reorder', true, md5(v_key)::uuid)
      on conflict (message_key) do nothing;
    end if;
    perform private.notify_event(r.patient_id, r.order_id, 'refill_reminder', v_params, '/orders/' || r.order_id || '/reorder');
    v_steps := floor(extract(epoch from (v_now - r.next_due_at)) / (r.interval_days * 86400))::integer + 1;
    update public.refill_reminders
    set next_due_at = r.next_due_at + make_interval(days => r.interval_days * v_steps),
        last_sent_at = v_now, sent_count = sent_count + 1
    where id = r.id;
    n := n + 1;
  end loop;
  return n;
end
$$;

-- private.fail_payout: as in 20260101000200_payout_refusals_and_messages.sql, its texts from private.message_templates.
create or replace function private.fail_payout(p public.payouts, p_status text, p_reason text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_from text := case when p.status = 'paid' then 'paystack_clearing' else 'payouts_in_transit' end;
  v_naira text := private.naira_text(p.amount_kobo / 100.0);
  v_lang text := private.person_language(p.user_id);
  v_event text := case p_status when 'reversed' then 'payout_reversed' else 'payout_failed' end;
  -- The bank's own words are kept as they came; the stand-in reason is in the payee's language,
  -- and the ledger memo and failure_reason stay in English for the admins.
  v_why text := coalesce(nullif(btrim(p_reason), ''), case p_status when 'reversed' then 'the bank sent the money back'
    else 'the bank did not accept the transfer' end);
  v_params jsonb := jsonb_build_object('amount', v_naira, 'bank', p.bank_name, 'last4', p.account_last4,
    'reason', coalesce(nullif(btrim(p_reason), ''), private.message_text(v_event || '_reason', 'body', v_lang, '{}')));
begin
  update public.payouts set status = p_status, failure_reason = left(v_why, 300), settled_at = now(), updated_at = now()
  where id = p.id;
  perform private.ledger_post('payout_failed', p.reference, jsonb_build_array(
    jsonb_build_object('kind', v_from, 'owner', null, 'amount', p.amount_kobo),
    jsonb_build_object('kind', p.payee_kind, 'owner', p.payee_id, 'amount', -p.amount_kobo)),
    'Payout ' || p_status || ': ' || left(v_why, 200));
  perform private.notify_event(p.user_id, null, v_event, v_params, private.payout_link(p.payee_kind));
  perform private.send_message('email', (select email from public.profiles where user_id = p.user_id),
    private.message_text(v_event, 'subject', v_lang, v_params), private.message_text(v_event, 'email', v_lang, v_params));
end
$$;

-- public.settle_transfer: as in 20251225000200_weekly_payouts.sql, its texts from private.message_templates.
create or replace function public.settle_transfer(p_event text, p_data jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  p public.payouts;
  v_outcome text := 'applied';
  v_reason text := left(coalesce(p_data #>> '{failures,reason}', p_data ->> 'gateway_response', ''), 200);
begin
  select * into p from public.payouts where reference = p_data ->> 'reference' for update;
  if not found then
    insert into public.payout_events (reference, event, outcome, payload)
    values (left(p_data ->> 'reference', 100), left(p_event, 60), 'unknown_reference', p_data);
    return jsonb_build_object('outcome', 'unknown_reference');
  end if;
  if p_data ->> 'amount' is distinct from p.amount_kobo::text or coalesce(p_data ->> 'currency', 'NGN') <> 'NGN' then
    v_outcome := 'mismatch';
  elsif p_event = 'transfer.success' and p.status in ('sending', 'sent') then
    update public.payouts set status = 'paid', settled_at = now(), updated_at = now(),
      transfer_code = coalesce(transfer_code, left(p_data ->> 'transfer_code', 100)) where id = p.id;
    perform private.ledger_post('payout_settled', p.reference, jsonb_build_array(
      jsonb_build_object('kind', 'payouts_in_transit', 'owner', null, 'amount', p.amount_kobo),
      jsonb_build_object('kind', 'paystack_clearing', 'owner', null, 'amount', -p.amount_kobo)), 'Transfer confirmed by Paystack');
    perform private.notify_event(p.user_id, null, 'payout_sent', jsonb_build_object(
      'amount', private.naira_text(p.amount_kobo / 100.0), 'bank', p.bank_name, 'last4', p.account_last4),
      private.payout_link(p.payee_kind));
  elsif p_event = 'transfer.failed' and p.status in ('sending', 'sent') then
    perform private.fail_payout(p, 'failed', v_reason);
  elsif p_event = 'transfer.reversed' and p.status in ('sending', 'sent', 'paid') then
    perform private.fail_payout(p, 'reversed', v_reason);
  elsif p_event in ('transfer.success', 'transfer.failed', 'transfer.reversed') then
    v_outcome := 'duplicate';
  else
    v_outcome := 'ignored';
  end if;
  insert into public.payout_events (payout_id, reference, event, outcome, payload)
  values (p.id, p.reference, left(p_event, 60), v_outcome, p_data);
  return jsonb_build_object('outcome', v_outcome);
end
$$;

-- public.admin_review_application: as in 20251202000300_admin_review_functions.sql, its texts from private.message_templates.
create or replace function public.admin_review_application(kind text, application_id uuid, decision text, reason text default null)
returns json
language plpgsql security definer set search_path = ''
as $$
declare
  why text := nullif(trim(coalesce(reason, '')), '');
  new_status text;
  owner uuid;
  label text;
  new_tier text;
  v_lang text;
  v_params jsonb;
begin
  perform private.require_admin();
  if decision not in ('approve', 'reject') then
    raise exception 'decision must be approve or reject' using errcode = '22023';
  end if;
  if decision = 'reject' and (why is null or length(why) < 5) then
    raise exception 'a rejection needs a reason (at least 5 characters)' using errcode = '23514';
  end if;
  new_status := case decision when 'approve' then 'approved' else 'rejected' end;

  if kind = 'pharmacy' then
    update public.pharmacies set status = new_status, rejection_reason = case when decision = 'reject' then why end,
      reviewed_at = now(), reviewed_by = (select auth.uid())
    where id = application_id and status = 'pending' returning user_id, name into owner, label;
  elsif kind = 'doctor' then
    update public.doctors set approval_status = new_status, rejection_reason = case when decision = 'reject' then why end,
      reviewed_at = now(), reviewed_by = (select auth.uid())
    where id = application_id and approval_status = 'pending' returning user_id, full_name into owner, label;
  elsif kind = 'rider' then
    update public.riders set approval_status = new_status, rejection_reason = case when decision = 'reject' then why end,
      reviewed_at = now(), reviewed_by = (select auth.uid())
    where id = application_id and approval_status = 'pending' returning user_id, full_name into owner, label;
  elsif kind = 'logistics_tier' then
    update public.tier_requests t set status = new_status, rejection_reason = case when decision = 'reject' then why end,
      reviewed_at = now(), reviewed_by = (select auth.uid())
    where t.id = application_id and t.status = 'pending' returning t.user_id, t.tier into owner, new_tier;
    if found and decision = 'approve' then
      update public.logistics_providers
      set tier = new_tier, vehicles_allowed = case new_tier when '2' then 10 else 50 end
      where user_id = owner returning full_name into label;
    elsif found then
      select full_name into label from public.logistics_providers where user_id = owner;
    end if;
  else
    raise exception 'unknown application kind %', kind using errcode = '22023';
  end if;

  if owner is null then
    raise exception 'no pending application with this id' using errcode = 'P0002';
  end if;

  perform private.audit(decision, owner, label, jsonb_build_object('kind', kind, 'application_id', application_id, 'reason', why));
  v_lang := private.person_language(owner);
  v_params := jsonb_build_object('what', private.message_text('application_kind_' || kind, 'body', v_lang, '{}'),
    'label', coalesce(label, ''), 'reason', why);
  perform private.queue_email(owner,
    private.message_text(case decision when 'approve' then 'application_approved' else 'application_rejected' end, 'subject', v_lang, v_params),
    private.message_text(case decision when 'approve' then 'application_approved' else 'application_rejected' end, 'email', v_lang, v_params));
  return json_build_object('kind', kind, 'id', application_id, 'status', new_status);
end
$$;

-- public.admin_approve_payout_account: as in 20251225000100_payout_accounts.sql, its texts from private.message_templates.
create or replace function public.admin_approve_payout_account(p_account_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  a public.payout_accounts;
begin
  perform private.require_admin();
  update public.payout_accounts set status = 'active', approved_by = (select auth.uid()), approved_at = now(), updated_at = now()
  where id = p_account_id and status = 'needs_approval' returning * into a;
  if not found then
    raise exception 'No payout account waits for approval with this id' using errcode = 'P0002';
  end if;
  perform private.audit('approve', a.user_id, a.account_name,
    jsonb_build_object('what', 'payout_account', 'account', p_account_id, 'expected_name', a.expected_name,
      'bank', a.bank_name, 'account_last4', a.account_last4));
  perform private.notify_event(a.user_id, null, 'payout_account_approved',
    jsonb_build_object('bank', a.bank_name, 'last4', a.account_last4, 'name', a.account_name), '/settings');
  return private.payout_account_json(a);
end
$$;

-- public.admin_refuse_payout_account: as in 20260101000200_payout_refusals_and_messages.sql, its texts from private.message_templates.
create or replace function public.admin_refuse_payout_account(p_account_id uuid, p_reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  a public.payout_accounts;
  v_why text := btrim(coalesce(p_reason, ''));
  v_lang text;
  v_params jsonb;
begin
  perform private.require_admin();
  if char_length(v_why) < 5 or char_length(v_why) > 300 then
    perform private.refuse('Give the reason for refusing (5 to 300 characters)', 'reason');
  end if;
  update public.payout_accounts set status = 'refused', refusal_reason = v_why, approved_by = (select auth.uid()),
    approved_at = now(), updated_at = now()
  where id = p_account_id and status = 'needs_approval' returning * into a;
  if not found then
    raise exception 'No payout account waits for approval with this id' using errcode = 'P0002';
  end if;
  perform private.audit('reject', a.user_id, a.account_name,
    jsonb_build_object('what', 'payout_account', 'account', p_account_id, 'expected_name', a.expected_name,
      'bank', a.bank_name, 'account_last4', a.account_last4, 'reason', v_why));
  v_lang := private.person_language(a.user_id);
  v_params := jsonb_build_object('bank', a.bank_name, 'last4', a.account_last4, 'name', a.account_name, 'reason', v_why,
    'expected', a.expected_name);
  perform private.notify_event(a.user_id, null, 'payout_account_refused', v_params, '/settings');
  perform private.send_message('email', (select email from public.profiles where user_id = a.user_id),
    private.message_text('payout_account_refused', 'subject', v_lang, v_params),
    private.message_text('payout_account_refused', 'email', v_lang, v_params));
  return private.payout_account_json(a);
end
$$;
