-- A new account starts in the language its device was showing at sign-up (the app sends it in the
-- sign-up data as `language`), so its confirmation e-mail and first SMS code are already in it.
-- A value the app does not speak is ignored (English); set_my_language changes it afterwards.
create function private.profile_language_from_signup() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_wanted text;
begin
  if new.language is null then
    select u.raw_user_meta_data ->> 'language' into v_wanted from auth.users u where u.id = new.user_id;
    if v_wanted in ('en', 'pcm', 'ha', 'yo', 'ig') then
      new.language := v_wanted;
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.profile_language_from_signup() from public, anon, authenticated;

create trigger profiles_language_from_signup
  before insert on public.profiles
  for each row execute function private.profile_language_from_signup();
