-- Prescription review: a submission goes to a real, approved pharmacy; that pharmacy (and only it)
-- reads it and its files, and answers with a quote or a refusal; the patient accepts the quote,
-- which becomes an order, or declines it.
--
-- pharmacy_id stays text holding the pharmacy's uuid (a trigger checks it names an approved
-- pharmacy): e-prescriptions are inserted by another definer function passing the id as text,
-- and a text value does not cast to a uuid column on assignment.
--
-- States: submitted -> quoted | refused; quoted -> accepted | declined.
-- 'approved' is a doctor's e-prescription: no file review needed, answered like 'submitted'.

alter table public.prescriptions
  add column quote_note text check (length(quote_note) <= 500),
  add column refusal_reason text check (length(refusal_reason) <= 500),
  add column answered_at timestamptz,
  add column order_id uuid references public.orders (id),
  add column updated_at timestamptz not null default now(),
  add constraint prescriptions_status_known
    check (status in ('submitted', 'approved', 'quoted', 'refused', 'accepted', 'declined'));

create index prescriptions_pharmacy_idx on public.prescriptions (pharmacy_id, created_at desc);

-- Plain writes never answer or move a state: these columns are written by the functions below
-- only (there is no update policy; a patient's insert must leave them empty).
create function private.guard_prescription_answer() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (new.quote_note is not null or new.refusal_reason is not null
     or new.answered_at is not null or new.order_id is not null) then
    raise exception 'permission denied: only the pharmacy answers a prescription' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger prescriptions_guard_answer
  before insert on public.prescriptions
  for each row execute function private.guard_prescription_answer();

create function private.check_prescription_pharmacy() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.pharmacies
                 where id::text = new.pharmacy_id and status = 'approved') then
    raise exception 'Choose a pharmacy from the list: that one is not available'
      using errcode = '23514', hint = 'pharmacy_id';
  end if;
  return new;
end
$$;

create trigger prescriptions_check_pharmacy
  before insert or update of pharmacy_id on public.prescriptions
  for each row execute function private.check_prescription_pharmacy();

create policy "prescriptions: a pharmacy reads what was sent to it"
  on public.prescriptions for select to authenticated
  using (pharmacy_id = (select private.my_pharmacy_id())::text);

-- The quote's lines: an offer of the pharmacy's own (name and price copied from it) or a written item.
create table public.prescription_quote_items (
  id bigint generated always as identity primary key,
  prescription_id uuid not null references public.prescriptions (id) on delete cascade,
  offer_id uuid references public.offers (id),
  name text not null check (length(btrim(name)) between 1 and 120),
  strength text,
  prescription_only boolean not null default false,
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  quantity int not null check (quantity between 1 and 99),
  line_total numeric(12, 2) not null check (line_total = unit_price * quantity)
);
create index prescription_quote_items_rx_idx on public.prescription_quote_items (prescription_id);
alter table public.prescription_quote_items enable row level security;

create policy "quote items: the patient and the pharmacy of the prescription read them"
  on public.prescription_quote_items for select to authenticated
  using (exists (select 1 from public.prescriptions p where p.id = prescription_id));

-- Written items become order lines without an offer.
alter table public.order_items alter column offer_id drop not null;

create function private.pharmacy_reads_sent_prescription_file(p_name text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.prescriptions p
    where p.pharmacy_id = (select private.my_pharmacy_id())::text and p_name = any (p.file_paths)
  )
$$;
revoke all on function private.pharmacy_reads_sent_prescription_file(text) from public;
grant execute on function private.pharmacy_reads_sent_prescription_file(text) to authenticated;

create policy "prescriptions: the receiving pharmacy reads the files"
  on storage.objects for select to authenticated
  using (bucket_id = 'prescriptions' and (select private.pharmacy_reads_sent_prescription_file(name)));
