-- What each party earns, set by admins with history, and the triggers that post it.
--
-- Rates in basis points (1% = 100): the pharmacy's commission on the items' price, the rider's
-- share of the delivery fee, the doctor's commission on the consultation fee. A row applies from
-- its effective_from; an order (or consultation) uses the row in force when it was placed
-- (orders.created_at / consultations.created_at). Rows are only added, never changed, and only
-- with effective_from not in the past, so what an older order earned never moves.

-- The balance check is a deferred trigger: it runs at commit as the session's role (an API role
-- when a client's call posted), so it must run as its owner to read the lines.
alter function private.ledger_entry_balanced() security definer;

create table public.commission_rates (
  id bigint generated always as identity primary key,
  pharmacy_commission_bp int not null check (pharmacy_commission_bp between 0 and 5000),
  rider_share_bp int not null check (rider_share_bp between 0 and 10000),
  doctor_commission_bp int not null check (doctor_commission_bp between 0 and 5000),
  effective_from timestamptz not null,
  reason text not null check (char_length(reason) between 1 and 300),
  set_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.commission_rates is
  'Commission rates with the moment each applies from; added by admins through set_commission_rates, never changed.';
create index commission_rates_effective_idx on public.commission_rates (effective_from desc, id desc);
insert into public.commission_rates (pharmacy_commission_bp, rider_share_bp, doctor_commission_bp, effective_from, reason)
values (1000, 8000, 1500, '2025-01-01T00:00:00+01:00', 'Launch rates');

revoke all on public.commission_rates from anon, authenticated;
grant select on public.commission_rates to authenticated;
grant select on public.commission_rates to service_role;
alter table public.commission_rates enable row level security;
create policy "commission_rates: every signed-in account reads them" on public.commission_rates
  for select to authenticated using (true);
create policy "suspended accounts cannot act" on public.commission_rates as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));
create trigger commission_rates_append_only before update or delete on public.commission_rates
  for each row execute function private.ledger_append_only();

create function private.rates_at(p_at timestamptz) returns public.commission_rates
language sql stable security definer set search_path = ''
as $$
  select * from public.commission_rates where effective_from <= p_at order by effective_from desc, id desc limit 1
$$;

create function private.share(p_kobo bigint, p_bp int) returns bigint
language sql immutable set search_path = ''
as $$ select round(p_kobo::numeric * p_bp / 10000)::bigint $$;

/** Admin: new rates from p_effective_from (now when null; never in the past). Percentages, 2 decimals. */
create function public.set_commission_rates(p_pharmacy_pct numeric, p_rider_pct numeric, p_doctor_pct numeric,
  p_reason text, p_effective_from timestamptz default null) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.commission_rates;
begin
  if not private.is_admin() then raise exception 'Only an admin can change commission rates' using errcode = '42501'; end if;
  if p_pharmacy_pct is null or p_pharmacy_pct < 0 or p_pharmacy_pct > 50 then
    perform private.refuse('Pharmacy commission must be between 0% and 50%', 'pharmacy_pct');
  end if;
  if p_rider_pct is null or p_rider_pct < 0 or p_rider_pct > 100 then
    perform private.refuse('Rider share must be between 0% and 100% of the delivery fee', 'rider_pct');
  end if;
  if p_doctor_pct is null or p_doctor_pct < 0 or p_doctor_pct > 50 then
    perform private.refuse('Doctor commission must be between 0% and 50%', 'doctor_pct');
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) < 5 or char_length(p_reason) > 300 then
    perform private.refuse('Give the reason for the change (5 to 300 characters)', 'reason');
  end if;
  if p_effective_from is not null and p_effective_from < now() - interval '1 minute' then
    perform private.refuse('New rates cannot apply to the past', 'effective_from');
  end if;
  insert into public.commission_rates (pharmacy_commission_bp, rider_share_bp, doctor_commission_bp, effective_from, reason, set_by)
  values (round(p_pharmacy_pct * 100), round(p_rider_pct * 100), round(p_doctor_pct * 100),
    greatest(coalesce(p_effective_from, now()), now()), btrim(p_reason), (select auth.uid()))
  returning * into r;
  return to_jsonb(r);
end
$$;

/** What a delivered order pays each party, in kobo, at the rates of the moment it was placed. */
create function private.order_split(o public.orders, out items bigint, out fee bigint, out commission bigint,
  out rider bigint, out platform bigint)
language plpgsql stable security definer set search_path = ''
as $$
declare
  r public.commission_rates := private.rates_at(o.created_at);
begin
  items := private.kobo(o.subtotal);
  fee := private.kobo(o.delivery_fee);
  commission := private.share(items, r.pharmacy_commission_bp);
  rider := case when o.rider_id is null then 0 else private.share(fee, r.rider_share_bp) end;
  platform := commission + fee - rider;
end
$$;

create function private.post_lines(p_cause text, p_reference text, p_lines jsonb, p_memo text) returns bigint
language sql security definer set search_path = ''
as $$
  select private.ledger_post(p_cause, p_reference,
    (select jsonb_agg(l) from jsonb_array_elements(p_lines) l where (l ->> 'amount')::bigint <> 0), p_memo)
$$;

/** Delivered: the patient's money (paid online) or the rider's cash (paid at the door) is shared out. */
create function private.ledger_on_delivered() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  s record := private.order_split(new);
  v_rider uuid := (select user_id from public.riders where id = new.rider_id);
  v_total bigint := private.kobo(new.total);
