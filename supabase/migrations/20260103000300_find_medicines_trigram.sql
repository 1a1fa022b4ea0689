-- find_medicines: a trigram index for terms of three characters or more. Even matched with a
-- plain `like` on lower-cased text (20260103000100), every call read all 5,000 medicines
-- (about 3 ms of work, most of a call). With pg_trgm a term of three characters or more reads
-- only the medicines that hold its trigrams (0.2-1 ms measured for "para", "vitamin", "emzor").
-- A shorter term has no trigram and a term with a LIKE wildcard (%, _) or escape (\) is not a
-- plain substring: both keep the scan over the three lower-cased columns, so every term finds
-- what `ilike '%term%'` found before.

create extension if not exists pg_trgm with schema extensions;

-- The three lower-cased texts in one, separated by chr(1): a term without chr(1) is a substring
-- of this text exactly when it is a substring of one of the three.
alter table private.medicine_search
  add column haystack text generated always as (
    name_lower || chr(1) || generic_lower || chr(1) || coalesce(nafdac_lower, '')) stored;

create index medicine_search_haystack_trgm on private.medicine_search
  using gin (haystack extensions.gin_trgm_ops);

create or replace function private.find_medicine_ids(term text)
returns table (medicine_id uuid, nafdac_exact boolean, name_starts boolean)
language sql stable security definer set search_path = '' rows 8
as $$
  -- The conditions on the term alone are checked once per call: only one of the two reads runs.
  -- Patterns are scalar subqueries, made once per call.
  select x.medicine_id, x.nafdac_upper = (select upper(btrim(term))), x.name_lower like (select lower(btrim(term)) || '%')
  from (
    -- A plain substring of three characters or more: through the trigram index.
    select s.medicine_id, s.nafdac_upper, s.name_lower, s.name
    from private.medicine_search s
    where length(btrim(term)) >= 3
      and strpos(term, '%') = 0 and strpos(term, '_') = 0 and strpos(term, '\') = 0 and strpos(term, chr(1)) = 0
      and s.haystack like (select '%' || lower(btrim(term)) || '%')
    union all
    -- Two characters, or a pattern: every medicine, each of the three texts.
    select s.medicine_id, s.nafdac_upper, s.name_lower, s.name
    from private.medicine_search s
    where length(btrim(term)) >= 2
      and not (length(btrim(term)) >= 3
               and strpos(term, '%') = 0 and strpos(term, '_') = 0 and strpos(term, '\') = 0 and strpos(term, chr(1)) = 0)
      and (s.name_lower like (select '%' || lower(btrim(term)) || '%')
        or s.generic_lower like (select '%' || lower(btrim(term)) || '%')
        or s.nafdac_lower like (select '%' || lower(btrim(term)) || '%'))
  ) x
  order by 2 desc, 3 desc, x.name, x.medicine_id
  limit 8
$$;
revoke all on function private.find_medicine_ids(text) from public, anon;
grant execute on function private.find_medicine_ids(text) to authenticated;
