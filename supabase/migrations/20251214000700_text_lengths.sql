-- Length limits on every free-text column, so no request can store megabytes in an address, a
-- landmark or a note (and have it sent to a pharmacy on every poll). The forms and the functions
-- refuse over-long input with a message first; these constraints are what holds whatever the
-- client sends. tests/backend/abuse-limits.test.ts fails when a text column of a public table has no
-- check constraint at all, so a new column must come with its limit.

alter table public.admin_audit
  add constraint admin_audit_target_label_length check (char_length(target_label) <= 300),
  add constraint admin_audit_actor_email_length check (char_length(actor_email) <= 254);
alter table public.doctors
  add constraint doctors_hospital_length check (char_length(hospital) <= 200),
  add constraint doctors_rejection_reason_length check (char_length(rejection_reason) <= 1000),
  add constraint doctors_specialty_length check (char_length(specialty) <= 100);
alter table public.email_outbox
  add constraint email_outbox_body_length check (char_length(body) <= 20000),
  add constraint email_outbox_error_length check (char_length(error) <= 2000),
  add constraint email_outbox_recipient_length check (char_length(recipient) <= 254),
  add constraint email_outbox_subject_length check (char_length(subject) <= 300);
alter table public.logistics_providers
  add constraint logistics_providers_address_length check (char_length(address) <= 300),
  add constraint logistics_providers_email_length check (char_length(email) <= 254),
  add constraint logistics_providers_government_id_length check (char_length(government_id) <= 100);
alter table public.medicines
  add constraint medicines_category_length check (char_length(category) <= 100),
  add constraint medicines_description_length check (char_length(description) <= 6000),
  add constraint medicines_dosage_form_length check (char_length(dosage_form) <= 100),
  add constraint medicines_generic_name_length check (char_length(generic_name) <= 200),
  add constraint medicines_image_path_length check (char_length(image_path) <= 500),
  add constraint medicines_manufacturer_length check (char_length(manufacturer) <= 200),
  add constraint medicines_name_length check (char_length(name) <= 200),
  add constraint medicines_pack_size_length check (char_length(pack_size) <= 100),
  add constraint medicines_strength_length check (char_length(strength) <= 100);
alter table public.notifications
  add constraint notifications_body_length check (char_length(body) <= 1000),
  add constraint notifications_link_length check (char_length(link) <= 500),
  add constraint notifications_title_length check (char_length(title) <= 200);
alter table public.offers
  add constraint offers_batch_number_length check (char_length(batch_number) <= 60);
alter table public.order_events
  add constraint order_events_from_status_length check (char_length(from_status) <= 40),
  add constraint order_events_to_status_length check (char_length(to_status) <= 40),
  add constraint order_events_note_length check (char_length(note) <= 500);
alter table public.order_items
  add constraint order_items_medicine_name_length check (char_length(medicine_name) <= 200),
  add constraint order_items_strength_length check (char_length(strength) <= 100);
alter table public.orders
  add constraint orders_decline_reason_length check (char_length(decline_reason) <= 300),
  add constraint orders_delivery_landmark_length check (char_length(delivery_landmark) <= 200),
  add constraint orders_delivery_lga_length check (char_length(delivery_lga) <= 80),
  add constraint orders_delivery_state_length check (char_length(delivery_state) <= 40),
  add constraint orders_delivery_street_length check (char_length(delivery_street) <= 300),
  add constraint orders_idempotency_key_length check (char_length(idempotency_key) <= 100),
  add constraint orders_reference_length check (char_length(reference) <= 40);
alter table public.pharmacies
  add constraint pharmacies_address_length check (char_length(address) <= 300),
  add constraint pharmacies_delivery_time_length check (char_length(delivery_time) <= 100),
  add constraint pharmacies_lga_length check (char_length(lga) <= 80),
  add constraint pharmacies_opening_hours_length check (char_length(opening_hours) <= 300),
  add constraint pharmacies_pcn_premises_number_length check (char_length(pcn_premises_number) <= 50),
  add constraint pharmacies_rejection_reason_length check (char_length(rejection_reason) <= 1000);
alter table public.prescription_quote_items
  add constraint prescription_quote_items_strength_length check (char_length(strength) <= 100);
alter table public.prescriptions
  add constraint prescriptions_address_length check (char_length(address) <= 300),
  add constraint prescriptions_client_id_length check (char_length(client_id) <= 100),
  add constraint prescriptions_delivery_time_length check (char_length(delivery_time) <= 100),
  add constraint prescriptions_notes_length check (char_length(notes) <= 2000),
  add constraint prescriptions_pharmacy_id_length check (char_length(pharmacy_id) <= 100);
alter table public.profiles
  add constraint profiles_confirmation_token_length check (char_length(confirmation_token) <= 200),
  add constraint profiles_email_length check (char_length(email) <= 254),
  add constraint profiles_partner_status_length check (char_length(partner_status) <= 40),
  add constraint profiles_spent_confirmation_token_length check (char_length(spent_confirmation_token) <= 200),
  add constraint profiles_state_length check (char_length(state) <= 40),
  add constraint profiles_suspended_reason_length check (char_length(suspended_reason) <= 1000);
alter table public.riders
  add constraint riders_rejection_reason_length check (char_length(rejection_reason) <= 1000),
  add constraint riders_state_length check (char_length(state) <= 40),
  add constraint riders_vehicle_info_length check (char_length(vehicle_info) <= 300);
alter table public.tier_requests
  add constraint tier_requests_rejection_reason_length check (char_length(rejection_reason) <= 1000);

-- Structured values: bounded in size too.
alter table public.admin_audit add constraint admin_audit_details_size check (octet_length(details::text) <= 20000);
alter table public.medicines add constraint medicines_ingredients_size check (octet_length(ingredients::text) <= 4000);
alter table public.tier_requests add constraint tier_requests_documents_size check (octet_length(documents::text) <= 8000);
alter table public.doctors add constraint doctors_languages_size
  check (cardinality(languages) <= 20 and char_length(array_to_string(languages, ',')) <= 400);
