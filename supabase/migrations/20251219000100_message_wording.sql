-- The texts the database writes (the header bell, SMS and e-mail) read like the screens: naira
-- without kobo unless there are kobo ("₦3,700", "₦3,700.50"; the screens use src/lib/format.ts) and
-- counts with the right plural ("1 item", "2 items", not "item(s)"). Functions that write messages
-- format amounts with to_char(total, 'FM999,999,990.00'), in several migrations (place_order,
-- the prescription answers, payments); rather than redefining each, every row is tidied as it is
-- written, so a message added later by any function reads the same way.

-- "₦3,700" for whole naira, "₦3,700.50" otherwise: for new message texts.
create function private.naira_text(p_amount numeric) returns text
language sql immutable set search_path = ''
as $$
  select case when p_amount < 0 then '-' else '' end || '₦' ||
    case when p_amount = trunc(p_amount) then to_char(abs(p_amount), 'FM999,999,999,990')
         else to_char(abs(p_amount), 'FM999,999,999,990.00') end
$$;
comment on function private.naira_text(numeric) is 'Naira as the app shows it: ₦3,700, or ₦3,700.50 when there are kobo.';

create function private.tidy_wording(p_text text) returns text
language sql immutable set search_path = ''
as $$
  select regexp_replace(regexp_replace(regexp_replace(regexp_replace(p_text,
    -- ₦3,700.00 -> ₦3,700 (kobo kept when there are some: ₦3,700.50)
    '(₦-?[0-9][0-9,]*)\.00(?![0-9])', '\1', 'g'),
    -- "1 item(s)" -> "1 item", "1 pharmacy(ies)" -> "1 pharmacy"
    '(^|[^0-9.,])1 ([[:alpha:]]+)\((?:s|es|ies)\)', '\11 \2', 'g'),
    -- "pharmacy(ies)" -> "pharmacies"
    '([[:alpha:]]+)y\(ies\)', '\1ies', 'g'),
    -- "item(s)" -> "items", "box(es)" -> "boxes"
    '([[:alpha:]]+)\((s|es)\)', '\1\2', 'g')
$$;
comment on function private.tidy_wording(text) is 'A message text with ₦…00 written without kobo and (s)/(ies) plurals resolved.';

create function private.tidy_notification() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.title := private.tidy_wording(new.title);
  new.body := private.tidy_wording(new.body);
  return new;
end
$$;

create function private.tidy_outgoing_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.subject := private.tidy_wording(new.subject);
  new.body := private.tidy_wording(new.body);
  return new;
end
$$;

revoke all on function private.naira_text(numeric), private.tidy_wording(text), private.tidy_notification(),
  private.tidy_outgoing_message() from public;

create trigger notifications_wording before insert or update of title, body on public.notifications
  for each row execute function private.tidy_notification();
create trigger outgoing_messages_wording before insert or update of subject, body on private.outgoing_messages
  for each row execute function private.tidy_outgoing_message();

-- Texts already written read the same way.
update public.notifications set body = body where body ~ '₦[0-9,]+\.00|\((s|es|ies)\)' or title ~ '₦[0-9,]+\.00|\((s|es|ies)\)';
update private.outgoing_messages set body = body where body ~ '₦[0-9,]+\.00|\((s|es|ies)\)' or subject ~ '₦[0-9,]+\.00|\((s|es|ies)\)';
