-- Payout accounts: the Nigerian bank account a pharmacy, doctor or rider is paid into, stored as a
-- Paystack transfer recipient. Only the service role writes them (the payout-accounts edge
-- function, after Paystack resolved the account's name and created the recipient); admins approve
-- a name that does not match. The account number itself is not kept: Paystack's recipient holds
-- it, and the row keeps its last 4 digits to show it masked.
--
-- Name rule (private.payout_name_matches): both names are lower-cased, accents and punctuation
-- dropped, split into words; words of one letter and generic business words (pharmacy, chemist,
-- stores, ltd, limited, nigeria, enterprises, ventures, the, and, dr, ...) are left out. The
-- account name matches when it contains at least two of the expected name's remaining words (all
-- of them when there is only one). Expected: for a pharmacy its business name or its owner's name,
-- for a doctor or rider their name. A mismatch is saved but waits for an admin's approval.
--
-- Changing an existing account needs the account's password again (checked by the edge function,
-- which says so to save_payout_account; the database refuses a change without it), holds payouts
-- for 24 hours and tells the person by bell and e-mail.

create table public.payout_accounts (
  id uuid primary key default gen_random_uuid(),
  payee_kind text not null check (payee_kind in ('pharmacy', 'doctor', 'rider')),
  payee_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  bank_code text not null check (bank_code ~ '^[0-9A-Za-z]{2,12}$'),
  bank_name text not null check (length(bank_name) between 2 and 100),
  account_last4 text not null check (account_last4 ~ '^[0-9]{4}$'),
  account_name text not null check (length(account_name) between 1 and 200),
  expected_name text not null check (length(expected_name) between 1 and 200),
  recipient_code text not null check (recipient_code ~ '^RCP_[A-Za-z0-9_]{1,60}$'),
  status text not null check (status in ('active', 'needs_approval')),
  held_until timestamptz,
  approved_by uuid references auth.users (id) on delete set null,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (payee_kind, payee_id)
);
comment on table public.payout_accounts is
  'The bank account (a Paystack transfer recipient) each pharmacy, doctor or rider is paid into; written only by service-role functions; a name mismatch waits for an admin, a change holds payouts for 24 hours.';
create index payout_accounts_user_idx on public.payout_accounts (user_id);

alter table public.payout_accounts enable row level security;
revoke all on public.payout_accounts from anon, authenticated;
grant select on public.payout_accounts to authenticated;
grant all on public.payout_accounts to service_role;
create policy "payout_accounts: the owner and admins read it" on public.payout_accounts for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "suspended accounts cannot act" on public.payout_accounts as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));

