-- Prescriptions as live as orders: every new submission tells its pharmacy (bell and e-mail), and a
-- cursor feed gives each screen only what changed since its last poll: the patient's own
-- prescriptions, and the pharmacy's queue with who sent each one, how to reach them, where to
-- deliver and, for an e-prescription, the doctor and the items.

create sequence private.prescription_change_seq;
alter table public.prescriptions add column change_id bigint;
update public.prescriptions set change_id = nextval('private.prescription_change_seq');
alter table public.prescriptions alter column change_id set not null;
create index prescriptions_pharmacy_change_idx on public.prescriptions (pharmacy_id, change_id);
create index prescriptions_user_change_idx on public.prescriptions (user_id, change_id);

create function private.stamp_prescription_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.change_id := nextval('private.prescription_change_seq');
  if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then new.updated_at := now(); end if;
  return new;
end
$$;
revoke all on function private.stamp_prescription_change() from public;
create trigger prescriptions_stamp_change
  before insert or update on public.prescriptions
  for each row execute function private.stamp_prescription_change();

-- The pharmacy hears of each new prescription as it hears of each new order.
create function private.tell_pharmacy_of_prescription() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_owner uuid := (select user_id from public.pharmacies where id::text = new.pharmacy_id);
  v_title text := case when new.eprescription_id is null then 'New prescription to review' else 'E-prescription received' end;
begin
  perform private.notify(v_owner, null, v_title,
    case when new.eprescription_id is null then 'A patient sent a prescription for a quote.'
      else 'A patient sent a doctor''s e-prescription for a quote.' end, '/pharmacy/prescriptions');
  perform private.send_message('email', (select email from public.profiles where user_id = v_owner), v_title,
    'A patient sent your pharmacy a prescription on Magani Health. Open Prescriptions to review it and send a quote.');
  return null;
end
$$;
revoke all on function private.tell_pharmacy_of_prescription() from public;
create trigger prescriptions_tell_pharmacy
  after insert on public.prescriptions
  for each row execute function private.tell_pharmacy_of_prescription();

/** One prescription as its viewer sees it; the pharmacy reads an e-prescription's items while it holds it. */
create function private.prescription_json(p public.prescriptions, p_viewer text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'client_id', p.client_id, 'status', p.status, 'pharmacy_id', p.pharmacy_id,
    'pharmacy_name', (select f.name from public.pharmacies f where f.id::text = p.pharmacy_id),
    'address', p.address, 'notes', p.notes, 'contact_phone', p.contact_phone, 'delivery_time', p.delivery_time,
    'file_paths', to_jsonb(p.file_paths), 'quote_note', p.quote_note, 'refusal_reason', p.refusal_reason,
    'answered_at', p.answered_at, 'created_at', p.created_at, 'updated_at', p.updated_at,
    'order_reference', (select o.reference from public.orders o where o.id = p.order_id),
    'mine', p_viewer = 'patient',
    'patient_name', (select u.full_name from public.profiles u where u.user_id = p.user_id),
    'patient_phone', coalesce(p.contact_phone, (select o.contact_phone from public.orders o
      where o.patient_id = p.user_id order by o.created_at desc limit 1)),
    'eprescription', (select jsonb_build_object('id', e.id, 'written_at', e.created_at, 'notes', e.notes, 'items', e.items,
        'doctor_name', (select d.full_name from public.doctors d where d.user_id = e.doctor_id))
      from public.eprescriptions e
      where e.id = p.eprescription_id and (p_viewer = 'patient' or p.status in ('approved', 'quoted', 'accepted'))),
    'items', (select coalesce(jsonb_agg(jsonb_build_object('offer_id', i.offer_id, 'name', i.name,
      'strength', i.strength, 'unit_price', i.unit_price, 'quantity', i.quantity, 'line_total', i.line_total)
      order by i.id), '[]'::jsonb) from public.prescription_quote_items i where i.prescription_id = p.id)
  )
$$;
revoke all on function private.prescription_json(public.prescriptions, text) from public, anon, authenticated;

/**
 * The caller's prescriptions (as patient) and those sent to the caller's pharmacy that changed after
 * change p_after (0: all of them), newest first, in pages of 100: a page continues below
 * (p_before_at, p_before_id) when given, and `more` says a further page may hold rows. As
 * order_feed_page, the cursor stays a few seconds behind, so a change committed late is never
 * skipped (a recent one may come twice; the page replaces it).
 */
create function public.prescription_feed(p_after bigint, p_before_at timestamptz default null, p_before_id uuid default null)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as uid, (select private.my_pharmacy_id())::text as pharmacy
  ), visible as (
    select p, p.id, p.change_id, p.updated_at, p.created_at,
      case when p.user_id = me.uid then 'patient' else 'pharmacy' end as viewer
    from public.prescriptions p, me
    where p.user_id = me.uid or p.pharmacy_id = me.pharmacy
  ), changed as (
    select * from visible v
    where (p_after <= 0 or v.change_id > p_after)
      and (p_before_at is null or (v.created_at, v.id) < (p_before_at, coalesce(p_before_id, v.id)))
    order by v.created_at desc, v.id desc limit 100
  )
  select jsonb_build_object(
    'cursor', greatest(p_after, coalesce((select max(v.change_id) from visible v
      where v.updated_at < now() - interval '5 seconds'), 0)),
    'more', (select count(*) from changed) = 100,
    'rows', (select coalesce(jsonb_agg(private.prescription_json(c.p, c.viewer) order by c.created_at desc, c.id desc), '[]'::jsonb)
      from changed c)
  )
$$;
revoke all on function public.prescription_feed(bigint, timestamptz, uuid) from public, anon;
grant execute on function public.prescription_feed(bigint, timestamptz, uuid) to authenticated;
