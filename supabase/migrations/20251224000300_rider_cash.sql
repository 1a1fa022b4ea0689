-- Cash on delivery: a rider's cash account grows with each pay-on-delivery order delivered
-- (posted by the delivery trigger) and shrinks when the rider hands cash over, recorded by the
-- pharmacy whose orders it came from (the pharmacy keeps it: what the platform owes the pharmacy
-- goes down by as much) or by an admin (the platform banks it). A rider holding more than
-- ₦50,000 gets no new pickups until they hand some over. Admins adjust any payee's balance with
-- a reason; both are ledger entries.

create function private.rider_cash_limit_kobo() returns bigint
language sql immutable set search_path = ''
as $$ select 5000000::bigint $$;

create table private.cash_handovers (
  id uuid primary key default gen_random_uuid(),
  rider_user_id uuid not null references auth.users (id),
  pharmacy_id uuid references public.pharmacies (id),
  amount_kobo bigint not null check (amount_kobo > 0),
  note text check (char_length(note) <= 300),
  recorded_by uuid not null references auth.users (id),
  created_at timestamptz not null default now()
);
comment on table private.cash_handovers is
  'Cash a rider handed over, to a pharmacy (pharmacy_id) or to the platform (null); each one is a ledger entry of cause cash_handover.';
create index cash_handovers_rider_idx on private.cash_handovers (rider_user_id, pharmacy_id);
revoke all on private.cash_handovers from public, anon, authenticated, service_role;
alter table private.cash_handovers enable row level security;
create trigger cash_handovers_append_only before update or delete on private.cash_handovers
  for each row execute function private.ledger_append_only();

/** Cash the rider still holds from one pharmacy's pay-on-delivery orders (delivered, less handed to it). */
create function private.rider_cash_from(p_rider_user uuid, p_pharmacy uuid) returns bigint
language sql stable security definer set search_path = ''
as $$
  select (select coalesce(sum(l.amount_kobo), 0) from public.orders o
            join private.ledger_entries e on e.cause = 'delivery' and e.reference = o.reference
            join private.ledger_lines l on l.entry_id = e.id
            join private.ledger_accounts a on a.id = l.account_id and a.kind = 'rider_cash' and a.owner_id = p_rider_user
          where o.pharmacy_id = p_pharmacy and o.payment_method = 'pay_on_delivery')
       - (select coalesce(sum(h.amount_kobo), 0) from private.cash_handovers h
          where h.rider_user_id = p_rider_user and h.pharmacy_id = p_pharmacy)
$$;

/**
 * Records cash handed over by a rider: by the pharmacy (at most what the rider holds from its own
 * orders) or by an admin (at most what the rider holds). p_request_id makes a repeated tap record once.
 */
create function public.record_cash_handover(p_rider_user_id uuid, p_amount_kobo bigint, p_request_id uuid,
  p_note text default null) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  v_admin boolean := private.is_admin();
  v_pharmacy public.pharmacies;
  v_held bigint;
  v_from bigint;
  h private.cash_handovers;
begin
  if uid is null then raise exception 'Sign in first' using errcode = '42501'; end if;
  if not v_admin then
    select * into v_pharmacy from public.pharmacies where user_id = uid;
    if v_pharmacy.id is null then
      raise exception 'Only the pharmacy or an admin records cash handed over' using errcode = '42501';
    end if;
  end if;
  if p_request_id is null then perform private.refuse('Missing request id', 'request_id'); end if;
  select * into h from private.cash_handovers where id = p_request_id;
  if h.id is not null then
    if h.recorded_by <> uid then raise exception 'Not your record' using errcode = '42501'; end if;
    return jsonb_build_object('id', h.id, 'amount_kobo', h.amount_kobo, 'replayed', true,
      'cash_held_kobo', private.ledger_balance('rider_cash', h.rider_user_id));
  end if;
  if p_amount_kobo is null or p_amount_kobo <= 0 then
    perform private.refuse('Enter the amount handed over', 'amount');
  end if;
  if char_length(coalesce(p_note, '')) > 300 then perform private.refuse('The note is too long (300 characters at most)', 'note'); end if;
  if not exists (select 1 from public.riders where user_id = p_rider_user_id) then
    perform private.refuse('No such rider', 'rider');
  end if;
  -- One handover per rider at a time, so two recorded at once cannot both pass the checks.
  perform pg_advisory_xact_lock(hashtext('cash_handover'), hashtext(p_rider_user_id::text));
  v_held := private.ledger_balance('rider_cash', p_rider_user_id);
  if p_amount_kobo > v_held then
    perform private.refuse(format('The rider holds %s of cash', private.naira_text(v_held / 100.0)), 'amount');
  end if;
  if not v_admin then
    v_from := private.rider_cash_from(p_rider_user_id, v_pharmacy.id);
    if p_amount_kobo > v_from then
      perform private.refuse(format('The rider holds %s from your orders', private.naira_text(greatest(v_from, 0) / 100.0)), 'amount');
    end if;
  end if;
  insert into private.cash_handovers (id, rider_user_id, pharmacy_id, amount_kobo, note, recorded_by)
  values (p_request_id, p_rider_user_id, v_pharmacy.id, p_amount_kobo, nullif(btrim(p_note), ''), uid)
  returning * into h;
  perform private.ledger_post('cash_handover', h.id::text, jsonb_build_array(
    case when v_pharmacy.id is null then jsonb_build_object('kind', 'platform_cash', 'owner', null, 'amount', p_amount_kobo)
         else jsonb_build_object('kind', 'pharmacy', 'owner', v_pharmacy.id, 'amount', p_amount_kobo) end,
    jsonb_build_object('kind', 'rider_cash', 'owner', p_rider_user_id, 'amount', -p_amount_kobo)),
    coalesce('Cash handed to ' || v_pharmacy.name, 'Cash handed to Magani') || coalesce(': ' || h.note, ''));
  perform private.notify(p_rider_user_id, null, 'Cash handover recorded',
    format('%s handed over to %s.', private.naira_text(p_amount_kobo / 100.0), coalesce(v_pharmacy.name, 'Magani')), '/rider/earnings');
  return jsonb_build_object('id', h.id, 'amount_kobo', h.amount_kobo, 'replayed', false,
    'cash_held_kobo', private.ledger_balance('rider_cash', p_rider_user_id));
