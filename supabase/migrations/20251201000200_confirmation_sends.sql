-- Confirmation e-mails: at most one per account per 60 seconds and 5 per hour,
-- counted here so the limit holds on a hosted project whatever calls the edge
-- function. The function asks issue_confirmation_email() for permission and the
-- link; it sends nothing when the answer is not 'send'.

create table private.confirmation_sends (
  user_id uuid not null references auth.users (id) on delete cascade,
  sent_at timestamptz not null default now()
);
create index confirmation_sends_user_time on private.confirmation_sends (user_id, sent_at desc);
-- Only issue_confirmation_email() (SECURITY DEFINER) touches it.
alter table private.confirmation_sends enable row level security;
revoke all on private.confirmation_sends from public, anon, authenticated;

comment on table private.confirmation_sends is
  'One row per confirmation e-mail handed to the mailer; read by issue_confirmation_email() for its limits.';

create function public.issue_confirmation_email(account uuid) returns json
language plpgsql security definer set search_path = ''
as $$
declare
  p public.profiles%rowtype;
  last_sent timestamptz;
  sent_last_hour int;
begin
  select * into p from public.profiles where user_id = account for update;
  if not found or p.email is null then
    return json_build_object('status', 'unknown');
  end if;
  if p.email_confirmed then
    return json_build_object('status', 'confirmed');
  end if;

  select max(sent_at), count(*) filter (where sent_at > now() - interval '1 hour')
  into last_sent, sent_last_hour
  from private.confirmation_sends where user_id = account;
  if last_sent > now() - interval '60 seconds' then
    return json_build_object('status', 'too_soon',
      'retry_after', ceil(extract(epoch from last_sent + interval '60 seconds' - now()))::int);
  end if;
  if sent_last_hour >= 5 then
    return json_build_object('status', 'too_many');
  end if;

  -- An unexpired token is sent again, so an earlier e-mail keeps working.
  if p.confirmation_token is null or p.confirmation_token_expires_at is null or p.confirmation_token_expires_at <= now() then
    update public.profiles
    set confirmation_token = private.new_confirmation_token(),
        confirmation_token_expires_at = now() + interval '24 hours'
    where user_id = account
    returning * into p;
  end if;
  insert into private.confirmation_sends (user_id) values (account);
  delete from private.confirmation_sends where user_id = account and sent_at < now() - interval '1 day';

  return json_build_object('status', 'send', 'email', p.email, 'full_name', p.full_name, 'token', p.confirmation_token);
end
$$;

revoke all on function public.issue_confirmation_email(uuid) from public, anon, authenticated;
grant execute on function public.issue_confirmation_email(uuid) to service_role;

comment on function public.issue_confirmation_email(uuid) is
  'Service role only. status send (with email, full_name, token), unknown, confirmed, too_soon (retry_after seconds) or too_many.';
