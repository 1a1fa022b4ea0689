-- What a payment changes about orders: an unpaid online order cannot be accepted, a paid one that
-- is declined or cancelled is refunded once, and a checkout left unpaid for 30 minutes gives its
-- stock back. The refunds function (service role) claims refunds, asks Paystack, and reports back.

create function private.guard_unpaid_online_order() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.payment_method = 'online' and new.status not in ('placed', 'declined', 'cancelled')
     and not private.order_paid_or_not_online(new.payment_id) then
    raise exception 'Order % is not paid yet', new.reference using errcode = 'P0001', hint = 'not_paid';
  end if;
  return new;
end
$$;
create trigger orders_unpaid_online_waits before update of status on public.orders
  for each row execute function private.guard_unpaid_online_order();

create function private.refund_closed_paid_order() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status in ('declined', 'cancelled') and old.status not in ('declined', 'cancelled')
     and new.payment_method = 'online' and private.order_paid_or_not_online(new.payment_id) then
    insert into public.payment_refunds (payment_id, order_id, amount_kobo, reason)
    values (new.payment_id, new.id, private.kobo(new.total),
      case new.status when 'declined' then 'Declined by the pharmacy' else 'Cancelled by the patient' end)
    on conflict do nothing;
  end if;
  return null;
end
$$;
create trigger orders_refund_when_closed after update of status on public.orders
  for each row execute function private.refund_closed_paid_order();

/**
 * Gives back the stock of online checkouts unpaid 30 minutes after they were placed. Attempts
 * still pending past their hold become 'abandoned'; an attempt being settled right now (its row
 * locked) is skipped and its checkout left for the next run. Called by the scheduler; locally by
 * the backend every 30 s. Returns how many orders were cancelled.
 */
create function public.expire_payments() returns int
language plpgsql security definer set search_path = ''
as $$
declare
  o public.orders;
  n int := 0;
begin
  update public.payments set status = 'abandoned', updated_at = now()
  where id in (select id from public.payments where status = 'pending' and expires_at <= now()
               order by id for update skip locked);
  for o in select * from public.orders x
           where x.payment_method = 'online' and x.status = 'placed' and x.created_at <= now() - interval '30 minutes'
             and not exists (select 1 from public.payments p where p.patient_id = x.patient_id
               and p.idempotency_key = x.idempotency_key and (p.status = 'pending' or p.paid_at is not null))
           order by x.id for update skip locked loop
    perform private.return_stock(o.id);
    o := private.move(o, 'cancelled', 'system', 'Not paid within 30 minutes');
    perform private.tell_patient(o, 'Order cancelled',
      format('%s was not paid within 30 minutes, so it was cancelled.', o.reference), false);
    n := n + 1;
  end loop;
  return n;
end
$$;

/** Refunds waiting to be sent to Paystack, each handed out once (the refunds function). */
create function public.claim_refunds(p_limit int default 10) returns jsonb
language sql security definer set search_path = ''
as $$
  with claimed as (
    update public.payment_refunds r set status = 'processing', updated_at = now()
    where r.id in (select id from public.payment_refunds where status = 'pending' order by id
                   limit least(greatest(p_limit, 1), 50) for update skip locked)
    returning r.*
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'amount_kobo', c.amount_kobo, 'reason', c.reason,
    'reference', p.reference, 'currency', p.currency) order by c.id), '[]'::jsonb)
  from claimed c join public.payments p on p.id = c.payment_id
$$;

create function private.tell_refund(r public.payment_refunds, p_title text, p_body text) returns void
language sql security definer set search_path = ''
as $$
  select private.notify(p.patient_id, r.order_id, p_title, p_body,
    coalesce('/orders/track?id=' || (select reference from public.orders where id = r.order_id), '/orders'))
  from public.payments p where p.id = r.payment_id
$$;

