-- What a prescription must be to exist and to back an order.
-- 1. A prescription carries a file or a doctor's e-prescription of its own patient; a client never
--    links an e-prescription itself (send_eprescription does, after its checks).
-- 2. An e-prescription is with one pharmacy at a time: while one holds it (sent, quoted or filled),
--    no other can receive it; after a refusal or a declined quote it may go elsewhere.
-- 3. A refused prescription, or one that already backs a live order, backs no new order: checked on
--    every order row, so place_order and accept_prescription_quote (and any later writer) obey it.

create function private.check_prescription_source() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.eprescription_id is not null and current_user in ('anon', 'authenticated') then
    raise exception 'Send an e-prescription from your consultation' using errcode = '42501', hint = 'eprescription';
  end if;
  if coalesce(cardinality(new.file_paths), 0) = 0 and new.eprescription_id is null then
    raise exception 'Attach a photo or PDF of the prescription' using errcode = '23514', hint = 'files';
  end if;
  if new.eprescription_id is not null and not exists (
    select 1 from public.eprescriptions e where e.id = new.eprescription_id and e.patient_id = new.user_id
  ) then
    raise exception 'That e-prescription is not yours' using errcode = '42501', hint = 'eprescription';
  end if;
  return new;
end
$$;
revoke all on function private.check_prescription_source() from public;

create trigger prescriptions_require_source
  before insert on public.prescriptions
  for each row execute function private.check_prescription_source();

create unique index prescriptions_eprescription_one_holder
  on public.prescriptions (eprescription_id)
  where eprescription_id is not null and status in ('submitted', 'approved', 'quoted', 'accepted');

create function private.check_order_prescription() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  rx public.prescriptions;
begin
  if new.prescription_id is null
     or (tg_op = 'UPDATE' and new.prescription_id is not distinct from old.prescription_id) then
    return new;
  end if;
  -- The lock makes two orders backed by one prescription queue: the second sees the first.
  select * into rx from public.prescriptions where id = new.prescription_id for update;
  if rx.id is null or rx.user_id is distinct from new.patient_id then
    perform private.refuse('That prescription is not one of yours', 'prescription_id');
  end if;
  if rx.status = 'refused' or exists (
    select 1 from public.orders o where o.prescription_id = rx.id and o.prescription_status = 'rejected'
  ) then
    perform private.refuse('The pharmacy refused that prescription: it cannot back an order', 'prescription_refused');
  end if;
  -- One checkout may split into orders for several pharmacies: they share its key.
  if rx.status = 'accepted' or exists (
    select 1 from public.orders o
    where o.prescription_id = rx.id and o.id <> new.id and o.status not in ('cancelled', 'declined')
      and (o.patient_id, o.idempotency_key) is distinct from (new.patient_id, new.idempotency_key)
  ) then
    perform private.refuse('That prescription was already used for an order: attach a new one', 'prescription_used');
  end if;
  return new;
end
$$;
revoke all on function private.check_order_prescription() from public;

create trigger orders_check_prescription
  before insert or update of prescription_id on public.orders
  for each row execute function private.check_order_prescription();
