-- A balance finds its account through the (kind, owner_id) unique index: "is not distinct from"
-- cannot use an index, so every balance read scanned all accounts (the admin's overview and the
-- weekly payout job read one balance per payee).
create or replace function private.ledger_balance(p_kind text, p_owner uuid, p_until timestamptz default 'infinity')
returns bigint
language sql stable security definer set search_path = ''
as $$
  select coalesce(sum(l.amount_kobo), 0)::bigint
  from private.ledger_lines l
  where l.account_id = (select a.id from private.ledger_accounts a
                        where a.kind = p_kind and (a.owner_id = p_owner or (p_owner is null and a.owner_id is null)))
    and l.created_at < p_until
$$;
