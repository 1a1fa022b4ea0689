-- Person names: letters of any script with their accents and tone marks
-- (Adébáyọ̀, Ụ̀chẹ́), spaces, apostrophes, hyphens and full stops; 2 to 80
-- characters; nothing shaped like a web address. The confirmation e-mail greets
-- the account by this name, so it must never carry a link or a message.
--
-- "Letter" is decided by code point, not by the database's locale (whose
-- [[:alpha:]] misses accented letters under the C collation and never includes
-- combining tone marks): ASCII letters, and the letter and mark blocks from
-- U+00C0 upwards, leaving out punctuation, symbol, arrow, box and emoji blocks.
-- src/features/auth/person-name.ts applies the very same rule in the form.

create function private.is_person_name(name text) returns boolean
language sql immutable set search_path = ''
as $$
  select name is not null
    and name = btrim(name)
    and char_length(name) between 2 and 80
    and name ~ '^[A-Za-z ''’.\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u1FFF\u2C00-\u2DFF\u3040-\uD7FF\uF900-\uFDFF\uFE70-\uFEFC\U00010000-\U0001EFFF-]+$'
    and name ~ '[^ ''’.-]'
    and name !~ '[A-Za-z]\.[A-Za-z]{2}';
$$;

comment on function private.is_person_name(text) is
  'The rule for a person''s name (profiles.full_name): see migration 20251201000100.';

-- Sign-up stores the trimmed name from the sign-up data; a name that breaks the
-- rule makes the sign-up fail (GoTrue answers "Database error saving new user").
-- Phone sign-ins carry no name, and NULL stays allowed.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  requested text := coalesce(nullif(new.raw_user_meta_data ->> 'role', ''), 'patient');
  full_name text := nullif(btrim(new.raw_user_meta_data ->> 'full_name'), '');
  granted text;
begin
  if coalesce(new.raw_app_meta_data ->> 'role', '') = 'admin' then
    granted := 'admin';
  elsif requested in ('patient', 'pharmacy', 'doctor', 'rider') then
    granted := requested;
  else
    raise exception 'role "%" cannot be chosen at registration', requested
      using errcode = '42501';
  end if;

  if full_name is not null and not private.is_person_name(full_name) then
    raise exception 'the full name may contain only letters, spaces, apostrophes, hyphens and full stops (2 to 80 characters)'
      using errcode = '22023';
  end if;

  insert into public.profiles (user_id, role, email, full_name, confirmation_token, confirmation_token_expires_at)
  values (new.id, granted, new.email, full_name, private.new_confirmation_token(), now() + interval '24 hours');
  return new;
end
$$;

-- Also covers later edits: an account may update its own full_name.
alter table public.profiles
  add constraint profiles_full_name_is_a_name check (full_name is null or private.is_person_name(full_name));

-- A changed address has not been confirmed through the app's own link yet: the
-- sign-in gate closes again until the new address is confirmed.
create or replace function private.sync_profile_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles
  set email = new.email,
      email_confirmed = false,
      confirmation_token = private.new_confirmation_token(),
      confirmation_token_expires_at = now() + interval '24 hours'
  where user_id = new.id;
  return new;
end
$$;
