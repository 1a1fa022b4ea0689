-- Web Push and notification preferences. A device that accepted notifications keeps one row in
-- push_subscriptions for the signed-in account (removed at sign-out, and when the push service
-- answers 404/410). The events that matter queue one 'push' row per device in
-- private.outgoing_messages, sent by the same send-messages function as SMS and e-mail.
-- Every queued message carries its person and kind; a kind/channel the person turned off is not
-- queued, and quiet hours (21:00-07:00 Lagos time) hold a message until 07:00, except messages
-- about an order on its delivery day and a consultation that is starting.

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  endpoint text not null unique check (char_length(endpoint) between 12 and 1000 and endpoint ~ '^https?://[^\s]+$'),
  -- The browser's P-256 key (65 bytes) and auth secret (16 bytes), base64url.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{86,88}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22,24}$'),
  created_at timestamptz not null default now()
);
comment on table public.push_subscriptions is
  'One row per device that accepted notifications, for the account signed in on it; written only through save_push_subscription / remove_push_subscription; read by its owner; the sender reads keys through push_targets.';
create index push_subscriptions_user_idx on public.push_subscriptions (user_id, created_at desc);

create table public.notification_preferences (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('orders', 'prescriptions', 'consultations', 'reminders', 'account')),
  channel text not null check (channel in ('push', 'sms', 'email')),
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind, channel)
);
comment on table public.notification_preferences is
  'A person''s choice per kind and channel; no row means on. Written through set_notification_preference; the queue honours it.';

alter table public.push_subscriptions enable row level security;
alter table public.notification_preferences enable row level security;
revoke all on public.push_subscriptions, public.notification_preferences from anon, authenticated;
grant select on public.push_subscriptions, public.notification_preferences to authenticated;
grant all on public.push_subscriptions, public.notification_preferences to service_role;
create policy "push_subscriptions: a person reads their own devices"
  on public.push_subscriptions for select to authenticated using (user_id = (select auth.uid()));
create policy "notification_preferences: a person reads their own"
  on public.notification_preferences for select to authenticated using (user_id = (select auth.uid()));

alter table private.outgoing_messages drop constraint outgoing_messages_channel_check;
alter table private.outgoing_messages
  add constraint outgoing_messages_channel_check check (channel in ('sms', 'email', 'push')),
  add column user_id uuid references auth.users (id) on delete set null,
  add column kind text check (kind in ('orders', 'prescriptions', 'consultations', 'reminders', 'account')),
  add column link text check (char_length(link) <= 300),
  add column urgent boolean not null default false,
  add column subscription_id uuid references public.push_subscriptions (id) on delete cascade;
alter table private.outgoing_messages add constraint outgoing_messages_push_device
  check ((channel = 'push') = (subscription_id is not null));
comment on table private.outgoing_messages is
  'SMS, e-mail and push waiting to be sent (and sent, and dead letters); claimed and reported on only by the send-messages function through claim_outgoing_messages / finish_outgoing_message. A push row goes away with its device.';

/** The kind of a notification, from what it is about: the setting that decides whether it is sent. */
create function private.message_kind(p_link text, p_order uuid, p_consultation uuid) returns text
language sql immutable set search_path = ''
as $$
  select case
    when p_link like '/refills%' or p_link like '/settings/reminders%' then 'reminders'
    when p_order is not null or p_link like '/orders%' or p_link like '/pharmacy/orders%' or p_link like '/dashboard/rider%'
      or p_link like '/checkout%' then 'orders'
    when p_link like '/prescriptions%' or p_link like '/pharmacy/prescriptions%' then 'prescriptions'
    when p_consultation is not null or p_link like '/consultations%' or p_link like '/doctor%' then 'consultations'
    else 'account'
  end
$$;

/** When a message created at p_at may go out: at once, or at 07:00 Lagos time after quiet hours. */
create function private.after_quiet_hours(p_at timestamptz) returns timestamptz
language sql immutable set search_path = ''
as $$
  select case
    when (p_at at time zone 'Africa/Lagos')::time >= time '21:00'
      then ((p_at at time zone 'Africa/Lagos')::date + 1 + time '07:00') at time zone 'Africa/Lagos'
    when (p_at at time zone 'Africa/Lagos')::time < time '07:00'
      then ((p_at at time zone 'Africa/Lagos')::date + time '07:00') at time zone 'Africa/Lagos'
    else p_at
  end