/** Paystack's answer to a claimed refund: accepted (its refund id) or refused. */
create function public.refund_submitted(p_refund_id bigint, p_accepted boolean, p_data jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.payment_refunds;
  v_naira text;
begin
  select * into r from public.payment_refunds where id = p_refund_id and status = 'processing' for update;
  if not found then return jsonb_build_object('outcome', 'ignored'); end if;
  v_naira := to_char(r.amount_kobo / 100.0, 'FM999,999,990.00');
  if p_accepted then
    update public.payment_refunds set updated_at = now(),
      provider_refund_id = case when p_data ->> 'id' ~ '^[0-9]{1,18}$' then (p_data ->> 'id')::bigint end
    where id = r.id returning * into r;
    perform private.tell_refund(r, 'Refund started', format('Refund of ₦%s started: %s.', v_naira, r.reason));
  else
    update public.payment_refunds set status = 'failed', updated_at = now(),
      failure_reason = left(coalesce(p_data ->> 'message', 'Refused'), 200)
    where id = r.id returning * into r;
    perform private.tell_refund(r, 'Refund delayed',
      format('The refund of ₦%s could not be started yet; our team will complete it.', v_naira));
  end if;
  insert into public.payment_events (payment_id, source, event, outcome, detail, payload)
  values (r.payment_id, 'refund', 'refund.create', 'applied', r.status, p_data);
  return jsonb_build_object('outcome', 'applied', 'status', r.status);
end
$$;

/** refund.processed / refund.failed from the webhook, once per refund. */
create function public.settle_refund(p_event text, p_data jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.payment_refunds;
  v_naira text;
  v_to text := case p_event when 'refund.processed' then 'processed' when 'refund.failed' then 'failed' end;
begin
  select x.* into r from public.payment_refunds x join public.payments p on p.id = x.payment_id
  where (p_data ->> 'id' ~ '^[0-9]{1,18}$' and x.provider_refund_id = (p_data ->> 'id')::bigint)
     or (x.provider_refund_id is null and p.reference = p_data ->> 'transaction_reference'
         and x.amount_kobo::text = p_data ->> 'amount' and x.status = 'processing')
  order by x.id limit 1 for update of x;
  if not found then
    insert into public.payment_events (reference, source, event, outcome, detail, payload)
    values (left(p_data ->> 'transaction_reference', 100), 'webhook', p_event, 'unknown_reference', 'No refund matches', p_data);
    return jsonb_build_object('outcome', 'unknown_reference');
  end if;
  if v_to is null or r.status <> 'processing' then
    insert into public.payment_events (payment_id, source, event, outcome, payload)
    values (r.payment_id, 'webhook', p_event, case when v_to is null then 'ignored' else 'duplicate' end, p_data);
    return jsonb_build_object('outcome', case when v_to is null then 'ignored' else 'duplicate' end);
  end if;
  update public.payment_refunds set status = v_to, updated_at = now(),
    failure_reason = case when v_to = 'failed' then left(coalesce(p_data ->> 'reason', 'Failed'), 200) end
  where id = r.id returning * into r;
  v_naira := to_char(r.amount_kobo / 100.0, 'FM999,999,990.00');
  if v_to = 'processed' then
    update public.payments set refunded_kobo = refunded_kobo + r.amount_kobo, updated_at = now(),
      status = case when refunded_kobo + r.amount_kobo >= amount_kobo then 'refunded' else 'partially_refunded' end
    where id = r.payment_id;
    perform private.tell_refund(r, 'Refund completed', format('Your refund of ₦%s was paid back.', v_naira));
  else
    perform private.tell_refund(r, 'Refund delayed',
      format('The refund of ₦%s did not go through; our team will complete it.', v_naira));
  end if;
  if r.order_id is not null then
    insert into public.order_events (order_id, kind, from_status, to_status, actor_role, note)
    select o.id, 'refund', o.status, o.status, 'system', 'Refund ' || v_to from public.orders o where o.id = r.order_id;
  end if;
  insert into public.payment_events (payment_id, source, event, outcome, detail, payload)
  values (r.payment_id, 'webhook', p_event, 'applied', v_to, p_data);
  return jsonb_build_object('outcome', 'applied', 'status', v_to);
end
$$;

revoke all on function private.guard_unpaid_online_order(), private.refund_closed_paid_order(),
  private.tell_refund(public.payment_refunds, text, text) from public, anon, authenticated;
revoke all on function public.expire_payments(), public.claim_refunds(int), public.refund_submitted(bigint, boolean, jsonb),
  public.settle_refund(text, jsonb) from public, anon, authenticated;
grant execute on function public.expire_payments(), public.claim_refunds(int), public.refund_submitted(bigint, boolean, jsonb),
  public.settle_refund(text, jsonb) to service_role;
