-- Orders: one per pharmacy per checkout. Clients only read (RLS); every write goes through the
-- SECURITY DEFINER functions of the next migrations, which check who is calling and the current state.

-- Riders say where they work and whether they are taking jobs right now.
alter table public.riders
  add column state text,
  add column is_online boolean not null default false;

-- private.my_pharmacy_id() comes with the catalogue.
create function private.my_rider_id() returns uuid
language sql stable security definer set search_path = ''
as $$ select id from public.riders where user_id = (select auth.uid()) $$;

revoke all on function private.my_rider_id() from public;
grant execute on function private.my_rider_id() to authenticated, service_role;

-- One row per checkout attempt: the key is generated on the device before the first try, so a retry
-- after a lost answer finds the orders it already made instead of making them again.
create table public.order_requests (
  patient_id uuid not null references auth.users (id) on delete cascade,
  idempotency_key text not null check (length(idempotency_key) between 8 and 100),
  order_ids uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  primary key (patient_id, idempotency_key)
);
comment on table public.order_requests is
  'Checkout idempotency: the orders one (patient, key) produced. A repeated key returns them.';
alter table public.order_requests enable row level security;
revoke all on public.order_requests from anon, authenticated;
grant select on public.order_requests to authenticated;
create policy "order_requests: a patient reads their own"
  on public.order_requests for select to authenticated
  using (patient_id = (select auth.uid()));

create sequence private.order_number_seq;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  patient_id uuid not null references auth.users (id) on delete cascade,
  pharmacy_id uuid not null references public.pharmacies (id),
  idempotency_key text not null,
  status text not null default 'placed' check (status in (
    'placed', 'confirmed', 'declined', 'cancelled', 'preparing', 'ready', 'picked_up', 'out_for_delivery', 'delivered'
  )),
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  delivery_fee numeric(12, 2) not null check (delivery_fee >= 0),
  total numeric(12, 2) not null check (total = subtotal + delivery_fee),
  payment_method text not null check (payment_method = 'pay_on_delivery'),
  delivery_state text not null,
  delivery_lga text not null,
  delivery_street text not null,
  delivery_landmark text,
  contact_phone text not null check (contact_phone ~ '^\+234[789][0-9]{9}$'),
  delivery_time text not null check (delivery_time in ('anytime', 'morning', 'afternoon', 'evening')),
  prescription_id uuid references public.prescriptions (id),
  prescription_status text not null default 'not_needed'
    check (prescription_status in ('not_needed', 'pending', 'approved', 'rejected')),
  decline_reason text,
  rider_id uuid references public.riders (id),
  rider_assigned_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (patient_id, idempotency_key) references public.order_requests (patient_id, idempotency_key)
);
comment on table public.orders is
  'An order for one pharmacy. Prices, fees and totals are computed by place_order; status moves only through the order functions.';
create index orders_patient_idx on public.orders (patient_id, created_at desc);
create index orders_pharmacy_idx on public.orders (pharmacy_id, created_at desc);
create index orders_rider_idx on public.orders (rider_id) where rider_id is not null;
create index orders_waiting_pickup_idx on public.orders (status) where status = 'ready' and rider_id is null;

create table public.order_items (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  offer_id uuid not null references public.offers (id),
  medicine_name text not null,
  strength text,
  prescription_only boolean not null,
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  quantity int not null check (quantity between 1 and 99),
  line_total numeric(12, 2) not null check (line_total = unit_price * quantity)
);
comment on table public.order_items is 'What was ordered, with the price copied from the offer at order time.';
create index order_items_order_idx on public.order_items (order_id);

-- The timeline. kind 'status' moves the order (from -> to); the others note a step that does not.
create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null default 'status'
    check (kind in ('status', 'rider_assigned', 'prescription_approved', 'prescription_rejected')),
  from_status text,
  to_status text not null,
  actor_id uuid references auth.users (id) on delete set null,
  actor_role text not null check (actor_role in ('patient', 'pharmacy', 'rider', 'system')),
  note text,
  at timestamptz not null default now()
);
comment on table public.order_events is
  'Every change of an order: its time, who made it, from which status to which. The id is the live-update cursor.';
create index order_events_order_idx on public.order_events (order_id, id);

-- Four digits the patient tells the rider at the door; only the patient can read them.
create table public.delivery_codes (
  order_id uuid primary key references public.orders (id) on delete cascade,
  code text not null check (code ~ '^[0-9]{4}$'),
  failed_attempts int not null default 0
);
comment on table public.delivery_codes is 'Proof of delivery: readable by the order''s patient only, checked by mark_delivered.';

create table public.notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  order_id uuid references public.orders (id) on delete cascade,
  title text not null,
  body text not null,
  link text,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.notifications is 'The header bell: one row per person an event concerns.';
create index notifications_user_idx on public.notifications (user_id, id desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

-- SMS and e-mail waiting to be sent. Hosted, a scheduled edge function sends them; locally the
-- backend delivers them to its inbox after each request. Never readable through the API.
create table private.outgoing_messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outgoing_messages_unsent_idx on private.outgoing_messages (id) where sent_at is null;

-- Reads: grants narrowed to select; no client writes at all.
revoke all on public.orders, public.order_items, public.order_events, public.delivery_codes, public.notifications
  from anon, authenticated;
grant select on public.orders, public.order_items, public.order_events, public.delivery_codes, public.notifications
  to authenticated;
grant all on public.orders, public.order_items, public.order_events, public.delivery_codes, public.notifications,
  public.order_requests to service_role;

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.order_events enable row level security;
alter table public.delivery_codes enable row level security;
alter table public.notifications enable row level security;

create policy "orders: the patient, the pharmacy and the assigned rider read it"
  on public.orders for select to authenticated
  using (
    patient_id = (select auth.uid())
    or pharmacy_id = (select private.my_pharmacy_id())
    or rider_id = (select private.my_rider_id())
  );

create policy "order_items: readable with the order"
  on public.order_items for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id));

create policy "order_events: readable with the order"
  on public.order_events for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id));

create policy "delivery_codes: only the order's patient"
  on public.delivery_codes for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.patient_id = (select auth.uid())));

create policy "notifications: a person reads their own"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
