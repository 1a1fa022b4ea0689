-- Consultation fees, charged once and only after the doctor completes the consultation.
--
-- At booking the patient chooses how the fee will be paid (consultations.fee_payment): 'pay_after'
-- (a payment request when the consultation is completed, a reminder 24 hours later) or
-- 'saved_card' (the reusable card authorization kept from an earlier card payment, charged by the
-- consultation-charges function). The amount is consultations.fee (naira, copied from the doctor's
-- row by book_consultation), in kobo. A payment row for a consultation can exist only once it is
-- completed, for its patient and its exact fee, and at most one that has not failed.

alter table public.consultations
  add column fee_payment text not null default 'pay_after' check (fee_payment in ('pay_after', 'saved_card')),
  add column fee_reminded_at timestamptz;

-- One live (pending, paid or refunded) fee payment per consultation: completed twice, or charged
-- and requested at once, the second insert finds this one.
create unique index payments_consultation_once on public.payments (consultation_id)
  where purpose = 'consultation' and status <> 'failed';

-- A saved-card charge owed for a consultation payment; claimed once by the charges function.
create table private.consultation_charges (
  payment_id uuid primary key references public.payments (id) on delete cascade,
  authorization_code text not null check (char_length(authorization_code) <= 200),
  email text not null check (char_length(email) <= 320),
  claimed_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table private.consultation_charges is
  'Saved-card charges of consultation fees, each claimed once by the consultation-charges function; never readable through the API.';
revoke all on private.consultation_charges from public, anon, authenticated;
create index consultation_charges_waiting_idx on private.consultation_charges (created_at) where claimed_at is null;

/** A consultation payment is refused before completion, for anyone but its patient, or for another amount. */
create function private.consultation_payment_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  c public.consultations;
begin
  if new.purpose <> 'consultation' then return new; end if;
  select * into c from public.consultations where id = new.consultation_id;
  if c.status is distinct from 'completed' then
    raise exception 'A consultation fee is charged only after the consultation is completed'
      using errcode = 'P0001', hint = 'not_completed';
  end if;
  if new.patient_id <> c.patient_id or new.amount_kobo <> c.fee::bigint * 100 then
    raise exception 'A consultation fee is its patient''s, for the fee agreed at booking' using errcode = 'P0001', hint = 'fee';
  end if;
  return new;
end
$$;
create trigger payments_consultation_guard before insert or update of purpose, consultation_id, patient_id, amount_kobo
  on public.payments for each row execute function private.consultation_payment_guard();

create function private.doctor_title(p_doctor uuid) returns text
language sql stable security definer set search_path = ''
as $$
  select case when d.full_name ~* '^dr\.? ' then d.full_name else 'Dr ' || d.full_name end
  from public.doctors d where d.user_id = p_doctor
$$;

/**
 * Opens the fee's payment request (pending, no expiry) and tells the patient by bell and e-mail;
 * nothing if a live payment exists already. p_lead starts the message (why it is asked again).
 */
create function private.request_consultation_fee(c public.consultations, p_lead text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments;
  v_text text;
begin
  insert into public.payments (reference, patient_id, purpose, consultation_id, amount_kobo, expires_at)
  values (private.new_payment_reference(), c.patient_id, 'consultation', c.id, c.fee::bigint * 100, 'infinity')
  on conflict do nothing
  returning * into p;
  if p.id is null then return; end if;
  v_text := format('%sPay %s for your consultation with %s.', p_lead, private.naira_text(c.fee), private.doctor_title(c.doctor_id));
  perform private.notify_consultation(c.patient_id, c.id, 'Consultation fee due', v_text, '/consultations');
  perform private.send_message('email', (select email from public.profiles where user_id = c.patient_id),
    'Consultation fee due', v_text || ' Pay it on Magani Health: My consultations, Pay now.');
end
$$;

/** When the doctor completes a consultation: its fee is charged to the saved card or requested, once. */
create function private.consultation_fee_on_completion() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  card private.saved_cards;
  p public.payments;
begin
  if new.status <> 'completed' or old.status = 'completed' or new.fee <= 0 then return null; end if;
  if new.fee_payment = 'saved_card' then
    select * into card from private.saved_cards where patient_id = new.patient_id order by created_at desc limit 1;
  end if;
  if card.authorization_code is null then
    perform private.request_consultation_fee(new, '');
    return null;
  end if;
  insert into public.payments (reference, patient_id, purpose, consultation_id, amount_kobo, expires_at)
  values (private.new_payment_reference(), new.patient_id, 'consultation', new.id, new.fee::bigint * 100, 'infinity')
  on conflict do nothing
  returning * into p;
  if p.id is not null then
    insert into private.consultation_charges (payment_id, authorization_code, email)
    values (p.id, card.authorization_code, card.email);
  end if;
  return null;
end
$$;
create trigger consultations_fee_on_completion after update of status on public.consultations
  for each row execute function private.consultation_fee_on_completion();

/** A consultation payment's outcome: paid tells both sides; a declined saved card falls back to a request. */
create function private.consultation_payment_settled() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  c public.consultations;
begin
  if new.purpose <> 'consultation' or old.status <> 'pending' or new.status = old.status then return null; end if;
  select * into c from public.consultations where id = new.consultation_id;
  if new.status = 'paid' then
    perform private.notify_consultation(c.patient_id, c.id, 'Consultation fee paid',
      format('%s paid for your consultation with %s.', private.naira_text(new.amount_kobo / 100.0), private.doctor_title(c.doctor_id)),
      '/consultations');
    perform private.notify_consultation(c.doctor_id, c.id, 'Consultation fee paid',
      format('The patient paid %s for the consultation of %s.', private.naira_text(new.amount_kobo / 100.0),
        to_char(c.starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM')), '/doctor/schedule');
  elsif new.status = 'failed' and exists (select 1 from private.consultation_charges where payment_id = new.id) then
    perform private.request_consultation_fee(c, 'Your saved card could not be charged. ');
  end if;
  return null;
end
$$;
create trigger payments_consultation_settled after update of status on public.payments
  for each row execute function private.consultation_payment_settled();

create function private.consultation_payment_json(p public.payments) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select private.payment_json(p) || jsonb_build_object('consultation_id', p.consultation_id,
    'doctor_name', (select private.doctor_title(c.doctor_id) from public.consultations c where c.id = p.consultation_id),
    'card_charge', exists (select 1 from private.consultation_charges k where k.payment_id = p.id))
$$;

/** The patient's fee payment of a completed consultation: the paid one, the pending one, or a new attempt. */
create function public.consultation_payment(p_consultation_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  c public.consultations;
  p public.payments;
begin
  if uid is null then raise exception 'Sign in to pay' using errcode = '42501'; end if;
  select * into c from public.consultations where id = p_consultation_id and patient_id = uid for update;
  if c.id is null then perform private.refuse('Consultation not found', 'unknown_consultation'); end if;
  if c.status <> 'completed' then
    perform private.refuse('The fee is due once the doctor has completed the consultation', 'not_completed');
  end if;
  if c.fee <= 0 then perform private.refuse('This consultation has no fee', 'no_fee'); end if;
  select * into p from public.payments where consultation_id = c.id and purpose = 'consultation'
  order by (paid_at is not null) desc, (status = 'pending') desc, created_at desc limit 1;
  if p.id is null or not (p.paid_at is not null or p.status = 'pending') then
    insert into public.payments (reference, patient_id, purpose, consultation_id, amount_kobo, expires_at)
    values (private.new_payment_reference(), uid, 'consultation', c.id, c.fee::bigint * 100, 'infinity')
    returning * into p;
  end if;
  return private.consultation_payment_json(p);
end
$$;

/** Fee state of the caller's completed consultations (as patient or doctor), from the payment rows. */
create function public.consultation_fees() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('consultation_id', c.id, 'amount_kobo', c.fee::bigint * 100,
    'status', case
      when c.fee <= 0 then 'free'
      when exists (select 1 from public.payments p where p.consultation_id = c.id and p.purpose = 'consultation'
                   and p.paid_at is not null) then 'paid'
      when exists (select 1 from public.payments p join private.consultation_charges k on k.payment_id = p.id
                   where p.consultation_id = c.id and p.status = 'pending') then 'charging'
      else 'due' end)), '[]'::jsonb)
  from public.consultations c
  where (c.patient_id = (select auth.uid()) or c.doctor_id = (select auth.uid())) and c.status = 'completed'
$$;

/** The caller's latest saved card (brand and last four digits only), or null. */
create function public.my_saved_card() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('brand', s.brand, 'last4', s.last4)
  from private.saved_cards s where s.patient_id = (select auth.uid()) order by s.created_at desc limit 1
$$;

/** book_consultation plus how the fee will be paid; a saved card must exist to be chosen. */
create function public.book_consultation_with_fee(
  p_doctor uuid, p_starts_at timestamptz, p_type text, p_symptoms text, p_client_id text, p_fee_payment text
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v jsonb;
begin
  if p_fee_payment is null or p_fee_payment not in ('pay_after', 'saved_card') then
    perform private.refuse('Choose how the fee will be paid', 'fee_payment');
  end if;
  if p_fee_payment = 'saved_card' and not exists (select 1 from private.saved_cards where patient_id = (select auth.uid())) then
    perform private.refuse('No card is saved yet: choose to pay after the consultation', 'fee_payment');
  end if;
  v := public.book_consultation(p_doctor, p_starts_at, p_type, p_symptoms, p_client_id);
  update public.consultations set fee_payment = p_fee_payment
  where id = (v ->> 'id')::uuid and patient_id = (select auth.uid()) and status = 'booked' and fee_payment <> p_fee_payment;
  return v;
end
$$;

/** Saved-card charges waiting, each handed out once (the consultation-charges function). */
create function public.claim_consultation_charges(p_limit int default 10) returns jsonb
language sql security definer set search_path = ''
as $$
  with claimed as (
    update private.consultation_charges k set claimed_at = now()
    where k.payment_id in (select x.payment_id from private.consultation_charges x join public.payments p on p.id = x.payment_id
                           where x.claimed_at is null and p.status = 'pending' order by x.created_at
                           limit least(greatest(p_limit, 1), 50) for update of x skip locked)
    returning k.*
  )
  select coalesce(jsonb_agg(jsonb_build_object('reference', p.reference, 'amount_kobo', p.amount_kobo, 'currency', p.currency,
    'email', k.email, 'authorization_code', k.authorization_code, 'consultation_id', p.consultation_id)), '[]'::jsonb)
  from claimed k join public.payments p on p.id = k.payment_id
$$;

/** Reminds once, 24 hours after the request, each patient whose consultation fee is still unpaid. */
create function public.remind_consultation_fees() returns int
language plpgsql security definer set search_path = ''
as $$
declare
  r record;
  n int := 0;
  v_text text;
begin
  for r in
    update public.consultations c set fee_reminded_at = now()
    from public.payments p
    where p.consultation_id = c.id and p.purpose = 'consultation' and p.status = 'pending'
      and p.created_at <= now() - interval '24 hours' and c.fee_reminded_at is null
      and not exists (select 1 from private.consultation_charges k where k.payment_id = p.id)
    returning c.id, c.patient_id, c.doctor_id, c.fee
  loop
    v_text := format('Reminder: pay %s for your consultation with %s.', private.naira_text(r.fee), private.doctor_title(r.doctor_id));
    perform private.notify_consultation(r.patient_id, r.id, 'Consultation fee still due', v_text, '/consultations');
    perform private.send_message('email', (select email from public.profiles where user_id = r.patient_id),
      'Consultation fee still due', v_text || ' Pay it on Magani Health: My consultations, Pay now.');
    n := n + 1;
  end loop;
  return n;
end
$$;

revoke all on function private.consultation_payment_guard(), private.doctor_title(uuid),
  private.request_consultation_fee(public.consultations, text), private.consultation_fee_on_completion(),
  private.consultation_payment_settled(), private.consultation_payment_json(public.payments) from public, anon, authenticated;
revoke all on function public.consultation_payment(uuid), public.consultation_fees(), public.my_saved_card(),
  public.book_consultation_with_fee(uuid, timestamptz, text, text, text, text) from public, anon;
grant execute on function public.consultation_payment(uuid), public.consultation_fees(), public.my_saved_card(),
  public.book_consultation_with_fee(uuid, timestamptz, text, text, text, text) to authenticated, service_role;
revoke all on function public.claim_consultation_charges(int), public.remind_consultation_fees() from public, anon, authenticated;
grant execute on function public.claim_consultation_charges(int), public.remind_consultation_fees() to service_role;
