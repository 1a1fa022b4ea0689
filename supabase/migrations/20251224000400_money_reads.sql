-- What the money screens read, each figure summed from ledger lines (pending earnings, which are
-- not in the ledger until delivery or payment, come from the open orders and unpaid fees at their
-- rates). Weeks run Monday 00:00 to Monday 00:00, Africa/Lagos.

/** The next weekly payout: Monday 09:00 Africa/Lagos, after now. */
create function private.next_payout_at(p_now timestamptz default now()) returns timestamptz
language sql stable set search_path = ''
as $$
  select case when m > p_now then m else m + interval '7 days' end
  from (select ((date_trunc('week', p_now at time zone 'Africa/Lagos') + interval '9 hours') at time zone 'Africa/Lagos') as m) x
$$;

/** The caller's payee account: (kind, owner) of their pharmacy, doctor or rider record, or nulls. */
create function private.my_payee(out kind text, out owner uuid)
language sql stable security definer set search_path = ''
as $$
  select k, o from (
    select 'pharmacy' as k, id as o, 1 as n from public.pharmacies where user_id = (select auth.uid())
    union all select 'doctor', user_id, 2 from public.doctors where user_id = (select auth.uid())
    union all select 'rider', user_id, 3 from public.riders where user_id = (select auth.uid())
  ) x order by n limit 1
$$;

create function private.rates_json(r public.commission_rates) returns jsonb
language sql immutable set search_path = ''
as $$
  select jsonb_build_object('pharmacy_commission_pct', r.pharmacy_commission_bp / 100.0, 'rider_share_pct', r.rider_share_bp / 100.0,
    'doctor_commission_pct', r.doctor_commission_bp / 100.0, 'effective_from', r.effective_from, 'reason', r.reason)
$$;

/** Earnings kobo not yet in the ledger: open paid orders, pickups on the way, completed or booked consultations unpaid. */
create function private.payee_pending(p_kind text, p_owner uuid) returns bigint
language sql stable security definer set search_path = ''
as $$
  select coalesce(case p_kind
    when 'pharmacy' then (select sum(s.items - s.commission) from public.orders o, private.order_split(o) s
      where o.pharmacy_id = p_owner and o.status not in ('delivered', 'declined', 'cancelled')
        and private.order_paid_or_not_online(o.payment_id))
    when 'rider' then (select sum(s.rider) from public.orders o join public.riders r on r.id = o.rider_id, private.order_split(o) s
      where r.user_id = p_owner and o.status not in ('delivered', 'declined', 'cancelled'))
    when 'doctor' then (select sum(c.fee::bigint * 100 - private.share(c.fee::bigint * 100, (private.rates_at(c.created_at)).doctor_commission_bp))
      from public.consultations c where c.doctor_id = p_owner and c.fee > 0 and c.status in ('booked', 'completed')
        and not exists (select 1 from public.payments p where p.consultation_id = c.id and p.purpose = 'consultation' and p.paid_at is not null))
  end, 0)::bigint
$$;

/** A pharmacy's, doctor's or rider's money at a glance. */
create function public.my_earnings() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  me record;
  v_cash bigint;
begin
  select p.kind, p.owner into me from private.my_payee() p;
  if me.kind is null then
    raise exception 'Only a pharmacy, doctor or rider has earnings' using errcode = '42501';
  end if;
  if me.kind = 'rider' then v_cash := private.ledger_balance('rider_cash', me.owner); end if;
  return jsonb_build_object(
    'kind', me.kind,
    'balance_kobo', -private.ledger_balance(me.kind, me.owner),
    'available_kobo', private.payee_available(me.kind, me.owner),
    'pending_kobo', private.payee_pending(me.kind, me.owner),
    'cash_held_kobo', v_cash,
    'cash_limit_kobo', case when me.kind = 'rider' then private.rider_cash_limit_kobo() end,
    'pickups_blocked', case when me.kind = 'rider' then v_cash > private.rider_cash_limit_kobo() end,
    'next_payout_at', private.next_payout_at(),
    'rates', private.rates_json(private.rates_at(now())));
end
$$;

