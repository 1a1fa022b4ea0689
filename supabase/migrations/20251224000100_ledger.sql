-- The money ledger: double entry, in kobo, append-only. Every movement of money is one entry
-- (what caused it and the cause's reference, unique together, so posting it again posts nothing)
-- whose lines sum to zero. Amount positive = debit. Payee accounts ('pharmacy', 'doctor', 'rider')
-- are liabilities: what the platform owes the payee is minus the sum of their lines.
-- Only SECURITY DEFINER functions write here; no API role has any grant on these tables.

create table private.ledger_accounts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'pharmacy', 'doctor', 'rider',          -- payees (liabilities), owner = pharmacies.id / user id / user id
    'rider_cash',                           -- cash a rider holds for the platform (asset), owner = rider user id
    'patient_funds',                        -- money paid by patients and not earned yet (liability)
    'patient_refunds',                      -- refunds owed to patients, not yet sent back (liability)
    'platform_commission',                  -- the platform's income
    'platform_cash',                        -- cash handed over by riders to the platform (asset)
    'adjustments',                          -- the platform's side of admin adjustments (expense)
    'paystack_clearing',                    -- money Paystack holds for us (asset)
    'payouts_in_transit',                   -- payouts sent, not yet confirmed (asset in transit)
    'transfer_fees'                         -- fees the provider takes on transfers (expense)
  )),
  owner_id uuid,
  created_at timestamptz not null default now(),
  check ((kind in ('pharmacy', 'doctor', 'rider', 'rider_cash')) = (owner_id is not null)),
  unique nulls not distinct (kind, owner_id)
);
comment on table private.ledger_accounts is
  'Ledger accounts: one per payee (pharmacy, doctor, rider), per rider''s cash in hand, and the platform''s own accounts.';

create table private.ledger_entries (
  id bigint generated always as identity primary key,
  cause text not null check (cause ~ '^[a-z_]{2,40}$'),
  reference text not null check (char_length(reference) between 1 and 200),
  memo text check (char_length(memo) <= 500),
  created_at timestamptz not null default now(),
  created_by uuid,
  reverses bigint references private.ledger_entries (id),
  unique (cause, reference)
);
comment on table private.ledger_entries is
  'Journal entries: one per movement of money, unique by cause and reference; never updated or deleted, only reversed.';
create index ledger_entries_created_idx on private.ledger_entries (created_at);
create index ledger_entries_reverses_idx on private.ledger_entries (reverses) where reverses is not null;

create table private.ledger_lines (
  id bigint generated always as identity primary key,
  entry_id bigint not null references private.ledger_entries (id),
  account_id bigint not null references private.ledger_accounts (id),
  amount_kobo bigint not null check (amount_kobo <> 0),
  created_at timestamptz not null default now()
);
comment on table private.ledger_lines is
  'Lines of journal entries (kobo, positive = debit); each entry''s lines sum to zero.';
create index ledger_lines_entry_idx on private.ledger_lines (entry_id);
create index ledger_lines_account_idx on private.ledger_lines (account_id, created_at) include (amount_kobo, entry_id);

revoke all on private.ledger_accounts, private.ledger_entries, private.ledger_lines from public, anon, authenticated, service_role;
alter table private.ledger_accounts enable row level security;
alter table private.ledger_entries enable row level security;
alter table private.ledger_lines enable row level security;

/** Append-only: an update, delete or truncate is refused for everyone, the service role included. */
create function private.ledger_append_only() returns trigger
language plpgsql set search_path = ''
as $$
begin
  raise exception 'The ledger is append-only: % on % is refused; post a reversing entry instead', tg_op, tg_table_name
    using errcode = '42501', hint = 'append_only';
end
$$;
create trigger ledger_accounts_append_only before update or delete on private.ledger_accounts
  for each row execute function private.ledger_append_only();
create trigger ledger_entries_append_only before update or delete on private.ledger_entries
  for each row execute function private.ledger_append_only();
create trigger ledger_lines_append_only before update or delete on private.ledger_lines
  for each row execute function private.ledger_append_only();
create trigger ledger_accounts_no_truncate before truncate on private.ledger_accounts
  for each statement execute function private.ledger_append_only();
create trigger ledger_entries_no_truncate before truncate on private.ledger_entries
  for each statement execute function private.ledger_append_only();
create trigger ledger_lines_no_truncate before truncate on private.ledger_lines
  for each statement execute function private.ledger_append_only();

/** At commit, each entry that got lines sums to zero (whoever inserted them). */
create function private.ledger_entry_balanced() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_sum numeric;
  v_n int;
begin
  select sum(amount_kobo), count(*) into v_sum, v_n from private.ledger_lines where entry_id = new.entry_id;
  if v_sum <> 0 or v_n < 2 then
    raise exception 'Ledger entry % does not balance (% kobo over % lines)', new.entry_id, v_sum, v_n
      using errcode = '23514', hint = 'unbalanced';
  end if;
  return null;
end
$$;
create constraint trigger ledger_lines_balanced after insert on private.ledger_lines
  deferrable initially deferred for each row execute function private.ledger_entry_balanced();

/** The account of (kind, owner), created the first time it is needed. */
create function private.ledger_account(p_kind text, p_owner uuid) returns bigint
language plpgsql security definer set search_path = ''
as $$
declare
  v_id bigint;
