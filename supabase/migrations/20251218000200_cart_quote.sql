-- One price everywhere. The delivery fee of an order is one rule, private.delivery_fee: the
-- pharmacy's own fee, charged once per pharmacy (one order per pharmacy). quote_cart uses it for
-- the cart and checkout screens, and a trigger applies it to every order written, whichever
-- function writes it (place_order, accept_prescription_quote), so the screens and the orders
-- cannot disagree.

/** The delivery fee of one order from this pharmacy. */
create function private.delivery_fee(p_pharmacy_id uuid) returns numeric
language sql stable security definer set search_path = ''
as $$ select coalesce((select delivery_fee from public.pharmacies where id = p_pharmacy_id), 0)::numeric(12, 2) $$;

create function private.apply_delivery_fee() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.delivery_fee := private.delivery_fee(new.pharmacy_id);
  new.total := new.subtotal + new.delivery_fee;
  return new;
end
$$;
create trigger orders_delivery_fee before insert on public.orders
  for each row execute function private.apply_delivery_fee();

/**
 * What a cart costs now: per pharmacy its lines at today's prices, its subtotal, its delivery fee
 * and its total, and the grand total, as place_order would charge them. Lines: [{offer_id, quantity}]
 * (quantities of one offer are added up, as place_order does). An offer that no longer exists is
 * listed in `missing`; one not sellable now (unlisted, out of stock, pharmacy not approved) keeps
 * its line with available = false, since place_order would refuse the cart until it is removed.
 */
create function public.quote_cart(p_lines jsonb) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_wanted jsonb;
begin
  if jsonb_typeof(p_lines) is distinct from 'array' or jsonb_array_length(p_lines) > 50 then
    perform private.refuse('A cart holds up to 50 lines', 'lines');
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_lines) l
    where jsonb_typeof(l -> 'quantity') is distinct from 'number'
       or (l ->> 'quantity')::numeric <> floor((l ->> 'quantity')::numeric)
       or (l ->> 'quantity')::numeric not between 1 and 99
       or coalesce(l ->> 'offer_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ) then
    perform private.refuse('Each item needs a quantity from 1 to 99', 'lines');
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('offer_id', offer_id, 'quantity', quantity)), '[]')
  into v_wanted
  from (select (l ->> 'offer_id')::uuid as offer_id, sum((l ->> 'quantity')::int) as quantity
        from jsonb_array_elements(p_lines) l group by 1) w;

  return (
    with lines as (
      select w.offer_id, w.quantity, o.pharmacy_id, o.price, o.stock_quantity, m.name as medicine_name,
             m.prescription_only, (o.listed and p.status = 'approved' and o.stock_quantity >= w.quantity) as available
      from jsonb_to_recordset(v_wanted) as w(offer_id uuid, quantity int)
      join public.offers o on o.id = w.offer_id
      join public.pharmacies p on p.id = o.pharmacy_id
      join public.medicines m on m.id = o.medicine_id
    ),
    shops as (
      select l.pharmacy_id, p.name, sum(l.price * l.quantity) as subtotal, private.delivery_fee(l.pharmacy_id) as fee,
             jsonb_agg(jsonb_build_object(
               'offer_id', l.offer_id, 'medicine_name', l.medicine_name, 'quantity', l.quantity, 'price', l.price,
               'line_total', l.price * l.quantity, 'stock_quantity', l.stock_quantity,
               'prescription_only', l.prescription_only, 'available', l.available) order by l.medicine_name) as items
      from lines l join public.pharmacies p on p.id = l.pharmacy_id
      group by l.pharmacy_id, p.name
    )
    select jsonb_build_object(
      'checked_at', now(),
      'pharmacies', coalesce(jsonb_agg(jsonb_build_object(
        'pharmacy_id', s.pharmacy_id, 'pharmacy_name', s.name, 'subtotal', s.subtotal, 'delivery_fee', s.fee,
        'total', s.subtotal + s.fee, 'lines', s.items) order by s.name), '[]'::jsonb),
      'subtotal', coalesce(sum(s.subtotal), 0),
      'delivery_fee', coalesce(sum(s.fee), 0),
      'total', coalesce(sum(s.subtotal + s.fee), 0),
      'missing', (select coalesce(jsonb_agg(w.offer_id), '[]'::jsonb)
                  from jsonb_to_recordset(v_wanted) as w(offer_id uuid)
                  where not exists (select 1 from lines l where l.offer_id = w.offer_id))
    )
    from shops s
  );
end
$$;
revoke all on function public.quote_cart(jsonb) from public;
grant execute on function public.quote_cart(jsonb) to anon, authenticated;

/** The delivery details of the signed-in patient's latest order, to offer at the next checkout. */
create function public.my_last_order_delivery() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'state', o.delivery_state, 'lga', o.delivery_lga, 'street', o.delivery_street,
    'landmark', o.delivery_landmark, 'phone', o.contact_phone, 'delivery_time', o.delivery_time)
  from public.orders o
  where o.patient_id = (select auth.uid())
  order by o.created_at desc limit 1
$$;
revoke all on function public.my_last_order_delivery() from public;
grant execute on function public.my_last_order_delivery() to authenticated;
