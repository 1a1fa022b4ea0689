-- A pharmacy's own offers: the inventory list, and the changes it makes to them.
-- Each change sets updated_at, which patients' catalogue refresh uses as its cursor.

/** The caller's offers (listed or not) with their medicine and cost price. */
create function public.my_offers()
returns table (
  id uuid, medicine_id uuid, name text, generic_name text, strength text, dosage_form text, nafdac_number text,
  image_path text, price numeric, original_price numeric, cost_price numeric, stock_quantity integer,
  min_stock_level integer, batch_number text, expiry_date date, listed boolean, updated_at timestamptz
)
language sql stable security invoker set search_path = '' as $$
  select o.id, m.id, m.name, m.generic_name, m.strength, m.dosage_form, m.nafdac_number, m.image_path,
    o.price, o.original_price, c.cost_price, o.stock_quantity, o.min_stock_level, o.batch_number, o.expiry_date,
    o.listed, o.updated_at
  from public.offers o
  join public.pharmacies p on p.id = o.pharmacy_id
  join public.medicines m on m.id = o.medicine_id
  left join public.offer_costs c on c.offer_id = o.id
  where p.user_id = (select auth.uid())
  order by m.name, o.id
$$;
revoke all on function public.my_offers() from public, anon;
grant execute on function public.my_offers() to authenticated;

/** Locks and returns the caller's offer, or refuses: nobody changes another pharmacy's offer. */
create function private.own_offer(offer uuid) returns public.offers
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.offers;
begin
  select o.* into v_row from public.offers o
  join public.pharmacies p on p.id = o.pharmacy_id
  where o.id = offer and p.user_id = (select auth.uid())
  for update of o;
  if not found then
    raise exception 'This product is not in your inventory' using errcode = '42501';
  end if;
  return v_row;
end
$$;
revoke all on function private.own_offer(uuid) from public;

/**
 * changes: any of { price, stock_quantity, min_stock_level, listed }. Returns the
 * offer's new price, stock, listing and updated_at.
 */
create function public.update_offer(offer_id uuid, changes jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.offers := private.own_offer(offer_id);
  v_price numeric := coalesce(private.json_amount(changes, 'price', 'selling price', false), v_row.price);
  v_stock integer := coalesce(private.json_count(changes, 'stock_quantity', 'stock quantity', false), v_row.stock_quantity);
  v_min integer := coalesce(private.json_count(changes, 'min_stock_level', 'minimum stock level', false), v_row.min_stock_level);
  v_listed boolean := v_row.listed;
begin
  if v_price = 0 then perform private.bad_input('price', 'The selling price must be more than 0'); end if;
  if v_row.original_price is not null and v_row.original_price < v_price then
    perform private.bad_input('price', format('The selling price cannot be above the original price (%s)', v_row.original_price));
  end if;
  if changes ? 'listed' then
    if jsonb_typeof(changes -> 'listed') <> 'boolean' then perform private.bad_input('listed', 'Listed is true or false'); end if;
    v_listed := (changes ->> 'listed')::boolean;
  end if;
  update public.offers o
  set price = v_price, stock_quantity = v_stock, min_stock_level = v_min, listed = v_listed, updated_at = now()
  where o.id = v_row.id
  returning * into v_row;
  return jsonb_build_object('id', v_row.id, 'price', v_row.price, 'stock_quantity', v_row.stock_quantity,
    'min_stock_level', v_row.min_stock_level, 'listed', v_row.listed, 'updated_at', v_row.updated_at);
end
$$;
revoke all on function public.update_offer(uuid, jsonb) from public, anon;
grant execute on function public.update_offer(uuid, jsonb) to authenticated;

/** Records a delivery: adds `quantity` to the stock in one statement. Returns the new stock. */
create function public.restock_offer(offer_id uuid, quantity integer) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.offers := private.own_offer(offer_id);
  v_stock integer;
begin
  if quantity is null or quantity < 1 then
    perform private.bad_input('quantity', 'Enter how many units arrived, such as 50');
  end if;
  if quantity > 1000000 then perform private.bad_input('quantity', 'Enter at most 1,000,000 units at a time'); end if;
  update public.offers o
  set stock_quantity = o.stock_quantity + quantity, updated_at = now()
  where o.id = v_row.id
  returning o.stock_quantity into v_stock;
  return v_stock;
end
$$;
revoke all on function public.restock_offer(uuid, integer) from public, anon;
grant execute on function public.restock_offer(uuid, integer) to authenticated;
