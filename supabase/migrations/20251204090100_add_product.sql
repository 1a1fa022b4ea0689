-- add_product: an approved pharmacy lists a medicine (an existing one by id, or a
-- new one it describes) with its price, stock, batch, expiry and cost, in one
-- transaction: a bad field anywhere means nothing at all is saved.
--
-- product: { medicine_id } or { name, generic_name, ingredients: [{name, strength}],
--   strength, dosage_form, pack_size, manufacturer, nafdac_number, category,
--   prescription_only, description, image_path }, plus { price, original_price,
--   cost_price, stock_quantity, min_stock_level, batch_number, expiry_date }.
-- Returns { offer_id, medicine_id }.

/** Creates the medicine described in `product`, checking each field; returns its id. */
create function private.create_medicine(product jsonb, caller uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_name text := private.json_text(product, 'name', 120);
  v_nafdac text := upper(private.json_text(product, 'nafdac_number', 20));
  v_image text := private.json_text(product, 'image_path', 300);
  v_ingredients jsonb := coalesce(product -> 'ingredients', '[]'::jsonb);
  v_generic text := private.json_text(product, 'generic_name', 120);
  v_form text := private.json_text(product, 'dosage_form', 60);
  v_category text := private.json_text(product, 'category', 60);
  v_id uuid;
begin
  if v_name is null then perform private.bad_input('name', 'Product name is required'); end if;
  if v_generic is null then perform private.bad_input('generic_name', 'Generic name is required'); end if;
  if v_form is null then perform private.bad_input('dosage_form', 'Choose a form from the list'); end if;
  if v_category is null then perform private.bad_input('category', 'Choose a category from the list'); end if;
  if v_nafdac is null then perform private.bad_input('nafdac_number', 'NAFDAC number is required'); end if;
  if not private.nafdac_form_ok(v_nafdac) then
    perform private.bad_input('nafdac_number', 'Enter the NAFDAC number in the form A4-1234 or 04-1234A');
  end if;
  if exists (select 1 from public.medicines m where upper(m.nafdac_number) = v_nafdac) then
    perform private.bad_input('nafdac_number', format('%s is already in the catalogue: search for it and pick it instead', v_nafdac));
  end if;
  if jsonb_typeof(v_ingredients) <> 'array' or exists (
    select 1 from jsonb_array_elements(v_ingredients) i
    where jsonb_typeof(i) <> 'object' or nullif(btrim(i ->> 'name'), '') is null
  ) then
    perform private.bad_input('ingredients', 'List each active ingredient with its strength, such as Paracetamol 500mg');
  end if;
  -- The photo must already be in the caller's own folder of the public bucket.
  if v_image is not null and (
    split_part(v_image, '/', 1) <> caller::text
    or not exists (select 1 from storage.objects o where o.bucket_id = 'product-images' and o.name = v_image)
  ) then
    perform private.bad_input('image_path', 'The product image was not uploaded. Choose it again.');
  end if;

  insert into public.medicines (name, generic_name, ingredients, strength, dosage_form, pack_size, manufacturer,
    nafdac_number, category, prescription_only, description, image_path, created_by)
  values (v_name, v_generic, v_ingredients, private.json_text(product, 'strength', 60),
    v_form, private.json_text(product, 'pack_size', 60),
    private.json_text(product, 'manufacturer', 120), v_nafdac, v_category,
    coalesce((product ->> 'prescription_only')::boolean, false), private.json_text(product, 'description', 6000),
    v_image, caller)
  returning id into v_id;
  return v_id;
exception
  when unique_violation then
    perform private.bad_input('nafdac_number', format('%s is already in the catalogue: search for it and pick it instead', v_nafdac));
end
$$;
revoke all on function private.create_medicine(jsonb, uuid) from public;

create function public.add_product(product jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_caller uuid := (select auth.uid());
  v_pharmacy uuid := private.my_approved_pharmacy_id();
  v_price numeric := private.json_amount(product, 'price', 'selling price', true);
  v_original numeric := private.json_amount(product, 'original_price', 'original price', false);
  v_cost numeric := private.json_amount(product, 'cost_price', 'cost price', false);
  v_stock integer := private.json_count(product, 'stock_quantity', 'stock quantity', true);
  v_min integer := coalesce(private.json_count(product, 'min_stock_level', 'minimum stock level', false), 10);
  v_expiry date;
  v_medicine uuid;
  v_offer uuid;
begin
  if v_pharmacy is null then
    raise exception 'Only approved pharmacies can add products' using errcode = '42501';
  end if;
  if v_price = 0 then perform private.bad_input('price', 'The selling price must be more than 0'); end if;
  if v_original is not null and v_original < v_price then
    perform private.bad_input('original_price', 'The original price cannot be below the selling price');
  end if;
  begin
    v_expiry := nullif(btrim(product ->> 'expiry_date'), '')::date;
  exception when others then
    perform private.bad_input('expiry_date', 'Enter the expiry date as dd/mm/yyyy');
  end;
  if v_expiry < current_date then perform private.bad_input('expiry_date', 'The expiry date is in the past'); end if;

  if nullif(product ->> 'medicine_id', '') is not null then
    select m.id into v_medicine from public.medicines m where m.id::text = product ->> 'medicine_id';
    if v_medicine is null then perform private.bad_input('medicine_id', 'That medicine is no longer in the catalogue'); end if;
  else
    v_medicine := private.create_medicine(product, v_caller);
  end if;

  if exists (select 1 from public.offers o where o.pharmacy_id = v_pharmacy and o.medicine_id = v_medicine) then
    perform private.bad_input('medicine_id', 'You already list this medicine: change its price or stock in Inventory');
  end if;
  insert into public.offers (pharmacy_id, medicine_id, price, original_price, stock_quantity, min_stock_level,
    batch_number, expiry_date, listed)
  values (v_pharmacy, v_medicine, v_price, v_original, v_stock, v_min,
    private.json_text(product, 'batch_number', 60), v_expiry, true)
  returning id into v_offer;
  if v_cost is not null then
    insert into public.offer_costs (offer_id, cost_price) values (v_offer, v_cost);
  end if;
  return jsonb_build_object('offer_id', v_offer, 'medicine_id', v_medicine);
end
$$;
revoke all on function public.add_product(jsonb) from public, anon;
grant execute on function public.add_product(jsonb) to authenticated;
