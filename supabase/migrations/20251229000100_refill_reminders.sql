-- Refill reminders. On a delivered order of their own, a patient asks to be reminded every N days
-- (1 to 180; 30 by default) to reorder it, by SMS, e-mail or push. A reminder covers the whole order (all
-- its items): the reminder's link reorders that order in one checkout, and the medicines bought
-- together are the ones that run out together. One active reminder per order; setting it again
-- changes it.
--
-- public.run_refill_reminders(p_now) queues each due reminder's message in
-- private.outgoing_messages (the one sender, send-messages, delivers it) and moves the reminder to
-- its next date. It runs every 15 minutes with pg_cron on a hosted project and on the local
-- backend's timer. Each due time is sent once: the due rows are locked (skip locked) and moved on
-- in the same transaction, and the message key is made from the reminder and its due time, so a
-- repeat of the same due time can never queue a second message (on conflict do nothing).
-- Due times are 09:00 Lagos time. The person's choices hold: a message on a channel they turned
-- off for 'reminders' is not queued (the bell still has it), and nothing fires during quiet hours
-- (21:00-07:00 Lagos, judged on the job's clock p_now): a reminder due then waits for the first
-- run after 07:00.

create table public.refill_reminders (
  id uuid primary key default gen_random_uuid(),
  patient_id uuid not null references auth.users (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  interval_days integer not null default 30
    constraint refill_reminders_interval_days check (interval_days between 1 and 180),
  channel text not null constraint refill_reminders_channel check (channel in ('sms', 'email', 'push')),
  next_due_at timestamptz not null,
  last_sent_at timestamptz,
  sent_count integer not null default 0,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);
comment on table public.refill_reminders is
  'A patient''s reminder to reorder a delivered order every interval_days days, by SMS, e-mail or push. Written only through set_refill_reminder / cancel_refill_reminder; fired by run_refill_reminders into private.outgoing_messages.';
create unique index refill_reminders_one_per_order on public.refill_reminders (order_id) where cancelled_at is null;
create index refill_reminders_due_idx on public.refill_reminders (next_due_at) where cancelled_at is null;
create index refill_reminders_patient_idx on public.refill_reminders (patient_id, created_at desc);

alter table public.refill_reminders enable row level security;
create policy refill_reminders_own on public.refill_reminders for select to authenticated
  using (patient_id = (select auth.uid()));
revoke all on public.refill_reminders from anon, authenticated;
grant select on public.refill_reminders to authenticated;

/** 09:00 Lagos time on the Lagos day p_days after p_from. */
create function private.refill_due(p_from timestamptz, p_days integer) returns timestamptz
language sql immutable set search_path = ''
as $$
  select (((p_from at time zone 'Africa/Lagos')::date + p_days) + time '09:00') at time zone 'Africa/Lagos'
$$;

create function private.refill_row(r public.refill_reminders) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('id', r.id, 'order_id', r.order_id, 'reference', o.reference, 'pharmacy_name', p.name,
    'items', (select coalesce(jsonb_agg(jsonb_build_object('name', i.medicine_name, 'quantity', i.quantity) order by i.id), '[]'::jsonb)
              from public.order_items i where i.order_id = r.order_id),
    'interval_days', r.interval_days, 'channel', r.channel, 'next_due_at', r.next_due_at, 'last_sent_at', r.last_sent_at,
    'created_at', r.created_at)
  from public.orders o join public.pharmacies p on p.id = o.pharmacy_id
  where o.id = r.order_id
$$;

/**
 * Sets (or changes) the caller's reminder on one of their delivered orders. Refusals carry a hint
 * naming the field: interval_days, channel, or order.
 */
create function public.set_refill_reminder(p_order_id uuid, p_interval_days integer, p_channel text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v public.orders;
  r public.refill_reminders;
begin
  if v_me is null then
    perform private.refuse('Sign in to set a reminder', 'auth');
  end if;
  select * into v from public.orders where id = p_order_id and patient_id = v_me;
  if not found then
    perform private.refuse('Order not found', 'order');
  end if;
  if v.status <> 'delivered' then
    perform private.refuse('Reminders can be set once the order is delivered', 'order');
  end if;
  if p_interval_days is null or p_interval_days < 1 or p_interval_days > 180 then
    perform private.refuse('Choose a number of days from 1 to 180', 'interval_days');
  end if;
  if p_channel is null or p_channel not in ('sms', 'email', 'push') then
    perform private.refuse('Choose SMS, e-mail or push', 'channel');
  end if;
  if p_channel = 'push' and not exists (select 1 from public.push_subscriptions where user_id = v_me) then
    perform private.refuse('No device of yours takes notifications: turn them on in Settings, or choose SMS or e-mail', 'channel');
  end if;
  if p_channel = 'email' and not exists (
    select 1 from public.profiles where user_id = v_me and email_confirmed and coalesce(email, '') <> ''
  ) then
    perform private.refuse('Your account has no confirmed e-mail address: choose SMS', 'channel');
  end if;
  -- One at a time per order: a second set waits here and then changes the first's row.
  perform pg_advisory_xact_lock(hashtextextended('refill:' || p_order_id::text, 0));
  update public.refill_reminders
  set interval_days = p_interval_days, channel = p_channel, next_due_at = private.refill_due(now(), p_interval_days)
  where order_id = p_order_id and cancelled_at is null
  returning * into r;
  if not found then
    insert into public.refill_reminders (patient_id, order_id, interval_days, channel, next_due_at)
    values (v_me, p_order_id, p_interval_days, p_channel, private.refill_due(now(), p_interval_days))
    returning * into r;
  end if;
  return private.refill_row(r);
end
$$;

/** The caller's active reminders, soonest first. */
create function public.my_refill_reminders() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(private.refill_row(r) order by r.next_due_at, r.id), '[]'::jsonb)
  from public.refill_reminders r
  where r.patient_id = (select auth.uid()) and r.cancelled_at is null
$$;

/** Cancels one of the caller's reminders; it never fires again. Another person's id is "not found". */
create function public.cancel_refill_reminder(p_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_id uuid;
begin
  update public.refill_reminders set cancelled_at = now()
  where id = p_id and patient_id = (select auth.uid()) and cancelled_at is null
  returning id into v_id;
  if v_id is null then
    perform private.refuse('Reminder not found', 'reminder');
  end if;
  return jsonb_build_object('ok', true, 'id', v_id);
end
$$;

/**
 * Queues every reminder due at p_now (default: now) and moves each to its next date (missed dates
 * are skipped, not sent in a burst). p_now lets tests move the database's clock; only the service
 * role runs this. Returns how many reminders were sent.
 */
create function public.run_refill_reminders(p_now timestamptz default null) returns integer
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
    if r.channel = 'push' then
      v_recipient := null;
      -- One per device, each with its own key for this due time.
      insert into private.outgoing_messages (channel, recipient, subject, body, user_id, kind, link, urgent, subscription_id, message_key)
      select 'push', s.id::text, 'Time to refill', 'Your medicines from order ' || r.reference || ' may be running low. Tap to reorder.',
        r.patient_id, 'reminders', '/orders/' || r.order_id || '/reorder', true, s.id, md5(v_key || ':' || s.id)::uuid
      from public.push_subscriptions s where s.user_id = r.patient_id
      on conflict (message_key) do nothing;
    elsif r.channel = 'sms' then
      v_recipient := r.contact_phone;
    else
      v_recipient := (select p.email from public.profiles p where p.user_id = r.patient_id);
    end if;
    select string_agg(i.quantity || ' × ' || i.medicine_name, ', ' order by i.id) into v_items
    from public.order_items i where i.order_id = r.order_id;
    if coalesce(v_recipient, '') <> '' then
      -- urgent: quiet hours were kept above on the job's clock; the person's opt-outs still apply.
      insert into private.outgoing_messages (channel, recipient, subject, body, user_id, kind, link, urgent, message_key)
      values (r.channel, v_recipient,
        case when r.channel = 'email' then 'Time to refill order ' || r.reference else '' end,
        case when r.channel = 'sms'
          then 'Magani Health: time to refill order ' || r.reference || '. Reorder at today''s prices: ' || v_link
          else 'Your medicines from order ' || r.reference || ' may be running low: ' || coalesce(v_items, '') || '.'
            || E'\n\nReorder them at today''s prices and stock: ' || v_link
            || E'\n\nYou asked to be reminded every ' || r.interval_days || ' days. Change or cancel it in Settings: {site}/settings'
        end,
        r.patient_id, 'reminders', '/orders/' || r.order_id || '/reorder', true, md5(v_key)::uuid)
      on conflict (message_key) do nothing;
    end if;
    perform private.notify(r.patient_id, r.order_id, 'Time to refill',
      'Your medicines from order ' || r.reference || ' may be running low. Reorder at today''s prices.',
      '/orders/' || r.order_id || '/reorder');
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

revoke all on function private.refill_due(timestamptz, integer), private.refill_row(public.refill_reminders)
  from public, anon, authenticated;
revoke all on function public.set_refill_reminder(uuid, integer, text), public.my_refill_reminders(),
  public.cancel_refill_reminder(uuid), public.run_refill_reminders(timestamptz) from public, anon;
revoke all on function public.run_refill_reminders(timestamptz) from authenticated;
grant execute on function public.set_refill_reminder(uuid, integer, text), public.my_refill_reminders(),
  public.cancel_refill_reminder(uuid) to authenticated;
grant execute on function public.run_refill_reminders(timestamptz) to service_role;

-- Hosted: every 15 minutes (due times are 09:00 Lagos, so reminders go out between 09:00 and
-- 09:15). Scheduled only where pg_cron is enabled; elsewhere the local backend's timer runs it.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('refill-reminders', '*/15 * * * *', 'select public.run_refill_reminders()')$cron$;
  end if;
end
$$;
