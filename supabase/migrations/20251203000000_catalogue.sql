-- The catalogue: shared medicines, each pharmacy's offers of them (price, stock, batch)
-- with a cost price only the pharmacy itself reads, and the pharmacies' public profile.

-- Pharmacy public profile ------------------------------------------------------------

alter table public.pharmacies
  add column state text check (state in (
    'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno',
    'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Gombe', 'Imo', 'Jigawa',
    'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger',
    'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe',
    'Zamfara', 'FCT')),
  add column lga text,
  add column latitude double precision check (latitude between -90 and 90),
  add column longitude double precision check (longitude between -180 and 180),
  add column opening_hours text,
  add column delivery_fee numeric(12, 2) not null default 0 check (delivery_fee >= 0),
  add column delivery_time text,
  add column pcn_premises_number text,
  add column rating numeric(2, 1) check (rating between 0 and 5),
  add column updated_at timestamptz not null default now();

-- Ratings come from patients' reviews, never from the pharmacy itself.
create trigger pharmacies_protect_rating
  before update of rating on public.pharmacies
  for each row when (old.rating is distinct from new.rating)
  execute function private.protect_columns('rating', '');

create function private.guard_new_pharmacy_rating() returns trigger
language plpgsql
as $$
begin
  if new.rating is not null and current_user in ('anon', 'authenticated') and not private.is_admin() then
    raise exception 'permission denied: rating can only be set by an administrator' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger pharmacies_guard_new_rating
  before insert on public.pharmacies
  for each row execute function private.guard_new_pharmacy_rating();

-- private.touch_updated_at() comes from the logistics providers migration.
create trigger pharmacies_touch_updated_at
  before update on public.pharmacies
  for each row execute function private.touch_updated_at();

-- What anyone may see of an approved pharmacy: never the licence documents. The view
-- runs with its owner's rights (the pharmacies policies only show one's own row), so
-- it filters on status itself and is made read-only for the API roles.
create view public.pharmacy_profiles with (security_barrier = true) as
  select id, name, address, phone, state, lga, latitude, longitude, opening_hours,
         delivery_fee, delivery_time, pcn_premises_number, rating, updated_at
  from public.pharmacies
  where status = 'approved';

comment on view public.pharmacy_profiles is
  'Public profile of every approved pharmacy; read-only.';

revoke all on public.pharmacy_profiles from anon, authenticated;
grant select on public.pharmacy_profiles to anon, authenticated;

-- Helpers for policies. SECURITY DEFINER because the pharmacies policies would hide
-- other pharmacies (and every pharmacy from anon).

create function private.my_pharmacy_id() returns uuid
language sql stable security definer set search_path = ''
as $$
  select p.id from public.pharmacies p where p.user_id = (select auth.uid());
$$;

create function private.my_approved_pharmacy_id() returns uuid
language sql stable security definer set search_path = ''
as $$
  select p.id from public.pharmacies p
  where p.user_id = (select auth.uid()) and p.status = 'approved';
$$;

create function private.approved_pharmacy_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select p.id from public.pharmacies p where p.status = 'approved';
$$;

revoke all on function private.my_pharmacy_id() from public;
revoke all on function private.my_approved_pharmacy_id() from public;
revoke all on function private.approved_pharmacy_ids() from public;
grant execute on function private.my_pharmacy_id() to anon, authenticated, service_role;
grant execute on function private.my_approved_pharmacy_id() to anon, authenticated, service_role;
grant execute on function private.approved_pharmacy_ids() to anon, authenticated, service_role;

-- Medicines ------------------------------------------------------------------------

