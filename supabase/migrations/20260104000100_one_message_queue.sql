-- One queue for everything the platform sends. The account e-mails (application decisions, a
-- changed payout account, a payout that did not arrive) were written to public.email_outbox and
-- sent only when an admin's screen called send-queued-email, with no retries. They now go into
-- private.outgoing_messages like every order, care and reminder message, so the one scheduled
-- sender sends them with the same idempotency key, retries for 24 hours and dead letters.

-- Security notices cannot be turned off: their kind has no switch in /settings (the preference
-- table refuses it), so private.wants_message finds no row and says yes.
alter table private.outgoing_messages drop constraint outgoing_messages_kind_check;
alter table private.outgoing_messages add constraint outgoing_messages_kind_check
  check (kind in ('orders', 'prescriptions', 'consultations', 'reminders', 'account', 'security'));

create table private.security_mail_subjects (
  subject text primary key check (char_length(subject) <= 300)
);
comment on table private.security_mail_subjects is
  'Subjects of account e-mails that are security notices: sent whatever the person''s settings, never held by quiet hours.';
insert into private.security_mail_subjects (subject) values ('Your payout bank account was changed');

-- An e-mail that cannot go (no confirmed address) is kept as a dead letter with why, so the admin
-- alerts show that the person was not told; the verified-address rule drops any other such row.
create or replace function private.outgoing_verified_only() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.channel = 'email' and new.dead_at is null and not private.is_verified_address(null, new.recipient) then
    return null;
  end if;
  return new;
end
$$;

/**
 * Queues an account e-mail to target's confirmed address (the profile's, else the logistics
 * provider's). Account e-mails are sent at any hour (urgent) and follow the person's "Account /
 * E-mail" switch; security notices ignore it. Without a confirmed address the row is a dead letter.
 */
create or replace function private.queue_email(target uuid, subject text, body text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_address text;
  v_kind text := case when exists (select 1 from private.security_mail_subjects s where s.subject = queue_email.subject)
    then 'security' else 'account' end;
begin
  select coalesce(p.email, l.email) into v_address
  from (select 1) one
  left join public.profiles p on p.user_id = target
  left join public.logistics_providers l on l.user_id = target;
  if v_address is not null and private.is_verified_address(target, v_address) then
    insert into private.outgoing_messages (channel, recipient, subject, body, user_id, kind, urgent)
    values ('email', v_address, left(subject, 300), body, target, v_kind, true);
  else
    insert into private.outgoing_messages (channel, recipient, subject, body, user_id, kind, urgent, dead_at, last_error)
    values ('email', coalesce(v_address, ''), left(subject, 300), body, target, v_kind, true, now(),
      'not sent: the account has no confirmed e-mail address');
  end if;
end
$$;
revoke all on function private.queue_email(uuid, text, text) from public, anon, authenticated;

-- What email_outbox still held moves over: waiting ones are sent by the sender, failed ones are dead
-- letters, sent ones are history. The triggers stay off for the copy (the rows were already decided).
alter table private.outgoing_messages disable trigger user;
insert into private.outgoing_messages (channel, recipient, subject, body, user_id, kind, urgent, created_at, sent_at,
  dead_at, last_error)
select 'email', coalesce(o.recipient, ''), o.subject, o.body, o.user_id,
  case when s.subject is not null then 'security' else 'account' end, true, o.created_at, o.sent_at,
  case when o.sent_at is null and (o.failed_at is not null or o.recipient is null) then coalesce(o.failed_at, now()) end,
  o.error
from public.email_outbox o
left join private.security_mail_subjects s on s.subject = o.subject
order by o.created_at;
alter table private.outgoing_messages enable trigger user;

drop function public.claim_queued_emails(int);
drop function public.finish_queued_email(uuid, text);
drop function private.outbox_verified_only() cascade;
drop table public.email_outbox;

/** Admins: how many messages are dead letters (the dashboard's count; the list is admin_dead_messages). */
create function public.admin_dead_message_count() returns integer
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_admin();
  return (select count(*)::integer from private.outgoing_messages where dead_at is not null);
end
$$;
revoke all on function public.admin_dead_message_count() from public, anon;
grant execute on function public.admin_dead_message_count() to authenticated, service_role;

/**
 * Admins, right after a decision: what became of the latest account e-mail to p_user:
 * { state: 'sent' | 'waiting' | 'failed' | 'none', error }. 'none' when the person turned account
 * e-mails off (they see the decision when they sign in).
 */
create function public.admin_last_account_mail(p_user uuid) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  m private.outgoing_messages;
begin
  perform private.require_admin();
  select * into m from private.outgoing_messages
  where user_id = p_user and channel = 'email' and kind in ('account', 'security')
  order by id desc limit 1;
  if not found then
    return jsonb_build_object('state', 'none');
  end if;
  return jsonb_build_object(
    'state', case when m.sent_at is not null then 'sent' when m.dead_at is not null then 'failed' else 'waiting' end,
    'error', m.last_error);
end
$$;
revoke all on function public.admin_last_account_mail(uuid) from public, anon;
grant execute on function public.admin_last_account_mail(uuid) to authenticated, service_role;
