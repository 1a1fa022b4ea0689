-- Add Product's medicine picker: a pharmacy finds a medicine already in the
-- catalogue by name, generic name or NAFDAC number before creating a new one.

create function public.find_medicines(term text)
returns table (
  id uuid, name text, generic_name text, strength text, dosage_form text, manufacturer text, nafdac_number text
)
language sql stable security invoker set search_path = '' as $$
  select m.id, m.name, m.generic_name, m.strength, m.dosage_form, m.manufacturer, m.nafdac_number
  from public.medicines m
  where length(btrim(term)) >= 2
    and (m.name ilike '%' || btrim(term) || '%'
      or m.generic_name ilike '%' || btrim(term) || '%'
      or m.nafdac_number ilike '%' || btrim(term) || '%')
  -- Exact NAFDAC matches and names that start with the term come first.
  order by upper(m.nafdac_number) = upper(btrim(term)) desc, m.name ilike btrim(term) || '%' desc, m.name
  limit 8
$$;
revoke all on function public.find_medicines(text) from public, anon;
grant execute on function public.find_medicines(text) to authenticated;
