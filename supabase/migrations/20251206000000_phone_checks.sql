-- Phone numbers are stored in one form, +234 and the national number (a 10-digit mobile or an
-- 8-digit fixed line), the form src/lib/phone.ts produces from whatever was typed. The checks are
-- added NOT VALID so that rows written before this migration never block it; each one is then
-- validated if every existing row already conforms (true for the seed and for rows the app wrote).

alter table public.pharmacies
  add constraint pharmacies_phone_e164
  check (phone is null or phone ~ '^\+234([789][01][0-9]{8}|[1-9][0-9]{7})$') not valid;

alter table public.riders
  add constraint riders_phone_e164
  check (phone is null or phone ~ '^\+234([789][01][0-9]{8}|[1-9][0-9]{7})$') not valid;

-- SMS codes go to this number: mobiles only.
alter table public.logistics_providers
  add constraint logistics_providers_phone_e164
  check (phone ~ '^\+234[789][01][0-9]{8}$') not valid;

alter table public.prescriptions
  add constraint prescriptions_contact_phone_e164
  check (contact_phone is null or contact_phone ~ '^\+234([789][01][0-9]{8}|[1-9][0-9]{7})$') not valid;

do $$
declare
  c record;
begin
  for c in
    select conrelid::regclass as tbl, conname
    from pg_constraint
    where conname in ('pharmacies_phone_e164', 'riders_phone_e164', 'logistics_providers_phone_e164',
                      'prescriptions_contact_phone_e164')
  loop
    begin
      execute format('alter table %s validate constraint %I', c.tbl, c.conname);
    exception when check_violation then
      raise notice '% keeps older rows that are not +234 numbers: left NOT VALID', c.conname;
    end;
  end loop;
end
$$;