-- The words of a name that the rule compares (see the top of this file).
create function private.payout_name_words(p_name text) returns text[]
language sql immutable set search_path = ''
as $$
  select coalesce(array_agg(distinct w order by w), '{}')
  from regexp_split_to_table(
    regexp_replace(lower(normalize(coalesce(p_name, ''), NFD)), '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+') w
  where length(w) >= 2 and w not in ('pharmacy', 'pharmacies', 'pharmaceutical', 'pharmaceuticals', 'pharma',
    'chemist', 'chemists', 'drug', 'drugs', 'store', 'stores', 'mart', 'ltd', 'limited', 'nig', 'nigeria', 'plc',
    'enterprise', 'enterprises', 'ventures', 'global', 'services', 'company', 'co', 'and', 'the', 'of',
    'dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'int', 'international', 'bn')
$$;

create function private.payout_name_matches(p_account_name text, p_expected text) returns boolean
language sql immutable set search_path = ''
as $$
  with e as (select private.payout_name_words(p_expected) as words),
       a as (select private.payout_name_words(p_account_name) as words)
  select cardinality(e.words) > 0
     and (select count(*) from unnest(e.words) w where w = any (a.words)) >= least(2, cardinality(e.words))
  from e, a
$$;

-- Who a user is paid as: kind, ledger owner (pharmacies.id, or the person's own id) and the names
-- an account may carry. Approved partners only.
create function private.payee_of(p_user uuid)
returns table (kind text, payee_id uuid, business_name text, person_name text)
language sql stable security definer set search_path = ''
as $$
  select 'pharmacy', ph.id, ph.name, pr.full_name
  from public.pharmacies ph join public.profiles pr on pr.user_id = ph.user_id
  where ph.user_id = p_user and ph.status = 'approved' and pr.role = 'pharmacy'
  union all
  select 'doctor', d.user_id, null, d.full_name
  from public.doctors d join public.profiles pr on pr.user_id = d.user_id
  where d.user_id = p_user and d.approval_status = 'approved' and pr.role = 'doctor'
  union all
  select 'rider', r.user_id, null, r.full_name
  from public.riders r join public.profiles pr on pr.user_id = r.user_id
  where r.user_id = p_user and r.approval_status = 'approved' and pr.role = 'rider'
  limit 1
$$;

create function private.payout_account_json(a public.payout_accounts) returns jsonb
language sql stable set search_path = ''
as $$
  select jsonb_build_object('id', a.id, 'payee_kind', a.payee_kind, 'bank_code', a.bank_code, 'bank_name', a.bank_name,
    'account_masked', '******' || a.account_last4, 'account_name', a.account_name, 'expected_name', a.expected_name,
    'status', a.status, 'held_until', a.held_until, 'held', coalesce(a.held_until > now(), false),
    'updated_at', a.updated_at)
$$;

-- For the edge function, as the caller: who they are paid as, and whether an account exists
-- (a change then needs their password). Null for anyone who is not an approved payee.
create function public.my_payee() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('user_id', p.user_id, 'email', p.email, 'kind', x.kind,
    'has_account', exists (select 1 from public.payout_accounts a where a.payee_kind = x.kind and a.payee_id = x.payee_id))
  from public.profiles p cross join lateral private.payee_of(p.user_id) x
  where p.user_id = (select auth.uid())
$$;

-- The caller's payout account as a screen shows it (number masked), or null.
create function public.my_payout_account() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select private.payout_account_json(a)
  from public.payout_accounts a join lateral private.payee_of((select auth.uid())) x on true
  where a.payee_kind = x.kind and a.payee_id = x.payee_id
$$;

-- Records a resolved account and its Paystack recipient for p_user (service role only).
create function public.save_payout_account(p_user uuid, p_bank_code text, p_bank_name text, p_account_number text,
  p_account_name text, p_recipient_code text, p_password_checked boolean) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  x record;
  old public.payout_accounts;
  a public.payout_accounts;
  v_expected text;
  v_matches boolean;
  v_changed boolean;
begin
  select * into x from private.payee_of(p_user);
  if not found then
    raise exception 'Only an approved pharmacy, doctor or rider can add a payout account' using errcode = '42501';
  end if;
  if coalesce(p_account_number, '') !~ '^[0-9]{10}$' then
    raise exception 'An account number is 10 digits' using errcode = '22023', hint = 'account_number';
  end if;
  -- One save per payee at a time, so two first saves cannot both skip the password.
  perform pg_advisory_xact_lock(hashtextextended('payout_account:' || x.payee_id::text, 0));
  select * into old from public.payout_accounts where payee_kind = x.kind and payee_id = x.payee_id for update;
  v_changed := old.id is not null;
  if v_changed and old.bank_code = p_bank_code and old.account_last4 = right(p_account_number, 4)
     and old.recipient_code = p_recipient_code then
    return private.payout_account_json(old);
  end if;
  if v_changed and not coalesce(p_password_checked, false) then
    raise exception 'Enter your password to change your payout account' using errcode = '42501', hint = 'password';
  end if;
  v_matches := private.payout_name_matches(p_account_name, x.business_name) or private.payout_name_matches(p_account_name, x.person_name);
  v_expected := coalesce(x.business_name, x.person_name);
  insert into public.payout_accounts as t (payee_kind, payee_id, user_id, bank_code, bank_name, account_last4, account_name,
    expected_name, recipient_code, status, held_until)
  values (x.kind, x.payee_id, p_user, p_bank_code, p_bank_name, right(p_account_number, 4), left(p_account_name, 200),
    left(v_expected, 200), p_recipient_code, case when v_matches then 'active' else 'needs_approval' end,
    case when v_changed then now() + interval '24 hours' end)
  on conflict (payee_kind, payee_id) do update set user_id = excluded.user_id, bank_code = excluded.bank_code,
    bank_name = excluded.bank_name, account_last4 = excluded.account_last4, account_name = excluded.account_name,
    expected_name = excluded.expected_name, recipient_code = excluded.recipient_code, status = excluded.status,
    held_until = excluded.held_until, approved_by = null, approved_at = null, updated_at = now()
  returning * into a;
  if v_changed then
    perform private.notify(p_user, null, 'Payout account changed',
      format('Your payouts now go to %s ******%s (%s). Payouts are held until %s (Lagos time).',
        a.bank_name, a.account_last4, a.account_name, to_char(a.held_until at time zone 'Africa/Lagos', 'DD/MM/YYYY HH24:MI')),
      '/settings');
    perform private.queue_email(p_user, 'Your payout bank account was changed',
      format(E'Your Magani Health payouts will now be paid into %s ******%s (%s), replacing %s ******%s.\n\n'
        'For your safety, payouts are held for 24 hours, until %s (Lagos time).\n\n'
        'If you did not make this change, contact us at once and change your password.',
        a.bank_name, a.account_last4, a.account_name, old.bank_name, old.account_last4,
        to_char(a.held_until at time zone 'Africa/Lagos', 'DD/MM/YYYY HH24:MI')));
  end if;
  if not v_matches then
    perform private.notify(p_user, null, 'Payout account waiting for review',
      format('The bank says this account is in the name of %s, which does not match %s. An administrator will review it before any payout.',
        a.account_name, v_expected), '/settings');
  end if;
  return private.payout_account_json(a);
end
$$;

-- An admin accepts an account whose name did not match.
create function public.admin_approve_payout_account(p_account_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  a public.payout_accounts;
begin
  perform private.require_admin();
  update public.payout_accounts set status = 'active', approved_by = (select auth.uid()), approved_at = now(), updated_at = now()
  where id = p_account_id and status = 'needs_approval' returning * into a;
  if not found then
    raise exception 'No payout account waits for approval with this id' using errcode = 'P0002';
  end if;
  perform private.audit('approve', a.user_id, a.account_name,
    jsonb_build_object('what', 'payout_account', 'account', p_account_id, 'expected_name', a.expected_name,
      'bank', a.bank_name, 'account_last4', a.account_last4));
  perform private.notify(a.user_id, null, 'Payout account approved',
    format('Your payout account %s ******%s (%s) was approved.', a.bank_name, a.account_last4, a.account_name), '/settings');
  return private.payout_account_json(a);
end
$$;

revoke all on function private.payout_name_words(text), private.payout_name_matches(text, text), private.payee_of(uuid),
  private.payout_account_json(public.payout_accounts) from public, anon, authenticated;
revoke all on function public.my_payee(), public.my_payout_account(), public.admin_approve_payout_account(uuid),
  public.save_payout_account(uuid, text, text, text, text, text, boolean) from public, anon;
revoke all on function public.save_payout_account(uuid, text, text, text, text, text, boolean) from authenticated;
grant execute on function public.my_payee(), public.my_payout_account(), public.admin_approve_payout_account(uuid) to authenticated;
grant execute on function public.save_payout_account(uuid, text, text, text, text, text, boolean) to service_role;
