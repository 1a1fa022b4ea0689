-- Suspending a pharmacy or doctor account (admin_suspend_user sets profiles.suspended_at) also
-- takes its partner row out of service:
-- - an approved pharmacy becomes 'suspended': its offers leave the public catalogue and cannot be
--   ordered (both read pharmacies.status = 'approved'); its orders not yet with a rider are
--   cancelled, their stock returned, and each patient told in the app and by SMS;
-- - an approved doctor becomes 'suspended': no free slots, not listed, not bookable; upcoming
--   consultations are cancelled and each patient told.
-- Reactivation (suspended_at cleared) puts a row suspended this way back to 'approved'; its
-- offers return to the catalogue, cancelled orders and bookings stay cancelled.

create function private.cascade_suspension() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v public.orders;
  c record;
  v_pharmacy uuid;
begin
  if old.suspended_at is null and new.suspended_at is not null then
    update public.pharmacies set status = 'suspended' where user_id = new.user_id and status = 'approved'
    returning id into v_pharmacy;
    for v in
      select o.* from public.orders o join public.pharmacies p on p.id = o.pharmacy_id
      where p.user_id = new.user_id and o.status in ('placed', 'confirmed', 'preparing', 'ready')
      order by o.id for update of o
    loop
      perform private.return_stock(v.id);
      v := private.move(v, 'cancelled', 'system', 'The pharmacy is not taking orders at the moment');
      perform private.tell_patient(v, 'Order cancelled',
        format('%s was cancelled: %s is not taking orders at the moment. Nothing is due.', v.reference,
               (select name from public.pharmacies where id = v.pharmacy_id)));
    end loop;

    update public.doctors set approval_status = 'suspended' where user_id = new.user_id and approval_status = 'approved';
    for c in
      select id, patient_id, starts_at from public.consultations
      where doctor_id = new.user_id and status = 'booked' and starts_at > now()
      for update
    loop
      update public.consultations set status = 'cancelled', cancelled_at = now() where id = c.id;
      perform private.notify_consultation(c.patient_id, c.id, 'Consultation cancelled',
        'Your consultation on ' || to_char(c.starts_at at time zone 'Africa/Lagos', 'Dy DD Mon, HH12:MI AM')
          || ' (Lagos time) was cancelled: the doctor is not available. Nothing is due; you can book another doctor.',
        '/consultations');
    end loop;
  elsif old.suspended_at is not null and new.suspended_at is null then
    update public.pharmacies set status = 'approved' where user_id = new.user_id and status = 'suspended';
    update public.doctors set approval_status = 'approved' where user_id = new.user_id and approval_status = 'suspended';
  end if;
  return new;
end
$$;
revoke all on function private.cascade_suspension() from public, anon, authenticated;

create trigger profiles_cascade_suspension
  after update of suspended_at on public.profiles
  for each row when (old.suspended_at is distinct from new.suspended_at)
  execute function private.cascade_suspension();
