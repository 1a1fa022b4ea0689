-- Messages from the contact form. Anyone may send one (checked here, not only in the
-- form); only admins read them. client_id comes from the device so that a message
-- sent again after a lost answer is stored once.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null unique,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(trim(name)) between 2 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  subject text not null check (char_length(trim(subject)) between 2 and 150),
  message text not null check (char_length(trim(message)) between 10 and 5000),
  created_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Contact form messages; anyone may send, admins read.';
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;
revoke all on public.contact_messages from anon, authenticated;
grant insert (client_id, name, email, subject, message) on public.contact_messages to anon, authenticated;
grant select on public.contact_messages to authenticated;
grant all on public.contact_messages to service_role;

create policy "contact_messages: anyone sends one"
  on public.contact_messages for insert to anon, authenticated
  with check (user_id is not distinct from (select auth.uid()));
create policy "contact_messages: admins read them"
  on public.contact_messages for select to authenticated
  using ((select private.is_admin()));
create policy "suspended accounts cannot act"
  on public.contact_messages as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));
