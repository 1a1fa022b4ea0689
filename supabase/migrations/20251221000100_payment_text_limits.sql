-- Length limits on the payment tables' text, like every other text column: these are written only
-- by the payment functions (service role) from Paystack's answers, so the limits are generous
-- bounds that a real answer never reaches (a webhook body is a few KB).
alter table public.payments
  add constraint payments_channel_length check (char_length(channel) <= 40),
  add constraint payments_failure_reason_length check (char_length(failure_reason) <= 500),
  add constraint payments_authorization_url_length check (char_length(authorization_url) <= 500);

alter table public.payment_events
  add constraint payment_events_reference_length check (char_length(reference) <= 200),
  add constraint payment_events_event_length check (char_length(event) <= 100),
  add constraint payment_events_detail_length check (char_length(detail) <= 1000),
  add constraint payment_events_payload_size check (octet_length(payload::text) <= 65536);

alter table public.payment_refunds
  add constraint payment_refunds_reason_length check (char_length(reason) <= 500),
  add constraint payment_refunds_failure_reason_length check (char_length(failure_reason) <= 500);