create function private.line_type(p_cause text, p_kind text, p_amount bigint) returns text
language sql immutable set search_path = ''
as $$
  select case
    when p_kind = 'rider_cash' then case when p_cause = 'delivery' then 'cash_collected' when p_cause = 'cash_handover' then 'cash_handed_over' else 'adjustment' end
    when p_cause in ('delivery', 'consultation') then case when p_amount < 0 then 'earning' else 'commission' end
    when p_cause in ('delivery_refunded', 'consultation_refunded') then 'refund'
    when p_cause like 'payout%' then 'payout'
    when p_cause = 'cash_handover' then 'cash_kept'
    else p_cause end
$$;

/** One week of the caller's ledger lines (p_week_start: any day of the week), with totals. */
create function public.my_statement(p_week_start date) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  me record;
  v_start date := date_trunc('week', coalesce(p_week_start, now() at time zone 'Africa/Lagos'))::date;
  v_from timestamptz := v_start::timestamp at time zone 'Africa/Lagos';
  v_to timestamptz := (v_start + 7)::timestamp at time zone 'Africa/Lagos';
  v_account bigint;
  v_cash bigint;
  v_lines jsonb;
begin
  select p.kind, p.owner into me from private.my_payee() p;
  if me.kind is null then
    raise exception 'Only a pharmacy, doctor or rider has a statement' using errcode = '42501';
  end if;
  select id into v_account from private.ledger_accounts where kind = me.kind and owner_id = me.owner;
  select id into v_cash from private.ledger_accounts where kind = 'rider_cash' and owner_id = me.owner and me.kind = 'rider';
  with l as (
    select l.id, l.created_at, e.cause, e.reference, e.memo, a.kind,
      case when a.kind = 'rider_cash' then l.amount_kobo else -l.amount_kobo end as amount
    from private.ledger_lines l join private.ledger_entries e on e.id = l.entry_id
      join private.ledger_accounts a on a.id = l.account_id
    where l.account_id in (v_account, v_cash) and l.created_at >= v_from and l.created_at < v_to
  ), t as (select *, private.line_type(cause, kind, -amount) as type from l)
  select jsonb_build_object(
    'lines', coalesce(jsonb_agg(jsonb_build_object('at', created_at, 'type', type, 'cause', cause, 'reference', reference,
      'memo', memo, 'account', kind, 'amount_kobo', amount) order by id), '[]'::jsonb),
    'totals', jsonb_build_object(
      'earnings_kobo', coalesce(sum(amount) filter (where type = 'earning'), 0),
      'commission_kobo', coalesce(-sum(amount) filter (where type = 'commission'), 0),
      'refunds_kobo', coalesce(-sum(amount) filter (where type = 'refund'), 0),
      'payouts_kobo', coalesce(-sum(amount) filter (where type = 'payout'), 0),
      'cash_kept_kobo', coalesce(-sum(amount) filter (where type = 'cash_kept'), 0),
      'adjustments_kobo', coalesce(sum(amount) filter (where type = 'adjustment' and kind <> 'rider_cash'), 0),
      'net_kobo', coalesce(sum(amount) filter (where kind <> 'rider_cash'), 0),
      'cash_collected_kobo', coalesce(sum(amount) filter (where type = 'cash_collected'), 0),
      'cash_handed_over_kobo', coalesce(-sum(amount) filter (where type = 'cash_handed_over'), 0)))
  into v_lines from t;
  return v_lines || jsonb_build_object('kind', me.kind, 'week_start', v_start, 'from', v_from, 'to', v_to,
    'opening_kobo', -private.ledger_balance(me.kind, me.owner, v_from),
    'closing_kobo', -private.ledger_balance(me.kind, me.owner, v_to));
end
$$;

revoke all on function private.next_payout_at(timestamptz), private.my_payee(), private.rates_json(public.commission_rates),
  private.payee_pending(text, uuid), private.line_type(text, text, bigint) from public, anon, authenticated;
revoke all on function public.my_earnings(), public.my_statement(date) from public, anon;
grant execute on function public.my_earnings(), public.my_statement(date) to authenticated;