$$;

/** Whether p_user wants p_kind messages on p_channel (no row: yes). */
create function private.wants_message(p_user uuid, p_kind text, p_channel text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select enabled from public.notification_preferences
    where user_id = p_user and kind = p_kind and channel = p_channel), true)
$$;

-- Titles of the bell notifications that also go to the person's devices by push. Another feature
-- adds its own with an insert.
create table private.push_events (
  title text primary key,
  urgent boolean not null default false
);
comment on table private.push_events is 'Notification titles that are also sent by push; urgent ones skip quiet hours.';
insert into private.push_events (title, urgent) values
  ('Order confirmed', true), ('Order declined', true), ('Out for delivery', true), ('Delivered', true),
  ('Your prescription has a quote', false), ('Consultation in 10 minutes', true), ('Your doctor has joined', true);

/** Queues one push per device of p_user (the preference and quiet hours apply as the rows go in). */
create function private.queue_push(p_user uuid, p_kind text, p_title text, p_body text, p_link text, p_urgent boolean)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  n integer;
begin
  insert into private.outgoing_messages (channel, recipient, subject, body, user_id, kind, link, urgent, subscription_id)
  select 'push', s.id::text, left(p_title, 100), left(p_body, 300), p_user, p_kind, p_link, p_urgent, s.id
  from public.push_subscriptions s where s.user_id = p_user;
  get diagnostics n = row_count;
  return n;
end
$$;

-- Each bell notification: remembered for the rest of the transaction, so the SMS and e-mail the
-- same function queues next are known to be about it (its person, kind and urgency), and pushed
-- when its title is one of push_events.
create function private.notification_fan_out() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_kind text := private.message_kind(new.link, new.order_id, new.consultation_id);
  v_push private.push_events;
  v_urgent boolean;
begin
  select * into v_push from private.push_events where title = new.title;
  -- Order updates are delivery-day messages; a consultation that is starting cannot wait either.
  v_urgent := v_kind = 'orders' or coalesce(v_push.urgent, false);
  perform set_config('magani.notice', jsonb_build_object('user', new.user_id, 'kind', v_kind, 'link', new.link,
    'urgent', v_urgent)::text, true);
  if v_push.title is not null then
    perform private.queue_push(new.user_id, v_kind, new.title, new.body, new.link, v_urgent);
  end if;
  return null;
end
$$;
create trigger notifications_fan_out after insert on public.notifications
  for each row execute function private.notification_fan_out();

-- Every queued message: its person and kind (from the notification just written, or the e-mail
-- address's account), then the person's preference (off: not queued; the bell still has it) and
-- quiet hours (held until 07:00 Lagos time unless urgent).
create function private.outgoing_preferences() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_notice jsonb := nullif(current_setting('magani.notice', true), '')::jsonb;
  v_user uuid := nullif(v_notice ->> 'user', '')::uuid;
begin
  if new.user_id is null then
    if new.channel = 'email' then
      new.user_id := (select user_id from public.profiles where lower(email) = lower(new.recipient) order by created_at limit 1);
    elsif new.channel = 'sms' then
      new.user_id := v_user;
    end if;
    if new.user_id is not null and new.user_id = v_user then
      new.kind := coalesce(new.kind, v_notice ->> 'kind');
      new.link := coalesce(new.link, v_notice ->> 'link');
      new.urgent := new.urgent or coalesce((v_notice ->> 'urgent')::boolean, false);
    end if;
  end if;
  if new.user_id is null then
    return new;
  end if;
  new.kind := coalesce(new.kind, 'account');
  if not private.wants_message(new.user_id, new.kind, new.channel) then
    return null;
  end if;
  if not new.urgent then
    new.next_attempt_at := greatest(new.next_attempt_at, private.after_quiet_hours(new.created_at));
  end if;
  return new;
end
$$;
create trigger outgoing_messages_preferences before insert on private.outgoing_messages
  for each row execute function private.outgoing_preferences();

/** Stores this device's subscription for the caller (a device belongs to whoever signed in on it last). */
create function public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_id uuid;
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
  values (me, p_endpoint, p_p256dh, p_auth)
  on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
    created_at = now()
  returning id into v_id;
  -- At most 10 devices per person: the oldest goes.
  delete from public.push_subscriptions where user_id = me and id in (
    select id from public.push_subscriptions where user_id = me order by created_at desc offset 10);
  return jsonb_build_object('id', v_id);
end
$$;

/** Removes the caller's subscription of this device (sign-out, or notifications turned off). */
create function public.remove_push_subscription(p_endpoint text) returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.push_subscriptions where endpoint = p_endpoint and user_id = (select auth.uid());
  return found;
end
$$;

/** The caller's choices: { preferences: [{kind, channel, enabled}], devices: n }. */
create function public.notification_settings() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'preferences', coalesce((select jsonb_agg(jsonb_build_object('kind', kind, 'channel', channel, 'enabled', enabled)
      order by kind, channel) from public.notification_preferences where user_id = (select auth.uid())), '[]'::jsonb),
    'devices', (select count(*) from public.push_subscriptions where user_id = (select auth.uid())))
