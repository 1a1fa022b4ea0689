-- Weekly payouts. public.run_weekly_payouts() (service role; pg_cron on a hosted project every
-- Monday 09:00 Lagos, the local backend's timer locally) pays each payee with an active payout
-- account that is not held its whole available balance when it is at least ₦1,000 (100,000 kobo):
-- a payouts row with reference payout-<ISO week>-<payee id> and a 'payout' ledger entry (payee
-- debited, payouts_in_transit credited), in one transaction. A payee is paid at most once per
-- week: the unique keys on the row make a second run, or two runs at once, pay nothing more.
--
-- The payouts-send edge function claims pending payouts (claim_payouts, each once) and sends
-- them with Paystack's Transfer API; the paystack-webhook function applies transfer.success
-- (settle_transfer: 'payout_settled', payouts_in_transit to paystack_clearing), transfer.failed
-- and transfer.reversed ('payout_failed': the money back to the payee's balance, and the payee
-- told why by bell and e-mail). Each payout row is locked while an event is applied, so the same
-- webhook five times at once settles once.
--   pending -> sending -> sent -> paid | failed | reversed   (paid -> reversed too)

-- The ledger's balance check is a deferred constraint trigger: it fires at commit, outside the
-- SECURITY DEFINER function that posted the lines, as the API role (service_role), which has no
-- grant on the ledger. Run as its owner, it can read the lines it checks.
do $$
begin
  if exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
             where n.nspname = 'private' and p.proname = 'ledger_entry_balanced' and not p.prosecdef) then
    alter function private.ledger_entry_balanced() security definer;
  end if;
end
$$;

create table public.payouts (
  id bigint generated always as identity primary key,
  reference text not null unique check (reference ~ '^payout-[0-9]{4}w[0-9]{2}-[0-9a-f]{32}$'),
  week date not null,
  payee_kind text not null check (payee_kind in ('pharmacy', 'doctor', 'rider')),
  payee_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  account_id uuid references public.payout_accounts (id) on delete set null,
  recipient_code text not null check (recipient_code ~ '^RCP_[A-Za-z0-9_]{1,60}$'),
  bank_name text not null check (length(bank_name) between 2 and 100),
  account_last4 text not null check (account_last4 ~ '^[0-9]{4}$'),
  amount_kobo bigint not null check (amount_kobo >= 100000),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'paid', 'failed', 'reversed')),
  transfer_code text check (length(transfer_code) <= 100),
  failure_reason text check (length(failure_reason) <= 300),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  settled_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (payee_kind, payee_id, week)
);
comment on table public.payouts is
  'One weekly payout per payee and week (reference payout-<week>-<payee>), sent as one Paystack transfer; moved only by service-role functions.';
create index payouts_user_idx on public.payouts (user_id, created_at desc);
create index payouts_pending_idx on public.payouts (id) where status = 'pending';

-- What Paystack said about each transfer and what it changed (duplicates included), for the admin.
create table public.payout_events (
  id bigint generated always as identity primary key,
  payout_id bigint references public.payouts (id) on delete set null,
  reference text check (length(reference) <= 100),
  event text not null check (length(event) <= 60),
  outcome text not null check (outcome in ('applied', 'duplicate', 'mismatch', 'unknown_reference', 'ignored')),
  payload jsonb check (pg_column_size(payload) <= 65536),
  at timestamptz not null default now()
);
comment on table public.payout_events is 'Transfer webhooks and answers with their outcome; admins read them.';
create index payout_events_payout_idx on public.payout_events (payout_id, id);

alter table public.payouts enable row level security;
alter table public.payout_events enable row level security;
revoke all on public.payouts, public.payout_events from anon, authenticated;
grant select on public.payouts, public.payout_events to authenticated;
grant all on public.payouts, public.payout_events to service_role;
create policy "payouts: the payee and admins read them" on public.payouts for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "payout_events: admins read them" on public.payout_events for select to authenticated
  using ((select private.is_admin()));
create policy "suspended accounts cannot act" on public.payouts as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));
create policy "suspended accounts cannot act" on public.payout_events as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));

-- The smallest balance paid out, in kobo (₦1,000).
create function private.payout_minimum_kobo() returns bigint
language sql immutable set search_path = '' as $$ select 100000::bigint $$;

create function public.run_weekly_payouts() returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_week date := date_trunc('week', now() at time zone 'Africa/Lagos')::date;
  a public.payout_accounts;
  v_amount bigint;
  v_ref text;
  v_id bigint;
  v_made int := 0;
  v_kobo bigint := 0;
