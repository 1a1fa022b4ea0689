-- What one state can buy, kept per medicine by the database: the price a patient in that state
-- pays at least ("from", the cheapest in-stock offer, else the cheapest), how many approved
-- pharmacies there offer it and whether any has it in stock. Kept by statement triggers on
-- offers and pharmacies, so the device's copy (public.state_catalogue) is one index range read
-- and never computes a price itself.
--
-- updated_at moves only when one of the three figures changes: a stock change that leaves the
-- medicine in stock is not a refresh. offered_at moves when a medicine becomes offered in the
-- state again (pharmacies 0 -> n; updated_at moves with it): the device then needs its details,
-- not only its figures.

create table public.state_prices (
  state text not null,
  medicine_id uuid not null references public.medicines (id) on delete cascade,
  from_price numeric(12, 2),
  pharmacies integer not null default 0 check (pharmacies >= 0),
  in_stock boolean not null default false,
  offered_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (state, medicine_id)
);

comment on table public.state_prices is
  'Per state and medicine: the cheapest price (in stock first), how many approved pharmacies offer it, whether any has stock. Written only by triggers; read through state_catalogue.';

create index state_prices_state_updated_idx on public.state_prices (state, updated_at);

alter table public.state_prices enable row level security;
create policy "state_prices: everyone reads" on public.state_prices for select to anon, authenticated using (true);
revoke all on public.state_prices from public, anon, authenticated;
grant select on public.state_prices to anon, authenticated;
grant all on public.state_prices to service_role;

-- Recomputes the given (state, medicine) pairs from the offers, in one statement.
create function private.refresh_state_prices(states text[], medicine_ids uuid[]) returns void
language sql security definer set search_path = ''
as $$
  with pairs as (
    select distinct s as state, m as medicine_id
    from unnest(states, medicine_ids) as u (s, m) where s is not null and m is not null
  ),
  fresh as (
    -- One grouped join, not a query per pair: a bulk load of offers recomputes in one pass.
    select p.state, p.medicine_id,
           coalesce(min(o.price) filter (where o.stock_quantity > 0), min(o.price)) as from_price,
           count(o.id)::int as n,
           coalesce(bool_or(o.stock_quantity > 0), false) as in_stock
    from pairs p
    left join (public.offers o join public.pharmacies ph on ph.id = o.pharmacy_id and ph.status = 'approved')
      on o.medicine_id = p.medicine_id and ph.state = p.state and o.listed
    group by p.state, p.medicine_id
  )
  insert into public.state_prices as t (state, medicine_id, from_price, pharmacies, in_stock, offered_at, updated_at)
  select f.state, f.medicine_id, f.from_price, f.n, f.in_stock, now(), now()
  from fresh f
  where f.n > 0 or exists (select 1 from public.state_prices x where x.state = f.state and x.medicine_id = f.medicine_id)
  on conflict (state, medicine_id) do update set
    from_price = excluded.from_price,
    pharmacies = excluded.pharmacies,
    in_stock = excluded.in_stock,
    offered_at = case when t.pharmacies = 0 and excluded.pharmacies > 0 then now() else t.offered_at end,
    updated_at = now()
  where (t.from_price, t.pharmacies, t.in_stock) is distinct from (excluded.from_price, excluded.pharmacies, excluded.in_stock);
$$;
revoke all on function private.refresh_state_prices(text[], uuid[]) from public, anon, authenticated;

create function private.state_prices_after_offers() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  s text[];
  m uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(ph.state), array_agg(n.medicine_id) into s, m
    from new_rows n join public.pharmacies ph on ph.id = n.pharmacy_id;
  elsif tg_op = 'DELETE' then
    select array_agg(ph.state), array_agg(o.medicine_id) into s, m
    from old_rows o join public.pharmacies ph on ph.id = o.pharmacy_id;
  else
    -- Only what the figures depend on: price, stock, listing (an offer never changes medicine).
    select array_agg(ph.state), array_agg(n.medicine_id) into s, m
    from new_rows n join old_rows o on o.id = n.id
    join public.pharmacies ph on ph.id = n.pharmacy_id
    where (n.price, n.stock_quantity > 0, n.listed) is distinct from (o.price, o.stock_quantity > 0, o.listed);
  end if;
  if s is not null then perform private.refresh_state_prices(s, m); end if;
  return null;
end
$$;

create trigger offers_state_prices_insert after insert on public.offers
  referencing new table as new_rows for each statement execute function private.state_prices_after_offers();
create trigger offers_state_prices_update after update on public.offers
  referencing new table as new_rows old table as old_rows for each statement execute function private.state_prices_after_offers();
create trigger offers_state_prices_delete after delete on public.offers
  referencing old table as old_rows for each statement execute function private.state_prices_after_offers();

-- A pharmacy approved, suspended or moved: every medicine it offers, in its old and new state.
-- A deleted pharmacy takes its offers with it (cascade); its state's figures are recomputed.
create function private.state_prices_after_pharmacy() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.refresh_state_prices(array_agg(old.state), array_agg(sp.medicine_id))
    from public.state_prices sp where sp.state = old.state and sp.pharmacies > 0;
    return null;
  end if;
  if (new.status, new.state) is not distinct from (old.status, old.state) then return null; end if;
  perform private.refresh_state_prices(array_agg(x.state), array_agg(x.medicine_id))
  from (select old.state, o.medicine_id from public.offers o where o.pharmacy_id = new.id
        union all
        select new.state, o.medicine_id from public.offers o where o.pharmacy_id = new.id) x;
  return null;
end
$$;

create trigger pharmacies_state_prices after update of status, state on public.pharmacies
  for each row execute function private.state_prices_after_pharmacy();
create trigger pharmacies_state_prices_delete after delete on public.pharmacies
  for each row execute function private.state_prices_after_pharmacy();

revoke all on function private.state_prices_after_offers() from public, anon, authenticated;
revoke all on function private.state_prices_after_pharmacy() from public, anon, authenticated;

-- What is offered today.
select private.refresh_state_prices(array_agg(ph.state), array_agg(o.medicine_id))
from public.offers o join public.pharmacies ph on ph.id = o.pharmacy_id
where o.listed and ph.status = 'approved';
