-- Payout news goes through the one sender (private.outgoing_messages, sent by send-messages with
-- retries) instead of the decision e-mail outbox; and an admin can refuse a payout account whose
-- bank name does not match the payee, with a reason the payee is told.

-- A failed or reversed payout: the money back in the balance, the payee told why (bell and e-mail).
create or replace function private.fail_payout(p public.payouts, p_status text, p_reason text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_from text := case when p.status = 'paid' then 'paystack_clearing' else 'payouts_in_transit' end;
  v_naira text := private.naira_text(p.amount_kobo / 100.0);
  v_why text := coalesce(nullif(btrim(p_reason), ''), case p_status when 'reversed' then 'the bank sent the money back'
    else 'the bank did not accept the transfer' end);
  v_what text := case p_status when 'reversed' then 'was reversed' else 'failed' end;
begin
  update public.payouts set status = p_status, failure_reason = left(v_why, 300), settled_at = now(), updated_at = now()
  where id = p.id;
  perform private.ledger_post('payout_failed', p.reference, jsonb_build_array(
    jsonb_build_object('kind', v_from, 'owner', null, 'amount', p.amount_kobo),
    jsonb_build_object('kind', p.payee_kind, 'owner', p.payee_id, 'amount', -p.amount_kobo)),
    'Payout ' || p_status || ': ' || left(v_why, 200));
  perform private.notify(p.user_id, null, 'Payout not received',
    format('Your payout of %s to %s ******%s %s: %s. The money is back in your balance and goes out with the next weekly payout.',
      v_naira, p.bank_name, p.account_last4, v_what, v_why),
    private.payout_link(p.payee_kind));
  perform private.send_message('email', (select email from public.profiles where user_id = p.user_id),
    'Your payout did not arrive',
    format(E'Your Magani Health payout of %s to %s ******%s %s.\n\nWhy: %s.\n\n'
      'The money is back in your balance and will be sent with the next weekly payout. If your bank details are wrong, '
      'change your payout account in the app.',
      v_naira, p.bank_name, p.account_last4, v_what, v_why));
end
$$;

-- Refused: the account pays nothing; the payee adds another (a new save replaces it).
alter table public.payout_accounts drop constraint payout_accounts_status_check;
alter table public.payout_accounts add constraint payout_accounts_status_check
  check (status in ('active', 'needs_approval', 'refused'));
alter table public.payout_accounts add column refusal_reason text check (char_length(refusal_reason) <= 300);

-- A refusal reason belongs to a refused account only: a new save (active or waiting) clears it.
create function private.payout_account_clear_refusal() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status <> 'refused' then new.refusal_reason := null; end if;
  return new;
end
$$;
create trigger payout_accounts_clear_refusal before insert or update on public.payout_accounts
  for each row execute function private.payout_account_clear_refusal();

create or replace function private.payout_account_json(a public.payout_accounts) returns jsonb
language sql stable set search_path = ''
as $$
  select jsonb_build_object('id', a.id, 'payee_kind', a.payee_kind, 'bank_code', a.bank_code, 'bank_name', a.bank_name,
    'account_masked', '******' || a.account_last4, 'account_name', a.account_name, 'expected_name', a.expected_name,
    'status', a.status, 'held_until', a.held_until, 'held', coalesce(a.held_until > now(), false),
    'refusal_reason', a.refusal_reason, 'updated_at', a.updated_at)
$$;

/** An admin refuses an account whose bank name did not match the payee's; the payee is told why. */
create function public.admin_refuse_payout_account(p_account_id uuid, p_reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  a public.payout_accounts;
  v_why text := btrim(coalesce(p_reason, ''));
begin
  perform private.require_admin();
  if char_length(v_why) < 5 or char_length(v_why) > 300 then
    perform private.refuse('Give the reason for refusing (5 to 300 characters)', 'reason');
  end if;
  update public.payout_accounts set status = 'refused', refusal_reason = v_why, approved_by = (select auth.uid()),
    approved_at = now(), updated_at = now()
  where id = p_account_id and status = 'needs_approval' returning * into a;
  if not found then
    raise exception 'No payout account waits for approval with this id' using errcode = 'P0002';
  end if;
  perform private.audit('reject', a.user_id, a.account_name,
    jsonb_build_object('what', 'payout_account', 'account', p_account_id, 'expected_name', a.expected_name,
      'bank', a.bank_name, 'account_last4', a.account_last4, 'reason', v_why));
  perform private.notify(a.user_id, null, 'Payout account refused',
    format('Your payout account %s ******%s (%s) was refused: %s. Add an account in the name of %s to be paid.',
      a.bank_name, a.account_last4, a.account_name, v_why, a.expected_name), '/settings');
  perform private.send_message('email', (select email from public.profiles where user_id = a.user_id),
    'Your payout account was refused',
    format(E'The payout account %s ******%s (%s) cannot be used for your Magani Health payouts.\n\nWhy: %s.\n\n'
      'Add a bank account in the name of %s in the app to be paid.',
      a.bank_name, a.account_last4, a.account_name, v_why, a.expected_name));
  return private.payout_account_json(a);
end
$$;

revoke all on function private.payout_account_clear_refusal() from public, anon, authenticated;
revoke all on function public.admin_refuse_payout_account(uuid, text) from public, anon;
grant execute on function public.admin_refuse_payout_account(uuid, text) to authenticated;