begin
  -- Payee order, so two runs at once meet each payee in the same order and never deadlock.
  for a in select * from public.payout_accounts
           where status = 'active' and (held_until is null or held_until <= now())
           order by payee_kind, payee_id loop
    v_amount := private.payee_available(a.payee_kind, a.payee_id);
    continue when v_amount < private.payout_minimum_kobo();
    v_ref := 'payout-' || to_char(v_week, 'IYYY"w"IW') || '-' || replace(a.payee_id::text, '-', '');
    insert into public.payouts (reference, week, payee_kind, payee_id, user_id, account_id, recipient_code, bank_name,
      account_last4, amount_kobo)
    values (v_ref, v_week, a.payee_kind, a.payee_id, a.user_id, a.id, a.recipient_code, a.bank_name, a.account_last4, v_amount)
    on conflict do nothing
    returning id into v_id;
    continue when v_id is null;
    perform private.ledger_post('payout', v_ref, jsonb_build_array(
      jsonb_build_object('kind', a.payee_kind, 'owner', a.payee_id, 'amount', v_amount),
      jsonb_build_object('kind', 'payouts_in_transit', 'owner', null, 'amount', -v_amount)),
      'Weekly payout to ' || a.bank_name || ' ******' || a.account_last4);
    v_made := v_made + 1;
    v_kobo := v_kobo + v_amount;
  end loop;
  return jsonb_build_object('week', v_week, 'payouts', v_made, 'amount_kobo', v_kobo);
end
$$;

-- The payee's link for payout news.
create function private.payout_link(p_kind text) returns text
language sql immutable set search_path = ''
as $$ select case p_kind when 'rider' then '/dashboard/rider' else '/settings' end $$;

