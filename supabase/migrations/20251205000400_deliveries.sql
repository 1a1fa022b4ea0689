-- Riders: availability, taking a pickup (first to accept wins), and the steps to the door, where
-- the patient's 4-digit code proves delivery.

create function private.rider_row() returns public.riders
language plpgsql stable security definer set search_path = ''
as $$
declare
  r public.riders;
begin
  select * into r from public.riders where user_id = (select auth.uid());
  if not found then
    raise exception 'Only a rider can do this' using errcode = '42501';
  end if;
  return r;
end
$$;

create function public.set_rider_availability(p_online boolean, p_state text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.riders := private.rider_row();
begin
  if p_online and r.approval_status <> 'approved' then
    raise exception 'Your rider account is waiting for approval' using errcode = '42501';
  end if;
  if p_state is not null and not (p_state = any (private.nigerian_states())) then
    perform private.refuse('Choose the state you ride in', 'state');
  end if;
  if p_online and coalesce(p_state, r.state) is null then
    perform private.refuse('Choose the state you ride in before going online', 'state');
  end if;
  update public.riders set is_online = p_online, state = coalesce(p_state, state) where id = r.id returning * into r;
  return jsonb_build_object('is_online', r.is_online, 'state', r.state);
end
$$;

create function public.accept_delivery(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.riders := private.rider_row();
  v public.orders;
  pharmacy public.pharmacies;
begin
  if r.approval_status <> 'approved' then
    raise exception 'Your rider account is waiting for approval' using errcode = '42501';
  end if;
  if not r.is_online then
    perform private.refuse('Go online to accept pickups', 'offline');
  end if;
  -- The row lock makes accepting a queue: the second rider waits, then sees the first one's name.
  select * into v from public.orders where id = p_order_id for update;
  if not found then perform private.refuse('This pickup no longer exists', 'not_found'); end if;
  select * into pharmacy from public.pharmacies where id = v.pharmacy_id;
  if pharmacy.state is distinct from r.state then
    raise exception 'This pickup is outside the state you ride in' using errcode = '42501';
  end if;
  if v.rider_id is not null then
    perform private.refuse('Another rider has already taken this pickup', 'taken');
  end if;
  perform private.require_state(v, array['ready'], 'accepted for delivery yet');
  update public.orders set rider_id = r.id, rider_assigned_at = now(), updated_at = now()
  where id = v.id returning * into v;
  insert into public.order_events (order_id, kind, from_status, to_status, actor_id, actor_role, note)
  values (v.id, 'rider_assigned', v.status, v.status, r.user_id, 'rider', r.full_name);
  perform private.tell_patient(v, 'Rider assigned',
    format('%s will bring %s. Rider phone: %s', r.full_name, v.reference, coalesce(r.phone, 'not given')));
  perform private.tell_pharmacy(v, 'Rider on the way', format('%s is coming to collect %s.', r.full_name, v.reference));
  return private.order_summary(v);
end
$$;

create function public.mark_picked_up(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'rider');
begin
  perform private.require_state(v, array['ready'], 'picked up');
  v := private.move(v, 'picked_up', 'rider');
  perform private.tell_patient(v, 'Order picked up', format('Your rider has collected %s.', v.reference), false);
  return private.order_summary(v);
end
$$;

create function public.mark_out_for_delivery(p_order_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'rider');
begin
  perform private.require_state(v, array['picked_up'], 'out for delivery');
  v := private.move(v, 'out_for_delivery', 'rider');
  perform private.tell_patient(v, 'Out for delivery',
    format('%s is on its way. Give the rider your delivery code at the door.', v.reference));
  return private.order_summary(v);
end
$$;

/** A wrong code is counted and answered with ok=false (not an error, so the count is kept). */
create function public.mark_delivered(p_order_id uuid, p_code text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders := private.order_as(p_order_id, 'rider');
  c public.delivery_codes;
begin
  perform private.require_state(v, array['out_for_delivery'], 'delivered');
  select * into c from public.delivery_codes where order_id = v.id for update;
  if c.failed_attempts >= 10 then
    perform private.refuse('Too many wrong codes for this order: call Magani support', 'code_locked');
  end if;
  if coalesce(btrim(p_code), '') <> c.code then
    update public.delivery_codes set failed_attempts = failed_attempts + 1 where order_id = v.id;
    return jsonb_build_object('ok', false, 'message', 'That code is not right: ask the patient for the 4-digit code on their tracking page');
  end if;
  v := private.move(v, 'delivered', 'rider');
  perform private.tell_patient(v, 'Delivered', format('%s was delivered. Thank you for using Magani Health.', v.reference));
  perform private.tell_pharmacy(v, 'Order delivered', format('%s was delivered to the patient.', v.reference));
  return jsonb_build_object('ok', true, 'order', private.order_summary(v));
end
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'place_order(jsonb)', 'review_order_prescription(uuid, boolean)', 'confirm_order(uuid)',
    'decline_order(uuid, text)', 'start_preparing_order(uuid)', 'mark_order_ready(uuid)', 'cancel_order(uuid)',
    'set_rider_availability(boolean, text)', 'accept_delivery(uuid)', 'mark_picked_up(uuid)',
    'mark_out_for_delivery(uuid)', 'mark_delivered(uuid, text)'
  ] loop
    execute format('revoke all on function public.%s from public, anon', fn);
    execute format('grant execute on function public.%s to authenticated, service_role', fn);
  end loop;
  -- Internal steps: callable only from the functions above (which run as their owner).
  foreach fn in array array[
    'nigerian_states()', 'notify(uuid, uuid, text, text, text)', 'send_message(text, text, text, text)',
    'refuse(text, text)', 'order_summary(public.orders)', 'status_label(text)', 'order_as(uuid, text)',
    'require_state(public.orders, text[], text)', 'move(public.orders, text, text, text)', 'return_stock(uuid)',
    'tell_patient(public.orders, text, text, boolean)', 'tell_pharmacy(public.orders, text, text)', 'rider_row()'
  ] loop
    execute format('revoke all on function private.%s from public, anon, authenticated', fn);
  end loop;
end
$$;
revoke all on function public.quote_order(jsonb) from public;
grant execute on function public.quote_order(jsonb) to anon, authenticated, service_role;
