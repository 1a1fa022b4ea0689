-- Online payment (Paystack). The money's state lives here and only SECURITY DEFINER functions that
-- the service role alone may call (the edge functions) move it; clients read their own rows.
--
-- One payment row per attempt to pay a checkout (all orders of one idempotency key) or a
-- consultation fee; a checkout has at most one pending attempt at a time (a declined card makes
-- the attempt 'failed' and "Try again" opens a new one with a new reference).
--   pending -> paid | failed | abandoned;  paid -> partially_refunded -> refunded

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference ~ '^[A-Za-z0-9.=-]{8,100}$'),
  patient_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null check (purpose in ('orders', 'consultation')),
  idempotency_key text,
  consultation_id uuid references public.consultations (id) on delete cascade,
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN' check (currency = 'NGN'),
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'failed', 'abandoned', 'partially_refunded', 'refunded')),
  refunded_kobo bigint not null default 0,
  channel text,
  failure_reason text,
  authorization_url text,
  provider_id bigint,
  expires_at timestamptz not null default now() + interval '30 minutes',
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (refunded_kobo between 0 and amount_kobo),
  check ((purpose = 'orders') = (idempotency_key is not null)),
  check ((purpose = 'consultation') = (consultation_id is not null)),
  check ((status in ('paid', 'partially_refunded', 'refunded')) = (paid_at is not null))
);
comment on table public.payments is
  'One attempt to pay a checkout or a consultation fee through Paystack; amount computed by the database; moved only by the settle functions.';
create unique index payments_one_pending_per_checkout
  on public.payments (patient_id, idempotency_key) where status = 'pending' and purpose = 'orders';
create unique index payments_one_pending_per_consultation
  on public.payments (consultation_id) where status = 'pending' and purpose = 'consultation';
create index payments_patient_idx on public.payments (patient_id, created_at desc);
create index payments_pending_idx on public.payments (expires_at) where status = 'pending';

-- Everything the provider told us (webhooks, verify answers) and what it changed. A mismatched
-- amount, another currency or an unknown reference is kept here with outcome 'mismatch' /
-- 'unknown_reference' and changes nothing else: the admin reads these.
create table public.payment_events (
  id bigint generated always as identity primary key,
  payment_id uuid references public.payments (id) on delete set null,
  reference text,
  source text not null check (source in ('webhook', 'verify', 'charge', 'refund', 'expiry')),
  event text not null,
  outcome text not null check (outcome in ('applied', 'duplicate', 'mismatch', 'unknown_reference', 'ignored')),
  detail text,
  payload jsonb,
  at timestamptz not null default now()
);
comment on table public.payment_events is
  'Provider events and verify answers with their outcome; mismatches and unknown references are kept for the admin and change nothing.';
create index payment_events_payment_idx on public.payment_events (payment_id, id);
create index payment_events_problem_idx on public.payment_events (id desc) where outcome in ('mismatch', 'unknown_reference');

-- One refund per order (or per payment when it covers no order): the unique keys make it once.
create table public.payment_refunds (
  id bigint generated always as identity primary key,
  payment_id uuid not null references public.payments (id) on delete cascade,
  order_id uuid unique references public.orders (id) on delete cascade,
  amount_kobo bigint not null check (amount_kobo > 0),
  reason text not null,
  status text not null default 'pending' check (status in ('pending', 'processing', 'processed', 'failed')),
  provider_refund_id bigint unique,
  failure_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payment_refunds is
  'Refunds owed or made through Paystack: one per order (a declined or cancelled paid order), started by the refunds function.';
create unique index payment_refunds_whole_payment on public.payment_refunds (payment_id) where order_id is null;
create index payment_refunds_pending_idx on public.payment_refunds (id) where status = 'pending';

-- A reusable card authorization from a successful card payment, for consultation fees charged
-- after the consultation. Never readable through the API.
create table private.saved_cards (
  patient_id uuid not null references auth.users (id) on delete cascade,
  authorization_code text not null,
  email text not null,
  brand text,
  last4 text,
  exp_month text,
  exp_year text,
  created_at timestamptz not null default now(),
  primary key (patient_id, authorization_code)
);

alter table public.orders drop constraint orders_payment_method_check;
alter table public.orders add constraint orders_payment_method_check
  check (payment_method in ('pay_on_delivery', 'online'));
alter table public.orders add column payment_id uuid references public.payments (id);
alter table public.orders add constraint orders_online_has_payment
  check ((payment_method = 'online') = (payment_id is not null)) not valid;
alter table public.orders validate constraint orders_online_has_payment;
create index orders_payment_idx on public.orders (payment_id) where payment_id is not null;

alter table public.order_events drop constraint order_events_kind_check;
alter table public.order_events add constraint order_events_kind_check
  check (kind in ('status', 'rider_assigned', 'prescription_approved', 'prescription_rejected', 'paid', 'refund'));

revoke all on public.payments, public.payment_events, public.payment_refunds from anon, authenticated;
grant select on public.payments, public.payment_events, public.payment_refunds to authenticated;
grant all on public.payments, public.payment_events, public.payment_refunds to service_role;
revoke all on private.saved_cards from public, anon, authenticated;

alter table public.payments enable row level security;
alter table public.payment_events enable row level security;
alter table public.payment_refunds enable row level security;

create policy "payments: the payer and admins read it" on public.payments for select to authenticated
  using (patient_id = (select auth.uid()) or (select private.is_admin()));
create policy "payment_events: admins read them" on public.payment_events for select to authenticated
  using ((select private.is_admin()));
create policy "payment_refunds: the payer and admins read them" on public.payment_refunds for select to authenticated
  using (exists (select 1 from public.payments p where p.id = payment_id
    and (p.patient_id = (select auth.uid()) or (select private.is_admin()))));

do $$
declare
  t text;
begin
  foreach t in array array['payments', 'payment_events', 'payment_refunds'] loop
    execute format('create policy "suspended accounts cannot act" on public.%I as restrictive for all to authenticated '
      'using ((select private.is_active())) with check ((select private.is_active()))', t);
  end loop;
end
$$;

-- An online order that is not paid yet is the patient's business only: its pharmacy neither
-- sees it nor acts on it until the payment is in.
create function private.order_paid_or_not_online(p_payment_id uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select p_payment_id is null or exists (select 1 from public.payments p where p.id = p_payment_id and p.paid_at is not null)
$$;
revoke all on function private.order_paid_or_not_online(uuid) from public;
grant execute on function private.order_paid_or_not_online(uuid) to authenticated, service_role;

create policy "orders: an unpaid online order is its patient's only" on public.orders
  as restrictive for select to authenticated
  using (patient_id = (select auth.uid()) or (select private.order_paid_or_not_online(payment_id)));