-- Gives a payout's money back to the payee's balance and tells them why (bell and e-mail).
create function private.fail_payout(p public.payouts, p_status text, p_reason text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_from text := case when p.status = 'paid' then 'paystack_clearing' else 'payouts_in_transit' end;
  v_naira text := private.naira_text(p.amount_kobo / 100.0);
  v_why text := coalesce(nullif(btrim(p_reason), ''), case p_status when 'reversed' then 'the bank sent the money back'
    else 'the bank did not accept the transfer' end);
begin
  update public.payouts set status = p_status, failure_reason = left(v_why, 300), settled_at = now(), updated_at = now()
  where id = p.id;
  perform private.ledger_post('payout_failed', p.reference, jsonb_build_array(
    jsonb_build_object('kind', v_from, 'owner', null, 'amount', p.amount_kobo),
    jsonb_build_object('kind', p.payee_kind, 'owner', p.payee_id, 'amount', -p.amount_kobo)),
    'Payout ' || p_status || ': ' || left(v_why, 200));
  perform private.notify(p.user_id, null, 'Payout not received',
    format('Your payout of %s to %s ******%s %s: %s. The money is back in your balance and goes out with the next weekly payout.',
      v_naira, p.bank_name, p.account_last4, case p_status when 'reversed' then 'was reversed' else 'failed' end, v_why),
    private.payout_link(p.payee_kind));
  perform private.queue_email(p.user_id, 'Your payout did not arrive',
    format(E'Your Magani Health payout of %s to %s ******%s %s.\n\nWhy: %s.\n\n'
      'The money is back in your balance and will be sent with the next weekly payout. If your bank details are wrong, '
      'change your payout account in the app.',
      v_naira, p.bank_name, p.account_last4, case p_status when 'reversed' then 'was reversed' else 'failed' end, v_why));
end
$$;

-- Hands pending payouts to the sender, each once. A payout whose account changed or is held since
-- it was made is failed back to the balance instead of being sent to the old account.
create function public.claim_payouts(p_limit int default 20) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  p public.payouts;
  v_out jsonb := '[]';
begin
  for p in select x.* from public.payouts x where x.status = 'pending' order by x.id
           limit least(greatest(p_limit, 1), 100) for update skip locked loop
    if not exists (select 1 from public.payout_accounts a where a.id = p.account_id and a.status = 'active'
                   and a.recipient_code = p.recipient_code and (a.held_until is null or a.held_until <= now())) then
      perform private.fail_payout(p, 'failed', 'your payout account changed before the transfer was sent');
      continue;
    end if;
    update public.payouts set status = 'sending', updated_at = now() where id = p.id;
    v_out := v_out || jsonb_build_object('reference', p.reference, 'amount_kobo', p.amount_kobo,
      'recipient_code', p.recipient_code, 'reason', 'Magani Health weekly payout ' || to_char(p.week, 'IYYY"w"IW'));
  end loop;
  return v_out;
end
$$;

-- Paystack's answer to POST /transfer: accepted (waiting for its webhook) or refused (failed now).
create function public.payout_submitted(p_reference text, p_accepted boolean, p_data jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  p public.payouts;
begin
  select * into p from public.payouts where reference = p_reference and status = 'sending' for update;
  if not found then return jsonb_build_object('outcome', 'ignored'); end if;
  if p_accepted then
    update public.payouts set status = 'sent', sent_at = now(), updated_at = now(),
      transfer_code = left(p_data ->> 'transfer_code', 100) where id = p.id;
  else
    perform private.fail_payout(p, 'failed', left(coalesce(p_data ->> 'message', 'Paystack refused the transfer'), 200));
  end if;
  insert into public.payout_events (payout_id, reference, event, outcome, payload)
  values (p.id, p.reference, 'transfer_answer', 'applied', p_data);
  return jsonb_build_object('outcome', 'applied');
end
$$;

-- A transfer.success / transfer.failed / transfer.reversed webhook (service role only).
create function public.settle_transfer(p_event text, p_data jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  p public.payouts;
  v_outcome text := 'applied';
  v_reason text := left(coalesce(p_data #>> '{failures,reason}', p_data ->> 'gateway_response', ''), 200);
begin
  select * into p from public.payouts where reference = p_data ->> 'reference' for update;
  if not found then
    insert into public.payout_events (reference, event, outcome, payload)
    values (left(p_data ->> 'reference', 100), left(p_event, 60), 'unknown_reference', p_data);
    return jsonb_build_object('outcome', 'unknown_reference');
  end if;
  if p_data ->> 'amount' is distinct from p.amount_kobo::text or coalesce(p_data ->> 'currency', 'NGN') <> 'NGN' then
    v_outcome := 'mismatch';
  elsif p_event = 'transfer.success' and p.status in ('sending', 'sent') then
    update public.payouts set status = 'paid', settled_at = now(), updated_at = now(),
      transfer_code = coalesce(transfer_code, left(p_data ->> 'transfer_code', 100)) where id = p.id;
    perform private.ledger_post('payout_settled', p.reference, jsonb_build_array(
      jsonb_build_object('kind', 'payouts_in_transit', 'owner', null, 'amount', p.amount_kobo),
      jsonb_build_object('kind', 'paystack_clearing', 'owner', null, 'amount', -p.amount_kobo)), 'Transfer confirmed by Paystack');
    perform private.notify(p.user_id, null, 'Payout sent',
      format('%s was paid to %s ******%s.', private.naira_text(p.amount_kobo / 100.0), p.bank_name, p.account_last4),
      private.payout_link(p.payee_kind));
  elsif p_event = 'transfer.failed' and p.status in ('sending', 'sent') then
    perform private.fail_payout(p, 'failed', v_reason);
  elsif p_event = 'transfer.reversed' and p.status in ('sending', 'sent', 'paid') then
    perform private.fail_payout(p, 'reversed', v_reason);
  elsif p_event in ('transfer.success', 'transfer.failed', 'transfer.reversed') then
    v_outcome := 'duplicate';
  else
    v_outcome := 'ignored';
  end if;
  insert into public.payout_events (payout_id, reference, event, outcome, payload)
  values (p.id, p.reference, left(p_event, 60), v_outcome, p_data);
  return jsonb_build_object('outcome', v_outcome);
end
$$;

revoke all on function private.payout_minimum_kobo(), private.payout_link(text),
  private.fail_payout(public.payouts, text, text) from public, anon, authenticated;
revoke all on function public.run_weekly_payouts(), public.claim_payouts(int), public.payout_submitted(text, boolean, jsonb),
  public.settle_transfer(text, jsonb) from public, anon, authenticated;
grant execute on function public.run_weekly_payouts(), public.claim_payouts(int), public.payout_submitted(text, boolean, jsonb),
  public.settle_transfer(text, jsonb) to service_role;

-- Hosted: every Monday 09:00 Lagos (08:00 UTC: pg_cron reads its schedules in UTC and Lagos has
-- no daylight saving). Scheduled here only where pg_cron is already enabled (Dashboard →
-- Database → Extensions); elsewhere (PGlite, a plain PostgreSQL) nothing is scheduled. The
-- transfers are sent by payouts-send, which a hosted project calls every minute with pg_net
-- (supabase/README.md, Deploying): that call needs the service role key, which is no migration's.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('weekly-payouts', '0 8 * * 1', 'select public.run_weekly_payouts()')$cron$;
  end if;
end
$$;
