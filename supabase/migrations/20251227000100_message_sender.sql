-- One sender for private.outgoing_messages (order, prescription and consultation SMS and e-mail).
-- The send-messages edge function claims a batch of due rows, sends each through its channel's
-- provider and reports back. Delivery is at least once: a claim is a lease, so the rows of a
-- sender that died are claimed again when it runs out; each row has a unique key that the e-mail
-- provider receives as its idempotency key, so a second send of one row is not delivered twice.
-- A failure is retried after 1, 2, 4, ... minutes (at most an hour apart) for 24 hours; after
-- that the row is a dead letter that admins see on /admin/alerts.

alter table private.outgoing_messages
  add column message_key uuid not null default gen_random_uuid(),
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column leased_until timestamptz,
  add column last_error text,
  add column dead_at timestamptz,
  add column provider_id text;
alter table private.outgoing_messages add constraint outgoing_messages_key_unique unique (message_key);
comment on table private.outgoing_messages is
  'SMS and e-mail waiting to be sent (and sent, and dead letters); claimed and reported on only by the send-messages function through claim_outgoing_messages / finish_outgoing_message.';

create index outgoing_messages_due_idx on private.outgoing_messages (next_attempt_at, id)
  where sent_at is null and dead_at is null;
create index outgoing_messages_dead_idx on private.outgoing_messages (dead_at desc) where dead_at is not null;

/**
 * Leases up to p_batch due rows to the caller for p_lease_seconds and returns them (a JSON array of
 * { id, key, channel, recipient, subject, body, attempt }). Rows another sender holds are skipped,
 * not waited for, so senders side by side each get different rows.
 */
create function public.claim_outgoing_messages(p_batch integer default 20, p_lease_seconds integer default 120)
returns jsonb
language sql security definer set search_path = ''
as $$
  with due as (
    select m.id from private.outgoing_messages m
    where m.sent_at is null and m.dead_at is null and m.next_attempt_at <= now()
      and (m.leased_until is null or m.leased_until <= now())
    order by m.next_attempt_at, m.id
    limit greatest(1, least(coalesce(p_batch, 20), 100))
    for update skip locked
  ), leased as (
    update private.outgoing_messages m
    set leased_until = now() + make_interval(secs => greatest(coalesce(p_lease_seconds, 120), 10)),
        attempts = m.attempts + 1
    from due where m.id = due.id
    returning m.id, m.message_key, m.channel, m.recipient, m.subject, m.body, m.attempts
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'key', l.message_key, 'channel', l.channel,
    'recipient', l.recipient, 'subject', l.subject, 'body', l.body, 'attempt', l.attempts) order by l.id), '[]'::jsonb)
  from leased l
$$;

/**
 * The sender's report on one claimed row: sent (p_failure null), or failed with a reason. A success
 * is kept whoever reports it; a failure counts only from the sender holding the latest claim
 * (p_attempt), so a late report cannot reschedule a row another sender took over. Returns
 * { outcome: 'sent' | 'retry' | 'dead' | 'ignored' }.
 */
create function public.finish_outgoing_message(p_id bigint, p_attempt integer, p_failure text default null,
  p_provider_id text default null)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  m private.outgoing_messages;
begin
  select * into m from private.outgoing_messages where id = p_id for update;
  if not found or m.sent_at is not null or m.dead_at is not null then
    return jsonb_build_object('outcome', 'ignored');
  end if;
  if p_failure is null then
    update private.outgoing_messages
    set sent_at = now(), leased_until = null, last_error = null, provider_id = left(p_provider_id, 200)
    where id = p_id;
    return jsonb_build_object('outcome', 'sent');
  end if;
  if m.attempts <> p_attempt then
    return jsonb_build_object('outcome', 'ignored');
  end if;
  if m.created_at <= now() - interval '24 hours' then
    update private.outgoing_messages set dead_at = now(), leased_until = null, last_error = left(p_failure, 500)
    where id = p_id;
    return jsonb_build_object('outcome', 'dead');
  end if;
  update private.outgoing_messages
  set next_attempt_at = now() + make_interval(mins => least(power(2, greatest(m.attempts, 1) - 1), 60)::integer),
      leased_until = null, last_error = left(p_failure, 500)
  where id = p_id;
  return jsonb_build_object('outcome', 'retry');
end
$$;

/** Dead letters (newest first, at most 50) for /admin/alerts: admins only. */
create function public.admin_dead_messages() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_admin();
  select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'channel', d.channel, 'recipient', d.recipient,
    'subject', d.subject, 'body', d.body, 'error', d.last_error, 'attempts', d.attempts, 'created_at', d.created_at,
    'dead_at', d.dead_at) order by d.dead_at desc, d.id desc), '[]'::jsonb)
  into result
  from (select * from private.outgoing_messages where dead_at is not null order by dead_at desc, id desc limit 50) d;
  return result;
end
$$;

revoke all on function public.claim_outgoing_messages(integer, integer) from public, anon, authenticated;
revoke all on function public.finish_outgoing_message(bigint, integer, text, text) from public, anon, authenticated;
revoke all on function public.admin_dead_messages() from public, anon;
grant execute on function public.claim_outgoing_messages(integer, integer) to service_role;
grant execute on function public.finish_outgoing_message(bigint, integer, text, text) to service_role;
grant execute on function public.admin_dead_messages() to authenticated, service_role;

-- On a hosted project: pg_cron calls the sender every minute through pg_net, with the project's URL
-- and service role key kept in Vault as 'project_url' and 'service_role_key' (supabase/README.md,
-- Deploying). Where pg_cron, pg_net or Vault are absent (the local backend, the test clusters), no
-- job is made: the local backend runs the same function on its own timer.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_extension where extname = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    execute $sql$
      select cron.schedule('send-messages', '* * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-messages',
          headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
            'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
          body := '{}'::jsonb,
          timeout_milliseconds := 55000)
      $job$)
    $sql$;
  end if;
end
$$;

-- One SMS is 160 characters. The order and prescription texts fit; a free-text part (a decline or
-- refusal reason) can make one longer, and is then cut to 157 characters and "..." (the whole text
-- stays in the person's notifications). Named to fire after the wording trigger, which shortens texts.
create function private.sms_one_part() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.channel = 'sms' and char_length(new.body) > 160 then
    new.body := left(new.body, 157) || '...';
  end if;
  return new;
end
$$;
revoke all on function private.sms_one_part() from public, anon, authenticated;
create trigger outgoing_sms_one_part before insert or update of body on private.outgoing_messages
  for each row execute function private.sms_one_part();
