-- Paying a checkout online: the orders are placed (stock taken and held) by place_order itself;
-- this wraps it, marks them online and opens the first payment attempt, whose amount is the sum
-- of the orders' totals in kobo. settle_payment applies what Paystack says, once per reference.

create function private.kobo(p_naira numeric) returns bigint
language sql immutable set search_path = ''
as $$ select round(p_naira * 100)::bigint $$;

create function private.new_payment_reference() returns text
language sql volatile set search_path = ''
as $$ select 'MGN-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 20)) $$;

create function private.payment_json(p public.payments) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'reference', p.reference, 'status', p.status, 'amount_kobo', p.amount_kobo, 'currency', p.currency,
    'refunded_kobo', p.refunded_kobo, 'channel', p.channel, 'failure_reason', p.failure_reason,
    'authorization_url', case when p.status = 'pending' then p.authorization_url end,
    'expires_at', p.expires_at, 'paid_at', p.paid_at, 'idempotency_key', p.idempotency_key,
    'email', (select email from public.profiles where user_id = p.patient_id),
    'orders', (select coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'reference', o.reference, 'status', o.status,
        'total', o.total) order by o.reference), '[]'::jsonb)
      from public.orders o where p.purpose = 'orders' and o.patient_id = p.patient_id
        and o.idempotency_key = p.idempotency_key and o.payment_method = 'online'))
$$;

