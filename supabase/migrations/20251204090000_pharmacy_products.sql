-- Pharmacy tools: product images, adding a product in one transaction, and the
-- owner's changes to its offers (price, stock, listing, restock).
--
-- Every function raises bad input as SQLSTATE 22023 with the offending field's
-- key in DETAIL, so the app can show the message next to that field.

-- Product photos: public to read (patients see them), written only by approved
-- pharmacies, each under its own folder: {userId}/{file}.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-images', 'product-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "product-images: an approved pharmacy uploads into its own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'product-images'
    and array_length(storage.foldername(name), 1) = 1
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.my_approved_pharmacy_id()) is not null
  );

create policy "product-images: anyone reads product photos"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'product-images');

create policy "product-images: a pharmacy replaces its own photos"
  on storage.objects for update to authenticated
  using (bucket_id = 'product-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'product-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "product-images: a pharmacy deletes its own photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'product-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

/** Raises a message meant for one form field (DETAIL carries the field's key). */
create function private.bad_input(field text, message text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  raise exception '%', message using errcode = '22023', detail = field;
end
$$;

/** A JSON number (or null when absent and optional); anything else is explained. */
create function private.json_amount(input jsonb, field text, label text, required boolean) returns numeric
language plpgsql immutable set search_path = '' as $$
declare
  value jsonb := input -> field;
begin
  if value is null or value = 'null'::jsonb then
    if required then perform private.bad_input(field, initcap(left(label, 1)) || substr(label, 2) || ' is required'); end if;
    return null;
  end if;
  if jsonb_typeof(value) <> 'number' then
    perform private.bad_input(field, format('Enter the %s as a number, such as 1500', label));
  end if;
  if (value #>> '{}')::numeric < 0 then
    perform private.bad_input(field, format('The %s cannot be negative', label));
  end if;
  return (value #>> '{}')::numeric;
end
$$;

/** A whole JSON number of at least 0, or null when absent and optional. */
create function private.json_count(input jsonb, field text, label text, required boolean) returns integer
language plpgsql immutable set search_path = '' as $$
declare
  value numeric := private.json_amount(input, field, label, required);
begin
  if value is not null and (value <> trunc(value) or value > 2147483647) then
    perform private.bad_input(field, format('Enter the %s as a whole number, such as 120', label));
  end if;
  return value::integer;
end
$$;

/** NAFDAC registration numbers look like A4-1234, 04-1234A or A11-0355 (as medicines_nafdac_number_format). */
create function private.nafdac_form_ok(value text) returns boolean
language sql immutable set search_path = '' as $$
  select value ~ '^[A-Z]?[0-9]{1,2}-[0-9]{4,6}[A-Z]?$'
$$;

/** Trimmed text of at most `max` characters, null when blank. */
create function private.json_text(input jsonb, field text, max integer) returns text
language plpgsql immutable set search_path = '' as $$
declare
  value text := nullif(btrim(input ->> field), '');
begin
  if value is not null and length(value) > max then
    perform private.bad_input(field, format('Keep this under %s characters', max));
  end if;
  return value;
end
$$;
