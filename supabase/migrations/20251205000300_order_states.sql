-- Order state changes. Each function locks the order, checks that the caller holds the role the
-- step belongs to and that the order is in the state the step starts from, then moves it, records
-- the event and tells the people concerned. A plain UPDATE from a client has no grant at all.

create function private.status_label(p_status text) returns text
language sql immutable set search_path = ''
as $$
  select case p_status
    when 'placed' then 'waiting for the pharmacy' when 'confirmed' then 'confirmed'
    when 'declined' then 'declined' when 'cancelled' then 'cancelled' when 'preparing' then 'being prepared'
    when 'ready' then 'ready for pickup' when 'picked_up' then 'picked up'
    when 'out_for_delivery' then 'out for delivery' when 'delivered' then 'delivered' else p_status end
$$;

/** The order, locked, if the caller is its patient / pharmacy / assigned rider; refused otherwise. */
create function private.order_as(p_order_id uuid, p_role text) returns public.orders
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders;
begin
  select * into v from public.orders where id = p_order_id for update;
  if not found
     or (p_role = 'patient' and v.patient_id is distinct from (select auth.uid()))
     or (p_role = 'pharmacy' and v.pharmacy_id is distinct from private.my_pharmacy_id())
     or (p_role = 'rider' and (v.rider_id is null or v.rider_id is distinct from private.my_rider_id())) then
    raise exception 'Only the order''s % can do this', p_role using errcode = '42501';
  end if;
  return v;
end
$$;

create function private.require_state(v public.orders, p_from text[], p_action text) returns void
language plpgsql set search_path = ''
as $$
begin
  if not (v.status = any (p_from)) then
    raise exception 'Order % is %, so it cannot be %', v.reference, private.status_label(v.status), p_action
      using errcode = 'P0001', hint = 'wrong_state';
  end if;
end
$$;

create function private.move(v public.orders, p_to text, p_role text, p_note text default null)
returns public.orders
language plpgsql security definer set search_path = ''
as $$
declare
  moved public.orders;
begin
  update public.orders set status = p_to, updated_at = now() where id = v.id returning * into moved;
  insert into public.order_events (order_id, from_status, to_status, actor_id, actor_role, note)
  values (v.id, v.status, p_to, (select auth.uid()), p_role, p_note);
  return moved;
end
$$;

create function private.return_stock(p_order_id uuid) returns void
language sql security definer set search_path = ''
as $$
  update public.offers o set stock_quantity = o.stock_quantity + i.quantity, updated_at = now()
  from public.order_items i where i.order_id = p_order_id and o.id = i.offer_id
$$;

/** Tells the patient in the bell and by SMS to the order's contact number. */
create function private.tell_patient(v public.orders, p_title text, p_body text, p_sms boolean default true)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.notify(v.patient_id, v.id, p_title, p_body, '/orders/track?id=' || v.reference);
  if p_sms then
    perform private.send_message('sms', v.contact_phone, '', 'Magani Health: ' || p_body);
  end if;
end
$$;

create function private.tell_pharmacy(v public.orders, p_title text, p_body text) returns void
language sql security definer set search_path = ''
as $$
  select private.notify(p.user_id, v.id, p_title, p_body, '/pharmacy/orders')
  from public.pharmacies p where p.id = v.pharmacy_id
$$;

create function public.review_order_prescription(p_order_id uuid, p_approved boolean) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
begin
  perform private.require_state(v, array['placed'], 'reviewed');
  if v.prescription_status <> 'pending' then
    perform private.refuse('This order has no prescription waiting for review', 'wrong_state');
  end if;
  update public.orders set prescription_status = case when p_approved then 'approved' else 'rejected' end,
    updated_at = now() where id = v.id returning * into v;
  insert into public.order_events (order_id, kind, from_status, to_status, actor_id, actor_role)
  values (v.id, case when p_approved then 'prescription_approved' else 'prescription_rejected' end,
    v.status, v.status, (select auth.uid()), 'pharmacy');
  return private.order_summary(v);
end
$$;

create function public.confirm_order(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
begin
  perform private.require_state(v, array['placed'], 'accepted');
  if v.prescription_status not in ('not_needed', 'approved') then
    perform private.refuse('Approve the prescription before accepting this order', 'prescription_not_approved');
  end if;
  v := private.move(v, 'confirmed', 'pharmacy');
  perform private.tell_patient(v, 'Order confirmed',
    format('%s was accepted by %s.', v.reference, (select name from public.pharmacies where id = v.pharmacy_id)));
  return private.order_summary(v);
end
$$;

create function public.decline_order(p_order_id uuid, p_reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
  reason text := btrim(coalesce(p_reason, ''));
begin
  perform private.require_state(v, array['placed'], 'declined');
  if length(reason) not between 3 and 300 then
    perform private.refuse('Give the patient a reason for declining', 'reason');
  end if;
  perform private.return_stock(v.id);
  update public.orders set decline_reason = reason where id = v.id;
  v := private.move(v, 'declined', 'pharmacy', reason);
  perform private.tell_patient(v, 'Order declined', format('%s was declined: %s', v.reference, reason));
  return private.order_summary(v);
end
$$;

create function public.start_preparing_order(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
begin
  perform private.require_state(v, array['confirmed'], 'prepared');
  v := private.move(v, 'preparing', 'pharmacy');
  perform private.tell_patient(v, 'Order being prepared', format('%s is being prepared.', v.reference), false);
  return private.order_summary(v);
end
$$;

create function public.mark_order_ready(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'pharmacy');
  pharmacy_state text := (select state from public.pharmacies where id = v.pharmacy_id);
begin
  perform private.require_state(v, array['preparing'], 'marked ready');
  v := private.move(v, 'ready', 'pharmacy');
  perform private.tell_patient(v, 'Order ready', format('%s is packed and waiting for a rider.', v.reference), false);
  -- Online riders in the pharmacy's state hear about the pickup; the first to accept gets it.
  perform private.notify(r.user_id, v.id, 'New pickup', format('%s is ready for pickup.', v.reference), '/dashboard/rider')
  from public.riders r
  where r.is_online and r.approval_status = 'approved' and r.state = pharmacy_state;
  return private.order_summary(v);
end
$$;

create function public.cancel_order(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'patient');
begin
  perform private.require_state(v, array['placed'], 'cancelled (the pharmacy has already accepted it)');
  perform private.return_stock(v.id);
  v := private.move(v, 'cancelled', 'patient');
  perform private.tell_pharmacy(v, 'Order cancelled', format('%s was cancelled by the patient.', v.reference));
  return private.order_summary(v);
end
$$;
