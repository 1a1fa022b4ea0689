-- Who may order or book, and how much one patient may hold at once. Checked by triggers on the rows
-- themselves, so every path that writes them (place_order, accept_prescription_quote,
-- book_consultation and any later function) obeys the same rules, whatever the device sends.
--
-- Caps per patient (also in README.md, "Security"):
--   5  open orders (placed, confirmed, preparing, ready, picked up, out for delivery);
--   10 units of one offer across the patient's open orders (so also per order);
--   2  upcoming bookings with one doctor.
-- Only an account whose e-mail address is confirmed (profiles.email_confirmed) may order, accept a
-- prescription quote (it makes an order) or book.

create function private.open_order_statuses() returns text[]
language sql immutable set search_path = ''
as $$ select array['placed', 'confirmed', 'preparing', 'ready', 'picked_up', 'out_for_delivery'] $$;

create function private.require_confirmed(p_user uuid, p_what text) returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles where user_id = p_user and email_confirmed) then
    raise exception 'Confirm your e-mail address before you %: follow the link we e-mailed you, or ask for a new one on the sign-in page.', p_what
      using errcode = 'P0001', hint = 'email_unconfirmed';
  end if;
end
$$;

create function private.check_new_order() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_open int;
begin
  perform private.require_confirmed(new.patient_id, 'order');
  if char_length(coalesce(new.delivery_landmark, '')) > 200 then
    perform private.refuse('Keep the landmark to 200 characters or fewer', 'address.landmark');
  end if;
  if char_length(new.delivery_street) > 300 then
    perform private.refuse('Keep the street address to 300 characters or fewer', 'address.street');
  end if;
  -- One patient's checkouts count their open orders one at a time: two checkouts side by side
  -- cannot both see room for one more. The lock ends with the transaction.
  perform pg_advisory_xact_lock(hashtext('patient-orders'), hashtext(new.patient_id::text));
  select count(*) into v_open from public.orders
  where patient_id = new.patient_id and status = any (private.open_order_statuses());
  if v_open >= 5 then
    perform private.refuse('You already have 5 orders open. Wait until one is delivered, or cancel one, before ordering again.',
      'open_orders_limit');
  end if;
  return new;
end
$$;

create trigger orders_check_new
  before insert on public.orders
  for each row execute function private.check_new_order();

create function private.check_new_order_item() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_patient uuid;
  v_units int;
begin
  if new.offer_id is null then return new; end if;
  select patient_id into v_patient from public.orders where id = new.order_id;
  perform pg_advisory_xact_lock(hashtext('patient-orders'), hashtext(v_patient::text));
  select coalesce(sum(i.quantity), 0) into v_units
  from public.order_items i join public.orders o on o.id = i.order_id
  where o.patient_id = v_patient and i.offer_id = new.offer_id and o.status = any (private.open_order_statuses());
  if v_units + new.quantity > 10 then
    perform private.refuse(
      case when v_units = 0 then format('You can order at most 10 of %s at a time', new.medicine_name)
           else format('You can order at most 10 of %s at a time, and %s are already on your open orders',
                       new.medicine_name, v_units) end,
      'units_limit');
  end if;
  return new;
end
$$;

create trigger order_items_check_new
  before insert on public.order_items
  for each row execute function private.check_new_order_item();

create function private.check_new_booking() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_upcoming int;
begin
  perform private.require_confirmed(new.patient_id, 'book a consultation');
  perform pg_advisory_xact_lock(hashtext('patient-bookings'), hashtext(new.patient_id::text || new.doctor_id::text));
  select count(*) into v_upcoming from public.consultations
  where patient_id = new.patient_id and doctor_id = new.doctor_id and status = 'booked' and starts_at > now();
  if v_upcoming >= 2 then
    raise exception 'You already have 2 upcoming consultations with this doctor. Cancel one, or wait until one has taken place, to book another.'
      using errcode = 'P0001', hint = 'booking_limit';
  end if;
  return new;
end
$$;

create trigger consultations_check_new
  before insert on public.consultations
  for each row execute function private.check_new_booking();

revoke all on function private.require_confirmed(uuid, text), private.check_new_order(),
  private.check_new_order_item(), private.check_new_booking() from public, anon, authenticated;
