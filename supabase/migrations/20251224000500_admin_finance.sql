-- The admin's finance overview: week by week from ledger lines, balances as they stand now, the
-- riders holding cash, the rates and their changes, and the adjustments with their reasons.

/** Admin: the last p_weeks weeks (1-52, Monday to Monday, Africa/Lagos) and the current balances. */
create function public.admin_finance(p_weeks int default 8) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_weeks int := least(greatest(coalesce(p_weeks, 8), 1), 52);
  v_first date := (date_trunc('week', now() at time zone 'Africa/Lagos') - (v_weeks - 1) * interval '7 days')::date;
  v_out jsonb;
begin
  if not private.is_admin() then raise exception 'Only an admin can read the finances' using errcode = '42501'; end if;
  with w as (
    select generate_series(v_first, (date_trunc('week', now() at time zone 'Africa/Lagos'))::date, interval '7 days')::date as week_start
  ), l as (
    select date_trunc('week', l.created_at at time zone 'Africa/Lagos')::date as week_start, e.cause, a.kind, l.amount_kobo as amount
    from private.ledger_lines l join private.ledger_entries e on e.id = l.entry_id
      join private.ledger_accounts a on a.id = l.account_id
    where l.created_at >= v_first::timestamp at time zone 'Africa/Lagos'
  ), s as (
    select week_start,
      -sum(amount) filter (where cause in ('delivery', 'consultation') and kind in ('pharmacy', 'doctor', 'rider', 'platform_commission')) as gross,
      -sum(amount) filter (where kind = 'platform_commission') as commission,
      -sum(amount) filter (where cause = 'refund' and kind = 'patient_refunds') as refunds,
      sum(amount) filter (where cause = 'refund_sent' and kind = 'patient_refunds') as refunds_sent,
      sum(amount) filter (where cause in ('delivery_refunded', 'consultation_refunded') and kind in ('pharmacy', 'doctor', 'rider')) as earnings_reversed,
      sum(amount) filter (where cause = 'payout' and kind in ('pharmacy', 'doctor', 'rider')) as payouts_sent,
      -sum(amount) filter (where cause = 'payout_failed' and kind in ('pharmacy', 'doctor', 'rider')) as payouts_failed,
      sum(amount) filter (where cause = 'payout_settled' and kind = 'payouts_in_transit') as payouts_settled,
      sum(amount) filter (where cause = 'delivery' and kind = 'rider_cash') as cash_collected,
      -sum(amount) filter (where cause = 'cash_handover' and kind = 'rider_cash') as cash_handed_over,
      sum(amount) filter (where cause = 'adjustment' and kind = 'adjustments') as adjustments
    from l group by week_start
  ), b as (
    select a.kind, sum(l.amount_kobo) as balance from private.ledger_lines l join private.ledger_accounts a on a.id = l.account_id
    group by a.kind
  )
  select jsonb_build_object(
    'weeks', (select jsonb_agg(jsonb_build_object('week_start', w.week_start,
        'gross_kobo', coalesce(s.gross, 0), 'commission_kobo', coalesce(s.commission, 0), 'refunds_kobo', coalesce(s.refunds, 0),
        'refunds_sent_kobo', coalesce(s.refunds_sent, 0), 'earnings_reversed_kobo', coalesce(s.earnings_reversed, 0),
        'payouts_sent_kobo', coalesce(s.payouts_sent, 0), 'payouts_failed_kobo', coalesce(s.payouts_failed, 0),
        'payouts_settled_kobo', coalesce(s.payouts_settled, 0), 'cash_collected_kobo', coalesce(s.cash_collected, 0),
        'cash_handed_over_kobo', coalesce(s.cash_handed_over, 0), 'adjustments_kobo', coalesce(s.adjustments, 0))
        order by w.week_start desc) from w left join s on s.week_start = w.week_start),
    'now', jsonb_build_object(
      'owed_to_pharmacies_kobo', coalesce((select -balance from b where kind = 'pharmacy'), 0),
      'owed_to_doctors_kobo', coalesce((select -balance from b where kind = 'doctor'), 0),
      'owed_to_riders_kobo', coalesce((select -balance from b where kind = 'rider'), 0),
      'payouts_waiting_kobo', (select coalesce(sum(private.payee_available(a.kind, a.owner_id)), 0) from private.ledger_accounts a
        where a.kind in ('pharmacy', 'doctor', 'rider')),
      'payouts_in_transit_kobo', coalesce((select -balance from b where kind = 'payouts_in_transit'), 0),
      'riders_cash_held_kobo', coalesce((select balance from b where kind = 'rider_cash'), 0),
      'platform_cash_kobo', coalesce((select balance from b where kind = 'platform_cash'), 0),
      'patient_funds_kobo', coalesce((select -balance from b where kind = 'patient_funds'), 0),
      'refunds_owed_kobo', coalesce((select -balance from b where kind = 'patient_refunds'), 0),
      'commission_total_kobo', coalesce((select -balance from b where kind = 'platform_commission'), 0),
      'paystack_clearing_kobo', coalesce((select balance from b where kind = 'paystack_clearing'), 0)),
    'riders_holding_cash', (select coalesce(jsonb_agg(x order by x.cash_held_kobo desc), '[]'::jsonb) from (
        select a.owner_id as rider_user_id, r.full_name, sum(l.amount_kobo) as cash_held_kobo,
          sum(l.amount_kobo) > private.rider_cash_limit_kobo() as pickups_blocked
        from private.ledger_accounts a join private.ledger_lines l on l.account_id = a.id
          left join public.riders r on r.user_id = a.owner_id
        where a.kind = 'rider_cash' group by a.owner_id, r.full_name having sum(l.amount_kobo) <> 0
        order by 3 desc limit 50) x),
    'cash_limit_kobo', private.rider_cash_limit_kobo(),
    'rates', private.rates_json(private.rates_at(now())),
    'rate_changes', (select coalesce(jsonb_agg(private.rates_json(r) || jsonb_build_object('id', r.id, 'set_at', r.created_at,
        'set_by', (select full_name from public.profiles where user_id = r.set_by)) order by r.id desc), '[]'::jsonb)
      from (select * from public.commission_rates order by id desc limit 20) r),
    'adjustments', (select coalesce(jsonb_agg(x order by x.at desc), '[]'::jsonb) from (
        select e.created_at as at, e.memo as reason, a.kind, a.owner_id as owner,
          coalesce((select name from public.pharmacies where id = a.owner_id), (select full_name from public.profiles where user_id = a.owner_id)) as owner_name,
          case when a.kind = 'rider_cash' then l.amount_kobo else -l.amount_kobo end as amount_kobo,
          (select full_name from public.profiles where user_id = e.created_by) as by
        from private.ledger_entries e join private.ledger_lines l on l.entry_id = e.id
          join private.ledger_accounts a on a.id = l.account_id and a.kind <> 'adjustments'
        where e.cause = 'adjustment' order by e.id desc limit 20) x))
  into v_out;
  return v_out;
end
$$;

revoke all on function public.admin_finance(int) from public, anon;
grant execute on function public.admin_finance(int) to authenticated;
