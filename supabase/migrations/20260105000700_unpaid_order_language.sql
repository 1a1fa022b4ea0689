-- The last English-only order text: an online order left unpaid for 30 minutes is cancelled, and
-- the patient reads why in their language (see 20260105000200_message_languages.sql).

insert into private.message_events (event, params, description) values
  ('order_cancelled_unpaid', '{reference}', 'an online order was not paid within 30 minutes and was cancelled (patient: bell)');

insert into private.message_templates (event, part, language, template) values
  ('order_cancelled_unpaid', 'title', 'en', 'Order cancelled'),
  ('order_cancelled_unpaid', 'title', 'pcm', 'Dem don cancel your order'),
  ('order_cancelled_unpaid', 'title', 'ha', 'An soke odarku'),
  ('order_cancelled_unpaid', 'title', 'yo', 'A ti fagi lé ọ́dà rẹ'),
  ('order_cancelled_unpaid', 'title', 'ig', 'Akagbuola ọda gị'),
  ('order_cancelled_unpaid', 'body', 'en', '{reference} was not paid within 30 minutes, so it was cancelled.'),
  ('order_cancelled_unpaid', 'body', 'pcm', 'You no pay for {reference} inside 30 minutes, so dem cancel am.'),
  ('order_cancelled_unpaid', 'body', 'ha', 'Ba a biya {reference} cikin minti 30 ba, don haka an soke ta.'),
  ('order_cancelled_unpaid', 'body', 'yo', 'A kò san owó {reference} láàárín ìṣẹ́jú 30, nítorí náà a fagi lé e.'),
  ('order_cancelled_unpaid', 'body', 'ig', 'Akwụghị ụgwọ {reference} n''ime nkeji 30, ya mere akagbuola ya.');

-- public.expire_payments: as in 20251220000300_payment_refunds.sql, its text from private.message_templates.
create or replace function public.expire_payments() returns int
language plpgsql security definer set search_path = ''
as $$
declare
  o public.orders;
  n int := 0;
begin
  update public.payments set status = 'abandoned', updated_at = now()
  where id in (select id from public.payments where status = 'pending' and expires_at <= now()
               order by id for update skip locked);
  for o in select * from public.orders x
           where x.payment_method = 'online' and x.status = 'placed' and x.created_at <= now() - interval '30 minutes'
             and not exists (select 1 from public.payments p where p.patient_id = x.patient_id
               and p.idempotency_key = x.idempotency_key and (p.status = 'pending' or p.paid_at is not null))
           order by x.id for update skip locked loop
    perform private.return_stock(o.id);
    o := private.move(o, 'cancelled', 'system', 'Not paid within 30 minutes');
    perform private.tell_patient_event(o, 'order_cancelled_unpaid', jsonb_build_object('reference', o.reference), false);
    n := n + 1;
  end loop;
  return n;
end
$$;
