-- A confirmation link opened a second time (a mail app's preview, a second tap, another device)
-- used to answer "Invalid or expired" although the account is confirmed. The spent token is kept
-- beside the account so the same link can say "already confirmed"; it confirms nothing else.

alter table public.profiles add column spent_confirmation_token text;

create or replace function public.confirm_user_email(token text) returns json
language plpgsql security definer set search_path = ''
as $$
declare
  p public.profiles%rowtype;
begin
  select * into p from public.profiles
  where confirmation_token = confirm_user_email.token and confirm_user_email.token is not null
  for update;

  if not found then
    select * into p from public.profiles
    where spent_confirmation_token = confirm_user_email.token and confirm_user_email.token is not null and email_confirmed;
    if found then
      return json_build_object('success', true, 'error', null, 'email', p.email, 'already_confirmed', true);
    end if;
    return json_build_object('success', false, 'error', 'Invalid or expired confirmation link', 'email', null);
  end if;

  if p.confirmation_token_expires_at is null or p.confirmation_token_expires_at < now() then
    return json_build_object('success', false, 'error', 'Invalid or expired confirmation link: it has expired', 'email', p.email);
  end if;

  update public.profiles
  set email_confirmed = true,
      spent_confirmation_token = p.confirmation_token,
      confirmation_token = null,
      confirmation_token_expires_at = null
  where user_id = p.user_id;

  return json_build_object('success', true, 'error', null, 'email', p.email);
end
$$;

revoke all on function public.confirm_user_email(text) from public;
grant execute on function public.confirm_user_email(text) to anon, authenticated, service_role;

comment on function public.confirm_user_email(text) is
  'Marks the account owning this token as confirmed and spends the token; a spent token answers that the account is confirmed.';
-- No browser role can read spent_confirmation_token: profiles grants the API roles named columns only.
