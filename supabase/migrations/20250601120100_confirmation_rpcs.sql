-- E-mail confirmation. The token travels only inside the e-mail: the confirm page
-- sends it back here, and only the service role can mint a fresh one.

create function public.confirm_user_email(token text) returns json
language plpgsql security definer set search_path = ''
as $$
declare
  p public.profiles%rowtype;
begin
  select * into p from public.profiles
  where confirmation_token = confirm_user_email.token and confirm_user_email.token is not null
  for update;

  if not found then
    return json_build_object('success', false, 'error', 'Invalid or expired confirmation link', 'email', null);
  end if;

  if p.confirmation_token_expires_at is null or p.confirmation_token_expires_at < now() then
    return json_build_object('success', false, 'error', 'Invalid or expired confirmation link: it has expired', 'email', p.email);
  end if;

  update public.profiles
  set email_confirmed = true, confirmation_token = null, confirmation_token_expires_at = null
  where user_id = p.user_id;

  return json_build_object('success', true, 'error', null, 'email', p.email);
end
$$;

revoke all on function public.confirm_user_email(text) from public;
grant execute on function public.confirm_user_email(text) to anon, authenticated, service_role;

comment on function public.confirm_user_email(text) is
  'Marks the account owning this token as confirmed and spends the token.';

create function public.resend_confirmation_token(user_email text) returns json
language plpgsql security definer set search_path = ''
as $$
declare
  p public.profiles%rowtype;
begin
  select * into p from public.profiles
  where lower(email) = lower(trim(user_email))
  for update;

  if not found then
    return json_build_object('success', false, 'error', 'No account found for this email');
  end if;

  if p.email_confirmed then
    return json_build_object('success', false, 'error', 'Email already confirmed');
  end if;

  update public.profiles
  set confirmation_token = private.new_confirmation_token(),
      confirmation_token_expires_at = now() + interval '24 hours'
  where user_id = p.user_id
  returning * into p;

  return json_build_object(
    'success', true,
    'error', null,
    'user_id', p.user_id,
    'email', p.email,
    'full_name', p.full_name,
    'token', p.confirmation_token,
    'role', p.role
  );
end
$$;

-- Supabase's default privileges grant every new function to anon and
-- authenticated; this one hands out a secret, so only the service role keeps it.
revoke all on function public.resend_confirmation_token(text) from public, anon, authenticated;
grant execute on function public.resend_confirmation_token(text) to service_role;

comment on function public.resend_confirmation_token(text) is
  'Issues a fresh 24-hour confirmation token. Service role only: the result contains the secret.';
