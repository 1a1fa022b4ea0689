-- Wrong passwords per account: after 10 within 15 minutes, sign-in with a password is refused for
-- 15 minutes after the last failure, even with the right password, so a password cannot be guessed
-- by trying thousands against one address. Auth calls this function on every password check
-- (Supabase's "password verification attempt" hook, [auth.hook.password_verification_attempt] in
-- config.toml; a hosted project enables it under Authentication > Hooks). The local backend calls
-- the same function the same way.

create table private.sign_in_failures (
  user_id uuid not null references auth.users (id) on delete cascade,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_user_idx on private.sign_in_failures (user_id, failed_at desc);
comment on table private.sign_in_failures is
  'Wrong passwords per account, kept 15 minutes; read by public.password_verification_attempt.';

create function public.password_verification_attempt(event jsonb) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user uuid := (event ->> 'user_id')::uuid;
  v_valid boolean := coalesce((event ->> 'valid')::boolean, false);
  v_recent int;
  v_last timestamptz;
begin
  delete from private.sign_in_failures where user_id = v_user and failed_at < now() - interval '15 minutes';
  if not v_valid then
    insert into private.sign_in_failures (user_id) values (v_user);
  end if;
  select count(*), max(failed_at) into v_recent, v_last from private.sign_in_failures where user_id = v_user;
  if v_recent >= 10 then
    return jsonb_build_object(
      'decision', 'reject',
      'message', format('Too many wrong passwords for this account. Try again in %s minutes, or reset your password.',
                        greatest(1, ceil(extract(epoch from (v_last + interval '15 minutes' - now())) / 60)::int)),
      'should_logout_user', false);
  end if;
  if v_valid then
    delete from private.sign_in_failures where user_id = v_user;
  end if;
  return jsonb_build_object('decision', 'continue');
end
$$;
comment on function public.password_verification_attempt(jsonb) is
  'Auth hook: 10 wrong passwords in 15 minutes lock password sign-in for 15 minutes. Executable by Auth only.';
revoke all on function public.password_verification_attempt(jsonb) from public, anon, authenticated;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.password_verification_attempt(jsonb) to supabase_auth_admin;