end
$$;

/** No new pickup for a rider holding more cash than the limit (whichever function assigns it). */
create function private.rider_cash_limit_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_user uuid;
  v_held bigint;
begin
  if new.rider_id is null or new.rider_id is not distinct from old.rider_id then return new; end if;
  select user_id into v_user from public.riders where id = new.rider_id;
  v_held := private.ledger_balance('rider_cash', v_user);
  if v_held > private.rider_cash_limit_kobo() then
    raise exception 'You hold % of cash from deliveries: hand it over before taking new pickups (limit %)',
      private.naira_text(v_held / 100.0), private.naira_text(private.rider_cash_limit_kobo() / 100.0)
      using errcode = 'P0001', hint = 'cash_limit';
  end if;
  return new;
end
$$;
create trigger orders_rider_cash_limit before update of rider_id on public.orders
  for each row execute function private.rider_cash_limit_guard();

/**
 * Admin: changes what the platform owes a payee (p_kind 'pharmacy', 'doctor', 'rider'; positive =
 * owed more) or the cash a rider holds ('rider_cash'; positive = holds more), with a reason.
 */
create function public.admin_ledger_adjustment(p_kind text, p_owner uuid, p_amount_kobo bigint, p_reason text,
  p_request_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_entry bigint;
  v_sign int;
begin
  if not private.is_admin() then raise exception 'Only an admin can adjust balances' using errcode = '42501'; end if;
  if p_request_id is null then perform private.refuse('Missing request id', 'request_id'); end if;
  if p_kind is null or p_kind not in ('pharmacy', 'doctor', 'rider', 'rider_cash') then
    perform private.refuse('Choose whose balance to adjust', 'kind');
  end if;
  if p_kind = 'pharmacy' and not exists (select 1 from public.pharmacies where id = p_owner)
     or p_kind = 'doctor' and not exists (select 1 from public.doctors where user_id = p_owner)
     or p_kind in ('rider', 'rider_cash') and not exists (select 1 from public.riders where user_id = p_owner) then
    perform private.refuse('No such account', 'owner');
  end if;
  if p_amount_kobo is null or p_amount_kobo = 0 or abs(p_amount_kobo) > 100000000 then
    perform private.refuse('Enter an amount other than zero, at most ₦1,000,000', 'amount');
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) < 5 or char_length(p_reason) > 300 then
    perform private.refuse('Give the reason (5 to 300 characters)', 'reason');
  end if;
  v_sign := case when p_kind = 'rider_cash' then 1 else -1 end;
  v_entry := private.ledger_post('adjustment', p_request_id::text, jsonb_build_array(
    jsonb_build_object('kind', p_kind, 'owner', p_owner, 'amount', v_sign * p_amount_kobo),
    jsonb_build_object('kind', 'adjustments', 'owner', null, 'amount', -v_sign * p_amount_kobo)), btrim(p_reason));
  return jsonb_build_object('entry_id', v_entry, 'kind', p_kind, 'owner', p_owner, 'amount_kobo',
    (select -v_sign * l.amount_kobo from private.ledger_lines l join private.ledger_accounts a on a.id = l.account_id
     where l.entry_id = v_entry and a.kind = 'adjustments'));
end
$$;

revoke all on function private.rider_cash_limit_kobo(), private.rider_cash_from(uuid, uuid), private.rider_cash_limit_guard()
  from public, anon, authenticated;
revoke all on function public.record_cash_handover(uuid, bigint, uuid, text),
  public.admin_ledger_adjustment(text, uuid, bigint, text, uuid) from public, anon;
grant execute on function public.record_cash_handover(uuid, bigint, uuid, text),
  public.admin_ledger_adjustment(text, uuid, bigint, text, uuid) to authenticated;