/** The checkout's current attempt: the paid one, else the pending one, else a new one if the orders still wait. */
create function public.order_payment(p_idempotency_key text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  p public.payments;
  v_amount bigint;
  v_first timestamptz;
begin
  if uid is null then raise exception 'Sign in to pay' using errcode = '42501'; end if;
  -- Locks the checkout's orders, so two tabs asking at once make one new attempt.
  select sum(private.kobo(o.total)) filter (where o.status = 'placed'), min(o.created_at)
  into v_amount, v_first
  from (select * from public.orders where patient_id = uid and idempotency_key = p_idempotency_key
          and payment_method = 'online' order by id for update) o;
  if v_first is null then
    perform private.refuse('No online checkout has this key', 'unknown_checkout');
  end if;
  select * into p from public.payments
  where patient_id = uid and idempotency_key = p_idempotency_key and purpose = 'orders'
  order by (paid_at is not null) desc, (status = 'pending') desc, created_at desc limit 1;
  if p.paid_at is not null or p.status = 'pending' then return private.payment_json(p); end if;
  if coalesce(v_amount, 0) = 0 or v_first < now() - interval '30 minutes' then
    return private.payment_json(p); -- abandoned: the orders were cancelled and the stock released
  end if;
  insert into public.payments (reference, patient_id, purpose, idempotency_key, amount_kobo, expires_at)
  values (private.new_payment_reference(), uid, 'orders', p_idempotency_key, v_amount, v_first + interval '30 minutes')
  returning * into p;
  update public.orders set payment_id = p.id
  where patient_id = uid and idempotency_key = p_idempotency_key and payment_method = 'online' and status = 'placed';
  return private.payment_json(p);
end
$$;

create function public.place_online_order(p_intent jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  v_key text := p_intent ->> 'idempotency_key';
  v_placed jsonb;
  v_ids uuid[];
  p public.payments;
begin
  v_placed := public.place_order(p_intent || jsonb_build_object('payment_method', 'pay_on_delivery'));
  select array_agg((o ->> 'id')::uuid) into v_ids from jsonb_array_elements(v_placed -> 'orders') o;
  if not (v_placed ->> 'replayed')::boolean then
    insert into public.payments (reference, patient_id, purpose, idempotency_key, amount_kobo)
    select private.new_payment_reference(), uid, 'orders', v_key, sum(private.kobo(o.total))
    from public.orders o where o.id = any (v_ids)
    returning * into p;
    update public.orders set payment_method = 'online', payment_id = p.id where id = any (v_ids);
    -- place_order told the pharmacies about a pay-on-delivery order; they hear of it once it is paid.
    delete from public.notifications n using public.orders o
    where o.id = any (v_ids) and n.order_id = o.id and n.user_id <> uid;
    delete from private.outgoing_messages m using public.orders o
    where o.id = any (v_ids) and m.sent_at is null and m.subject = 'New order ' || o.reference;
  end if;
  return v_placed || jsonb_build_object('payment', (
    select public.order_payment(v_key)
    where exists (select 1 from public.orders where id = any (v_ids) and payment_method = 'online')));
end
$$;

/** Records the provider's checkout address of a pending attempt (service role: the initialize function). */
create function public.payment_initialized(p_reference text, p_authorization_url text) returns void
language sql security definer set search_path = ''
as $$
  update public.payments set authorization_url = p_authorization_url, updated_at = now()
  where reference = p_reference and status = 'pending'
$$;

create function private.payment_event(p public.payments, p_ref text, p_source text, p_event text, p_outcome text,
  p_detail text, p_payload jsonb) returns jsonb
language sql security definer set search_path = ''
as $$
  insert into public.payment_events (payment_id, reference, source, event, outcome, detail, payload)
  values (p.id, left(coalesce(p.reference, p_ref), 100), p_source, left(coalesce(p_event, ''), 100), p_outcome, p_detail, p_payload);
  select jsonb_build_object('outcome', p_outcome, 'payment', case when p.id is not null then private.payment_json(
    (select x from public.payments x where x.id = p.id)) end)
$$;

/** A paid attempt reaches its orders: the pharmacy sees and hears of each still-open order. */
create function private.apply_payment(p public.payments) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  o public.orders;
  v_pharmacy record;
begin
  if exists (select 1 from public.payments x where x.patient_id = p.patient_id and x.idempotency_key = p.idempotency_key
             and x.id <> p.id and x.paid_at is not null) then
    insert into public.payment_refunds (payment_id, amount_kobo, reason)
    values (p.id, p.amount_kobo, 'This checkout had already been paid') on conflict do nothing;
    return;
  end if;
  -- The orders this attempt covered: those on it, and those moved since to a later unpaid attempt.
  for o in select y.* from public.orders y join public.payments x on x.id = y.payment_id
           where y.patient_id = p.patient_id and y.idempotency_key = p.idempotency_key and y.payment_method = 'online'
             and (x.id = p.id or (x.created_at > p.created_at and x.paid_at is null))
           order by y.id for update of y loop
    update public.orders set payment_id = p.id, updated_at = now() where id = o.id;
    insert into public.order_events (order_id, kind, from_status, to_status, actor_role, note)
    values (o.id, 'paid', o.status, o.status, 'system', 'Paid online');
    if o.status = 'placed' then
      select name, user_id into v_pharmacy from public.pharmacies where id = o.pharmacy_id;
      perform private.notify(v_pharmacy.user_id, o.id, 'New order ' || o.reference,
        format('₦%s, paid online', to_char(o.total, 'FM999,999,990.00')), '/pharmacy/orders');
      perform private.send_message('email', (select email from public.profiles where user_id = v_pharmacy.user_id),
        'New order ' || o.reference, format('A new order %s is waiting for you on Magani Health: ₦%s, paid online.',
          o.reference, to_char(o.total, 'FM999,999,990.00')));
      perform private.notify(o.patient_id, o.id, 'Payment received',
        format('%s is paid: %s will confirm it shortly.', o.reference, v_pharmacy.name), '/orders/track?id=' || o.reference);
    else
      -- Cancelled before the money arrived (the hold ran out): it goes back.
      insert into public.payment_refunds (payment_id, order_id, amount_kobo, reason)
      values (p.id, o.id, private.kobo(o.total), 'The order had been cancelled before the payment arrived')
      on conflict do nothing;
    end if;
  end loop;
end
$$;

/**
 * What Paystack said about a transaction (a webhook's data or a verify answer's data), applied
 * once: the row is locked by reference, so the same success delivered many times, or verify and
 * webhook together, pays once. Only a success with the attempt's exact amount in NGN pays.
 */
create function public.settle_payment(p_source text, p_event text, p_data jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_ref text := left(p_data ->> 'reference', 100);
  v_status text := p_data ->> 'status';
  v_amount text := p_data ->> 'amount';
  v_currency text := upper(coalesce(p_data ->> 'currency', ''));
  p public.payments;
begin
  if p_source not in ('webhook', 'verify', 'charge') then
    raise exception 'Unknown source %', p_source using errcode = '22023';
  end if;
  select * into p from public.payments where reference = v_ref for update;
  if not found then
    return private.payment_event(null, v_ref, p_source, p_event, 'unknown_reference', 'No payment has this reference', p_data);
  end if;
  if v_status = 'success' then
    if coalesce(v_amount, '') !~ '^[0-9]{1,15}$' or v_amount::bigint <> p.amount_kobo or v_currency <> p.currency then
      return private.payment_event(p, v_ref, p_source, p_event, 'mismatch',
        format('Expected %s kobo in %s, was told %s in %s', p.amount_kobo, p.currency, coalesce(v_amount, 'nothing'),
          nullif(v_currency, '')), p_data);
    end if;
    if p.paid_at is not null then
      return private.payment_event(p, v_ref, p_source, p_event, 'duplicate', null, p_data);
    end if;
    update public.payments set status = 'paid', paid_at = now(), updated_at = now(), failure_reason = null,
      channel = left(p_data ->> 'channel', 40),
      provider_id = case when p_data ->> 'id' ~ '^[0-9]{1,18}$' then (p_data ->> 'id')::bigint end
    where id = p.id returning * into p;
    if p_data #>> '{authorization,reusable}' = 'true' and p_data #>> '{authorization,authorization_code}' is not null then
      insert into private.saved_cards (patient_id, authorization_code, email, brand, last4, exp_month, exp_year)
      values (p.patient_id, p_data #>> '{authorization,authorization_code}',
        coalesce(p_data #>> '{customer,email}', (select email from public.profiles where user_id = p.patient_id)),
        p_data #>> '{authorization,brand}', p_data #>> '{authorization,last4}',
        p_data #>> '{authorization,exp_month}', p_data #>> '{authorization,exp_year}')
      on conflict do nothing;
    end if;
    if p.purpose = 'orders' then perform private.apply_payment(p); end if;
    return private.payment_event(p, v_ref, p_source, p_event, 'applied', 'paid', p_data);
  elsif v_status = 'failed' then
    if p.status <> 'pending' then
      return private.payment_event(p, v_ref, p_source, p_event, 'duplicate', null, p_data);
    end if;
    update public.payments set status = 'failed', updated_at = now(),
      failure_reason = left(coalesce(p_data ->> 'gateway_response', 'Declined'), 200)
    where id = p.id returning * into p;
    return private.payment_event(p, v_ref, p_source, p_event, 'applied', 'failed', p_data);
  end if;
  -- 'abandoned', 'ongoing', 'pending', ...: not final at Paystack; the hold's expiry decides.
  return private.payment_event(p, v_ref, p_source, p_event, 'ignored', v_status, p_data);
end
$$;

revoke all on function private.kobo(numeric), private.new_payment_reference(), private.payment_json(public.payments),
  private.payment_event(public.payments, text, text, text, text, text, jsonb), private.apply_payment(public.payments)
  from public, anon, authenticated;
revoke all on function public.order_payment(text), public.place_online_order(jsonb) from public, anon;
grant execute on function public.order_payment(text), public.place_online_order(jsonb) to authenticated, service_role;
revoke all on function public.payment_initialized(text, text), public.settle_payment(text, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.payment_initialized(text, text), public.settle_payment(text, text, jsonb) to service_role;
