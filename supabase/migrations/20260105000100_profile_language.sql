-- The language a person reads Magani in: the app keeps it on the device and here, so that what
-- the server writes for them (bell notifications, SMS, e-mail, push) can be in it too.
-- 'en' English, 'pcm' Naijá (Nigerian Pidgin), 'ha' Hausa, 'yo' Yorùbá, 'ig' Igbo; null means
-- English (accounts made before this, or that never chose).

alter table public.profiles add column language text
  constraint profiles_language_known check (language in ('en', 'pcm', 'ha', 'yo', 'ig'));
comment on column public.profiles.language is
  'en, pcm, ha, yo or ig; null is English. Set by its owner with set_my_language; server texts follow it.';

-- The owner (and admins, through their existing policy) read it with the rest of the profile. It is
-- written only through set_my_language, which checks the value and touches the caller's row alone.
grant select (language) on public.profiles to authenticated;

/** Saves the caller's language ('en', 'pcm', 'ha', 'yo' or 'ig') and returns it. */
create function public.set_my_language(p_language text) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  v_saved text;
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if p_language is null or p_language not in ('en', 'pcm', 'ha', 'yo', 'ig') then
    raise exception 'Unknown language: choose en, pcm, ha, yo or ig'
      using errcode = '22023', hint = 'language';
  end if;
  update public.profiles set language = p_language where user_id = me returning language into v_saved;
  if not found then
    raise exception 'This account has no profile' using errcode = 'P0002';
  end if;
  return v_saved;
end
$$;
revoke all on function public.set_my_language(text) from public, anon;
grant execute on function public.set_my_language(text) to authenticated, service_role;

/** The language server texts for p_user are written in: their choice, English when none. */
create function private.person_language(p_user uuid) returns text
language sql stable security definer set search_path = ''
as $$
  select coalesce((select language from public.profiles where user_id = p_user), 'en')
$$;
revoke all on function private.person_language(uuid) from public, anon, authenticated;
