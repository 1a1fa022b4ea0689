-- What the platform mails: no name may carry a link (a name is copied into the decision and order
-- e-mails, so a "name" with a web address would turn our mail into someone's phishing text), and
-- nothing goes to an address its account has not confirmed.

-- A web address in any form people type one: a scheme, "www.", or a dotted name ending in letters
-- (example.com, bit.ly/x). Person names already refuse it (private.is_person_name).
create function private.has_link(p_text text) returns boolean
language sql immutable set search_path = ''
as $$
  select p_text ~* '(https?:|ftp:|//|www\.|[a-z0-9-]\.[a-z]{2,}([^a-z]|$)|@)'
$$;
comment on function private.has_link(text) is
  'True when the text looks like it carries a web or e-mail address; names that are mailed must not.';

alter table public.pharmacies
  add constraint pharmacies_name_plain check (char_length(btrim(name)) between 2 and 120 and not private.has_link(name));
alter table public.doctors
  add constraint doctors_full_name_plain check (char_length(btrim(full_name)) between 2 and 120 and not private.has_link(full_name));
alter table public.riders
  add constraint riders_full_name_plain check (char_length(btrim(full_name)) between 2 and 120 and not private.has_link(full_name));
alter table public.logistics_providers
  add constraint logistics_providers_full_name_plain
    check (char_length(btrim(full_name)) between 2 and 120 and not private.has_link(full_name));
alter table public.contact_messages
  add constraint contact_messages_name_plain check (not private.has_link(name));

-- True when the address is the confirmed e-mail address of this account (the app's own
-- confirmation, profiles.email_confirmed; GoTrue's email_confirmed_at is set at sign-up here).
create function private.is_verified_address(p_user uuid, p_address text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.email_confirmed and lower(p.email) = lower(btrim(p_address))
      and (p_user is null or p.user_id = p_user)
  )
$$;
revoke all on function private.is_verified_address(uuid, text) from public, anon, authenticated;

-- Decision e-mails (email_outbox): an unverified recipient is recorded as not sent, with why, so
-- the admin alerts show it instead of the mail reaching an address nobody proved they own.
create function private.outbox_verified_only() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.recipient is not null and not private.is_verified_address(new.user_id, new.recipient) then
    new.recipient := null;
    new.failed_at := now();
    new.error := 'not sent: the account has no confirmed e-mail address';
  end if;
  return new;
end
$$;
create trigger email_outbox_verified_only
  before insert or update of recipient on public.email_outbox
  for each row execute function private.outbox_verified_only();

-- Order e-mails (private.outgoing_messages): to a confirmed account address only; others are dropped
-- (the person still has the notification in the app).
create function private.outgoing_verified_only() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.channel = 'email' and not private.is_verified_address(null, new.recipient) then
    return null;
  end if;
  return new;
end
$$;
create trigger outgoing_messages_verified_only
  before insert on private.outgoing_messages
  for each row execute function private.outgoing_verified_only();

revoke all on function private.outbox_verified_only(), private.outgoing_verified_only() from public, anon, authenticated;