begin
  if new.status <> 'delivered' or old.status = 'delivered' then return null; end if;
  perform private.post_lines('delivery', new.reference, jsonb_build_array(
    case when new.payment_method = 'online' then jsonb_build_object('kind', 'patient_funds', 'owner', null, 'amount', v_total)
         when v_rider is not null then jsonb_build_object('kind', 'rider_cash', 'owner', v_rider, 'amount', v_total)
         else jsonb_build_object('kind', 'pharmacy', 'owner', new.pharmacy_id, 'amount', v_total) end,
    jsonb_build_object('kind', 'pharmacy', 'owner', new.pharmacy_id, 'amount', -s.items),
    jsonb_build_object('kind', 'pharmacy', 'owner', new.pharmacy_id, 'amount', s.commission),
    jsonb_build_object('kind', 'rider', 'owner', v_rider, 'amount', -s.rider),
    jsonb_build_object('kind', 'platform_commission', 'owner', null, 'amount', -s.platform)),
    format('Order %s delivered (%s)', new.reference, replace(new.payment_method, '_', ' ')));
  return null;
end
$$;
create trigger orders_ledger_on_delivered after update of status on public.orders
  for each row execute function private.ledger_on_delivered();

/** Money in: a payment's success moves it into Paystack's clearing and the patient's unearned funds. */
create function private.ledger_on_paid() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  c public.consultations;
  r public.commission_rates;
  v_fee bigint;
  v_cut bigint;
begin
  if new.paid_at is null or old.paid_at is not null then return null; end if;
  perform private.ledger_post('payment', new.reference, jsonb_build_array(
    jsonb_build_object('kind', 'paystack_clearing', 'owner', null, 'amount', new.amount_kobo),
    jsonb_build_object('kind', 'patient_funds', 'owner', null, 'amount', -new.amount_kobo)),
    'Paid online (' || new.purpose || ')');
  if new.purpose = 'consultation' then
    -- The fee is asked only once the consultation is completed: paid means earned.
    select * into c from public.consultations where id = new.consultation_id;
    r := private.rates_at(c.created_at);
    v_fee := new.amount_kobo;
    v_cut := private.share(v_fee, r.doctor_commission_bp);
    perform private.post_lines('consultation', new.reference, jsonb_build_array(
      jsonb_build_object('kind', 'patient_funds', 'owner', null, 'amount', v_fee),
      jsonb_build_object('kind', 'doctor', 'owner', c.doctor_id, 'amount', -v_fee),
      jsonb_build_object('kind', 'doctor', 'owner', c.doctor_id, 'amount', v_cut),
      jsonb_build_object('kind', 'platform_commission', 'owner', null, 'amount', -v_cut)),
      'Consultation fee ' || to_char(c.starts_at at time zone 'Africa/Lagos', 'DD Mon YYYY HH24:MI'));
  end if;
  return null;
end
$$;
create trigger payments_ledger_on_paid after update of status, paid_at on public.payments
  for each row execute function private.ledger_on_paid();

/** A refund owed: what was earned from it is reversed, and the money becomes owed back to the patient. */
create function private.ledger_on_refund() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments;
  v_ref text;
  v_entry bigint;
begin
  select * into p from public.payments where id = new.payment_id;
  if new.order_id is not null then
    select reference into v_ref from public.orders where id = new.order_id;
    select id into v_entry from private.ledger_entries where cause = 'delivery' and reference = v_ref;
    if v_entry is not null then
      perform private.ledger_reverse(v_entry, 'delivery_refunded', v_ref, 'Refund of delivered order ' || v_ref);
    end if;
  elsif p.purpose = 'consultation' then
    select id into v_entry from private.ledger_entries where cause = 'consultation' and reference = p.reference;
    if v_entry is not null then
      perform private.ledger_reverse(v_entry, 'consultation_refunded', p.reference, 'Refund of a consultation fee');
    end if;
  end if;
  perform private.ledger_post('refund', new.id::text, jsonb_build_array(
    jsonb_build_object('kind', 'patient_funds', 'owner', null, 'amount', new.amount_kobo),
    jsonb_build_object('kind', 'patient_refunds', 'owner', null, 'amount', -new.amount_kobo)),
    left(coalesce(v_ref || ': ', '') || new.reason, 500));
  return null;
end
$$;
create trigger payment_refunds_ledger after insert on public.payment_refunds
  for each row execute function private.ledger_on_refund();

/** A refund Paystack has paid back leaves the clearing account. */
create function private.ledger_on_refund_processed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status <> 'processed' or old.status = 'processed' then return null; end if;
  perform private.ledger_post('refund_sent', new.id::text, jsonb_build_array(
    jsonb_build_object('kind', 'patient_refunds', 'owner', null, 'amount', new.amount_kobo),
    jsonb_build_object('kind', 'paystack_clearing', 'owner', null, 'amount', -new.amount_kobo)),
    'Refund paid back by Paystack');
  return null;
end
$$;
create trigger payment_refunds_ledger_processed after update of status on public.payment_refunds
  for each row execute function private.ledger_on_refund_processed();

revoke all on function private.rates_at(timestamptz), private.share(bigint, int), private.order_split(public.orders),
  private.post_lines(text, text, jsonb, text), private.ledger_on_delivered(), private.ledger_on_paid(),
  private.ledger_on_refund(), private.ledger_on_refund_processed() from public, anon, authenticated;
revoke all on function public.set_commission_rates(numeric, numeric, numeric, text, timestamptz) from public, anon;
grant execute on function public.set_commission_rates(numeric, numeric, numeric, text, timestamptz) to authenticated;