$$;

/** Turns one kind on one channel on or off; turning off also drops what is still waiting. */
create function public.set_notification_preference(p_kind text, p_channel text, p_enabled boolean) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if p_kind is null or p_kind not in ('orders', 'prescriptions', 'consultations', 'reminders', 'account')
     or p_channel is null or p_channel not in ('push', 'sms', 'email') or p_enabled is null then
    raise exception 'Unknown notification setting' using errcode = '22023';
  end if;
  insert into public.notification_preferences (user_id, kind, channel, enabled)
  values (me, p_kind, p_channel, p_enabled)
  on conflict (user_id, kind, channel) do update set enabled = excluded.enabled, updated_at = now();
  if not p_enabled then
    delete from private.outgoing_messages
    where user_id = me and kind = p_kind and channel = p_channel and sent_at is null and dead_at is null
      and (leased_until is null or leased_until <= now());
  end if;
  return jsonb_build_object('kind', p_kind, 'channel', p_channel, 'enabled', p_enabled);
end
$$;

/** The sender: where and with which keys to send the claimed push rows p_ids. */
create function public.push_targets(p_ids jsonb) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth,
    'link', m.link, 'urgent', m.urgent)), '[]'::jsonb)
  from private.outgoing_messages m join public.push_subscriptions s on s.id = m.subscription_id
  where m.id in (select e::bigint from jsonb_array_elements_text(p_ids) as e limit 100) and m.channel = 'push'
$$;

/** The sender: the push service said the device of message p_id is gone (404/410); forget it. */
create function public.push_subscription_gone(p_id bigint) returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  -- Its waiting push rows go with it (on delete cascade).
  delete from public.push_subscriptions
  where id = (select subscription_id from private.outgoing_messages where id = p_id and channel = 'push');
  return found;
end
$$;

revoke all on function private.message_kind(text, uuid, uuid), private.after_quiet_hours(timestamptz),
  private.wants_message(uuid, text, text), private.queue_push(uuid, text, text, text, text, boolean),
  private.notification_fan_out(), private.outgoing_preferences() from public, anon, authenticated;
revoke all on function public.save_push_subscription(text, text, text), public.remove_push_subscription(text),
  public.notification_settings(), public.set_notification_preference(text, text, boolean),
  public.push_targets(jsonb), public.push_subscription_gone(bigint) from public, anon;
revoke all on function public.push_targets(jsonb), public.push_subscription_gone(bigint) from authenticated;
grant execute on function public.save_push_subscription(text, text, text), public.remove_push_subscription(text),
  public.notification_settings(), public.set_notification_preference(text, text, boolean) to authenticated, service_role;
grant execute on function public.push_targets(jsonb), public.push_subscription_gone(bigint) to service_role;
revoke all on private.push_events from public, anon, authenticated;