create table public.medicines (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  generic_name text not null check (length(trim(generic_name)) > 0),
  ingredients jsonb not null default '[]' check (jsonb_typeof(ingredients) = 'array'),
  strength text,
  dosage_form text not null,
  pack_size text,
  manufacturer text,
  nafdac_number text unique
    constraint medicines_nafdac_number_format check (nafdac_number ~ '^[A-Z]?[0-9]{1,2}-[0-9]{4,6}[A-Z]?$'),
  category text not null,
  prescription_only boolean not null default false,
  description text,
  image_path text,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.medicines is
  'A medicine as sold in Nigeria, shared by every pharmacy that offers it. ingredients: [{name, strength}]. image_path: object path in the public product-images bucket.';

create index medicines_updated_at_idx on public.medicines (updated_at);

alter table public.medicines enable row level security;

create function private.guard_medicine() returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') and not private.is_admin() then
    if tg_op = 'INSERT' then
      new.created_by := auth.uid();
    else
      new.created_by := old.created_by;
      new.created_at := old.created_at;
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger medicines_guard
  before insert or update on public.medicines
  for each row execute function private.guard_medicine();

create policy "medicines: everyone reads the catalogue"
  on public.medicines for select to anon, authenticated
  using (true);

create policy "medicines: approved pharmacies and admins add medicines"
  on public.medicines for insert to authenticated
  with check ((select private.my_approved_pharmacy_id()) is not null or (select private.is_admin()));

create policy "medicines: admins update any medicine"
  on public.medicines for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

revoke delete on public.medicines from anon, authenticated;

-- Offers ---------------------------------------------------------------------------

create table public.offers (
  id uuid primary key default gen_random_uuid(),
  pharmacy_id uuid not null references public.pharmacies (id) on delete cascade,
  medicine_id uuid not null references public.medicines (id),
  price numeric(12, 2) not null check (price > 0),
  original_price numeric(12, 2) check (original_price is null or original_price >= price),
  stock_quantity integer not null check (stock_quantity >= 0),
  min_stock_level integer not null default 10 check (min_stock_level >= 0),
  batch_number text,
  expiry_date date,
  listed boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (pharmacy_id, medicine_id)
);

comment on table public.offers is
  'A pharmacy''s offer of a medicine. Never deleted by clients: delisting sets listed = false, so a refresh by updated_at sees it go.';

create index offers_updated_at_idx on public.offers (updated_at);
create index offers_medicine_id_idx on public.offers (medicine_id);

alter table public.offers enable row level security;

-- The pharmacy is always the caller's own; an offer never moves to another pharmacy
-- or medicine. Privileged callers (service role, SECURITY DEFINER routines) pass.
create function private.guard_offer() returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.pharmacy_id := coalesce(new.pharmacy_id, private.my_pharmacy_id());
    else
      new.pharmacy_id := old.pharmacy_id;
      new.medicine_id := old.medicine_id;
      new.created_at := old.created_at;
    end if;
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger offers_guard
  before insert or update on public.offers
  for each row execute function private.guard_offer();

create policy "offers: everyone sees listed offers of approved pharmacies"
  on public.offers for select to anon, authenticated
  using (listed and pharmacy_id in (select private.approved_pharmacy_ids()));

create policy "offers: a pharmacy reads its own offers"
  on public.offers for select to authenticated
  using (pharmacy_id = (select private.my_pharmacy_id()));

create policy "offers: admins read every offer"
  on public.offers for select to authenticated
  using ((select private.is_admin()));

create policy "offers: an approved pharmacy lists its own offers"
  on public.offers for insert to authenticated
  with check (pharmacy_id = (select private.my_approved_pharmacy_id()));

create policy "offers: a pharmacy updates its own offers"
  on public.offers for update to authenticated
  using (pharmacy_id = (select private.my_pharmacy_id()))
  with check (pharmacy_id = (select private.my_pharmacy_id()));

revoke delete on public.offers from anon, authenticated;

-- A pharmacy that is approved or suspended changes whether patients see its offers:
-- touching them lets a refresh by updated_at notice.
create function private.touch_pharmacy_offers() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.offers set updated_at = now() where pharmacy_id = new.id;
  return new;
end
$$;

create trigger pharmacies_touch_offers
  after update of status on public.pharmacies
  for each row when (old.status is distinct from new.status)
  execute function private.touch_pharmacy_offers();

-- Medicines and offers together ---------------------------------------------------

-- True when a pharmacy other than the caller's offers the medicine (listed or not),
-- so that its creator may no longer reword what others sell.
create function private.medicine_offered_by_others(medicine uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.offers o
    where o.medicine_id = medicine
      and o.pharmacy_id is distinct from (select private.my_pharmacy_id())
  );
$$;
revoke all on function private.medicine_offered_by_others(uuid) from public;
grant execute on function private.medicine_offered_by_others(uuid) to authenticated, service_role;

create policy "medicines: the creating pharmacy updates it while no other pharmacy offers it"
  on public.medicines for update to authenticated
  using (
    created_by = (select auth.uid())
    and (select private.my_pharmacy_id()) is not null
    and not private.medicine_offered_by_others(id)
  )
  with check (created_by = (select auth.uid()));

-- Cost prices ----------------------------------------------------------------------

create table public.offer_costs (
  offer_id uuid primary key references public.offers (id) on delete cascade,
  cost_price numeric(12, 2) not null check (cost_price >= 0),
  updated_at timestamptz not null default now()
);

comment on table public.offer_costs is
  'What the pharmacy paid for an offer''s stock; only that pharmacy reads or writes it.';

alter table public.offer_costs enable row level security;

create function private.owns_offer(offer uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.offers o
    where o.id = offer and o.pharmacy_id = (select private.my_pharmacy_id())
  );
$$;
revoke all on function private.owns_offer(uuid) from public;
grant execute on function private.owns_offer(uuid) to authenticated, service_role;

create trigger offer_costs_touch_updated_at
  before update on public.offer_costs
  for each row execute function private.touch_updated_at();

create policy "offer_costs: the owning pharmacy reads its cost prices"
  on public.offer_costs for select to authenticated
  using (private.owns_offer(offer_id));

create policy "offer_costs: the owning pharmacy records cost prices"
  on public.offer_costs for insert to authenticated
  with check (private.owns_offer(offer_id));

create policy "offer_costs: the owning pharmacy changes cost prices"
  on public.offer_costs for update to authenticated
  using (private.owns_offer(offer_id))
  with check (private.owns_offer(offer_id));

revoke all on public.offer_costs from anon;
revoke delete on public.offer_costs from authenticated;
