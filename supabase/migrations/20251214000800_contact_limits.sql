-- Anonymous contact messages are limited in the database: 3 per hour from one e-mail address and
-- 10 per hour from one IP address (as PostgREST passes it in request.headers: the first
-- X-Forwarded-For entry, which Supabase's gateway sets). A message sent again with the same
-- client_id (a retry after a lost answer) is not counted: it is stored once anyway.

create function private.request_ip() returns text
language sql stable set search_path = ''
as $$
  select nullif(btrim(split_part(coalesce(
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',', 1)), '')
$$;

create table private.contact_sends (
  ip text,
  email text not null,
  sent_at timestamptz not null default now()
);
create index contact_sends_email_idx on private.contact_sends (email, sent_at);
create index contact_sends_ip_idx on private.contact_sends (ip, sent_at) where ip is not null;
comment on table private.contact_sends is 'Who sent a contact message when, for the hourly limits; kept one hour.';

create function private.limit_contact_messages() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_ip text := private.request_ip();
  v_email text := lower(btrim(new.email));
begin
  if exists (select 1 from public.contact_messages where client_id = new.client_id) then
    return new; -- a retry: the unique client_id keeps it to one row
  end if;
  perform pg_advisory_xact_lock(hashtext('contact'), hashtext(coalesce(v_ip, v_email)));
  delete from private.contact_sends where sent_at < now() - interval '1 hour';
  if (select count(*) from private.contact_sends where email = v_email) >= 3 then
    raise exception 'You have sent 3 messages in the last hour. Please wait before sending another.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  if v_ip is not null and (select count(*) from private.contact_sends where ip = v_ip) >= 10 then
    raise exception 'Too many messages from your network in the last hour. Please wait before sending another.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  insert into private.contact_sends (ip, email) values (v_ip, v_email);
  return new;
end
$$;
revoke all on function private.limit_contact_messages(), private.request_ip() from public, anon, authenticated;

create trigger contact_messages_limit
  before insert on public.contact_messages
  for each row execute function private.limit_contact_messages();
