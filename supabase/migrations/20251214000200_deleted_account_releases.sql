-- An account that goes (delete_my_account, or an operator deleting the auth user) first gives back
-- what it holds: its orders not yet with a rider are cancelled and their stock returned, and its
-- upcoming consultations are cancelled, each pharmacy and doctor being told. Only then do the rows
-- go by ON DELETE CASCADE. Without this, an order's units left with the order and never came back.

create function private.release_before_account_goes() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders;
  c record;
begin
  for v in
    select * from public.orders
    where patient_id = old.id and status in ('placed', 'confirmed', 'preparing', 'ready')
    order by id for update
  loop
    perform private.return_stock(v.id);
    update public.orders set status = 'cancelled', updated_at = now() where id = v.id;
    insert into public.order_events (order_id, from_status, to_status, actor_role, note)
    values (v.id, v.status, 'cancelled', 'system', 'The patient deleted their account');
    -- Not tied to the order: the order row goes with the account.
    perform private.notify(p.user_id, null, 'Order cancelled',
      format('%s was cancelled: the patient deleted their account. Its items are back in your stock.', v.reference),
      '/pharmacy/orders')
    from public.pharmacies p where p.id = v.pharmacy_id;
  end loop;

  for c in
    select id, doctor_id, starts_at from public.consultations
    where patient_id = old.id and status = 'booked' and starts_at > now()
    for update
  loop
    update public.consultations set status = 'cancelled', cancelled_at = now() where id = c.id;
    perform private.notify_consultation(c.doctor_id, null, 'Consultation cancelled',
      'The patient booked for ' || to_char(c.starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM')
        || ' (Lagos time) deleted their account; the time is free again.',
      '/doctor/schedule');
  end loop;
  return old;
end
$$;
revoke all on function private.release_before_account_goes() from public, anon, authenticated;

create trigger on_auth_user_deleting
  before delete on auth.users
  for each row execute function private.release_before_account_goes();