begin
  select id into v_id from private.ledger_accounts where kind = p_kind and owner_id is not distinct from p_owner;
  if v_id is null then
    insert into private.ledger_accounts (kind, owner_id) values (p_kind, p_owner)
    on conflict (kind, owner_id) do nothing returning id into v_id;
    if v_id is null then
      select id into v_id from private.ledger_accounts where kind = p_kind and owner_id is not distinct from p_owner;
    end if;
  end if;
  return v_id;
end
$$;

/**
 * Posts one entry: p_lines = [{"kind", "owner", "amount"}, ...] in kobo, summing to zero. The same
 * (cause, reference) again returns the existing entry and posts nothing; two calls at once post
 * once (the second waits on the unique key, then finds the first one's entry).
 */
create function private.ledger_post(p_cause text, p_reference text, p_lines jsonb, p_memo text default null,
  p_reverses bigint default null) returns bigint
language plpgsql security definer set search_path = ''
as $$
declare
  v_id bigint;
  v_line jsonb;
  v_sum numeric := 0;
  v_amount bigint;
begin
  if jsonb_typeof(p_lines) is distinct from 'array' or jsonb_array_length(p_lines) < 2 then
    raise exception 'A ledger entry needs at least two lines' using errcode = '22023', hint = 'lines';
  end if;
  for v_line in select * from jsonb_array_elements(p_lines) loop
    if coalesce(v_line ->> 'amount', '') !~ '^-?[0-9]{1,15}$' or (v_line ->> 'amount')::bigint = 0 then
      raise exception 'A ledger line needs a non-zero whole amount in kobo, got %', v_line ->> 'amount'
        using errcode = '22023', hint = 'lines';
    end if;
    v_sum := v_sum + (v_line ->> 'amount')::bigint;
  end loop;
  if v_sum <> 0 then
    raise exception 'Ledger lines must sum to zero, these sum to % kobo', v_sum using errcode = '22023', hint = 'unbalanced';
  end if;
  insert into private.ledger_entries (cause, reference, memo, created_by, reverses)
  values (p_cause, p_reference, p_memo, (select auth.uid()), p_reverses)
  on conflict (cause, reference) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from private.ledger_entries where cause = p_cause and reference = p_reference;
    return v_id;
  end if;
  for v_line in select * from jsonb_array_elements(p_lines) loop
    v_amount := (v_line ->> 'amount')::bigint;
    insert into private.ledger_lines (entry_id, account_id, amount_kobo)
    values (v_id, private.ledger_account(v_line ->> 'kind', nullif(v_line ->> 'owner', '')::uuid), v_amount);
  end loop;
  return v_id;
end
$$;

/** Posts the mirror image of entry p_entry (every line negated) as (p_cause, p_reference), once. */
create function private.ledger_reverse(p_entry bigint, p_cause text, p_reference text, p_memo text default null)
returns bigint
language plpgsql security definer set search_path = ''
as $$
declare
  v_lines jsonb;
begin
  select jsonb_agg(jsonb_build_object('kind', a.kind, 'owner', a.owner_id, 'amount', -l.amount_kobo) order by l.id)
  into v_lines
  from private.ledger_lines l join private.ledger_accounts a on a.id = l.account_id where l.entry_id = p_entry;
  if v_lines is null then
    raise exception 'No ledger entry %', p_entry using errcode = '22023', hint = 'unknown_entry';
  end if;
  return private.ledger_post(p_cause, p_reference, v_lines, p_memo, p_entry);
end
$$;

/** Sum of an account's lines (debit positive); 0 for an account that does not exist yet. */
create function private.ledger_balance(p_kind text, p_owner uuid, p_until timestamptz default 'infinity')
returns bigint
language sql stable security definer set search_path = ''
as $$
  select coalesce(sum(l.amount_kobo), 0)::bigint
  from private.ledger_accounts a join private.ledger_lines l on l.account_id = a.id
  where a.kind = p_kind and a.owner_id is not distinct from p_owner and l.created_at < p_until
$$;

/**
 * Kobo owed to a payee that may be paid out now: what the ledger says is owed (earnings credited
 * when an order is delivered or a consultation fee is paid, less refunds, payouts and cash the
 * payee took), never below zero.
 */
create function private.payee_available(p_kind text, p_owner uuid) returns bigint
language sql stable security definer set search_path = ''
as $$
  select case when p_kind in ('pharmacy', 'doctor', 'rider')
    then greatest(0, -private.ledger_balance(p_kind, p_owner)) else 0 end::bigint
$$;

revoke all on function private.ledger_append_only(), private.ledger_entry_balanced(), private.ledger_account(text, uuid),
  private.ledger_post(text, text, jsonb, text, bigint), private.ledger_reverse(bigint, text, text, text),
  private.ledger_balance(text, uuid, timestamptz), private.payee_available(text, uuid)
  from public, anon, authenticated;
grant execute on function private.ledger_account(text, uuid), private.ledger_post(text, text, jsonb, text, bigint),
  private.ledger_reverse(bigint, text, text, text), private.ledger_balance(text, uuid, timestamptz),
  private.payee_available(text, uuid) to service_role;
