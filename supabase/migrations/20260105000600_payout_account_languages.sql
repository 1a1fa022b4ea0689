-- The payout-account notices in the recipient's language (see 20260105000200_message_languages.sql).
-- The changed-account e-mail is a security notice, recognised by its subject
-- (private.security_mail_subjects): every language's subject is one, so it is sent whatever the
-- person's settings in any language.

insert into private.message_events (event, params, description) values
  ('payout_account_changed', '{bank,last4,name,held_until,old_bank,old_last4}', 'the payee changed their payout account (bell; a security e-mail, sent whatever their settings); held_until is "DD/MM/YYYY HH24:MI" Lagos'),
  ('payout_account_review', '{name,expected}', 'a new payout account''s name does not match the payee''s (payee: bell)');

insert into private.message_templates (event, part, language, template) values
  ('payout_account_changed', 'title', 'en', 'Payout account changed'),
  ('payout_account_changed', 'title', 'pcm', 'Payout account don change'),
  ('payout_account_changed', 'title', 'ha', 'An canza asusun biyan kuɗi'),
  ('payout_account_changed', 'title', 'yo', 'Wọ́n ti yí àkáǹtì ìsanwó padà'),
  ('payout_account_changed', 'title', 'ig', 'Agbanweela akaụntụ ịkwụ ụgwọ'),
  ('payout_account_changed', 'body', 'en', 'Your payouts now go to {bank} ******{last4} ({name}). Payouts are held until {held_until} (Lagos time).'),
  ('payout_account_changed', 'body', 'pcm', 'Your payouts go now go {bank} ******{last4} ({name}). We go hold payouts till {held_until} (Lagos time).'),
  ('payout_account_changed', 'body', 'ha', 'Yanzu za a tura kuɗin aikinku zuwa {bank} ******{last4} ({name}). An dakatar da biya har zuwa {held_until} (lokacin Legas).'),
  ('payout_account_changed', 'body', 'yo', 'Owó iṣẹ́ rẹ yóò máa lọ sí {bank} ******{last4} ({name}) báyìí. A dá ìsanwó dúró títí di {held_until} (àkókò Èkó).'),
  ('payout_account_changed', 'body', 'ig', 'A ga-ezigara ego ọrụ gị ugbu a na {bank} ******{last4} ({name}). A kwụsịrị ịkwụ ụgwọ ruo {held_until} (oge Legọs).'),
  ('payout_account_changed', 'subject', 'en', 'Your payout bank account was changed'),
  ('payout_account_changed', 'subject', 'pcm', 'Your payout bank account don change'),
  ('payout_account_changed', 'subject', 'ha', 'An canza asusun bankin biyan kuɗinku'),
  ('payout_account_changed', 'subject', 'yo', 'Wọ́n ti yí àkáǹtì báńkì ìsanwó rẹ padà'),
  ('payout_account_changed', 'subject', 'ig', 'Agbanweela akaụntụ ụlọ akụ ịkwụ ụgwọ gị'),
  ('payout_account_changed', 'email', 'en', E'Your Magani Health payouts will now be paid into {bank} ******{last4} ({name}), replacing {old_bank} ******{old_last4}.\n\nFor your safety, payouts are held for 24 hours, until {held_until} (Lagos time).\n\nIf you did not make this change, contact us at once and change your password.'),
  ('payout_account_changed', 'email', 'pcm', E'Your Magani Health payouts go now enter {bank} ******{last4} ({name}), instead of {old_bank} ******{old_last4}.\n\nFor your safety, we go hold payouts for 24 hours, till {held_until} (Lagos time).\n\nIf no be you do this change, contact us sharp sharp and change your password.'),
  ('payout_account_changed', 'email', 'ha', E'Daga yanzu za a biya kuɗin aikinku na Magani Health zuwa {bank} ******{last4} ({name}), maimakon {old_bank} ******{old_last4}.\n\nDon tsaronku, an dakatar da biya na awa 24, har zuwa {held_until} (lokacin Legas).\n\nIdan ba ku ne kuka yi wannan canji ba, ku tuntuɓe mu nan take kuma ku canza kalmar sirrinku.'),
  ('payout_account_changed', 'email', 'yo', E'Láti ìsinsìnyí, owó iṣẹ́ Magani Health rẹ yóò máa lọ sí {bank} ******{last4} ({name}), dípò {old_bank} ******{old_last4}.\n\nFún ààbò rẹ, a dá ìsanwó dúró fún wákàtí 24, títí di {held_until} (àkókò Èkó).\n\nBí kì í bá ṣe ìwọ ni o ṣe àyípadà yìí, kàn sí wa lẹ́sẹ̀kẹsẹ̀ kí o sì yí ọ̀rọ̀ aṣínà rẹ padà.'),
  ('payout_account_changed', 'email', 'ig', E'Site ugbu a, a ga-akwụ ego ọrụ Magani Health gị na {bank} ******{last4} ({name}), kama {old_bank} ******{old_last4}.\n\nMaka nchekwa gị, a kwụsịrị ịkwụ ụgwọ awa 24, ruo {held_until} (oge Legọs).\n\nỌ bụrụ na ọ bụghị gị mere mgbanwe a, kpọtụrụ anyị ozugbo ma gbanwee paswọọdụ gị.'),
  ('payout_account_review', 'title', 'en', 'Payout account waiting for review'),
  ('payout_account_review', 'title', 'pcm', 'Payout account dey wait for check'),
  ('payout_account_review', 'title', 'ha', 'Asusun biyan kuɗi yana jiran dubawa'),
  ('payout_account_review', 'title', 'yo', 'Àkáǹtì ìsanwó ń dúró de àyẹ̀wò'),
  ('payout_account_review', 'title', 'ig', 'Akaụntụ ịkwụ ụgwọ na-eche nleba anya'),
  ('payout_account_review', 'body', 'en', 'The bank says this account is in the name of {name}, which does not match {expected}. An administrator will review it before any payout.'),
  ('payout_account_review', 'body', 'pcm', 'The bank talk say this account na for {name} name, e no match {expected}. Admin go check am before any payout.'),
  ('payout_account_review', 'body', 'ha', 'Banki ya ce wannan asusun na {name} ne, wanda bai dace da {expected} ba. Mai gudanarwa zai duba shi kafin kowane biya.'),
  ('payout_account_review', 'body', 'yo', 'Báńkì sọ pé àkáǹtì yìí wà ní orúkọ {name}, èyí tí kò bá {expected} mu. Alábòójútó yóò yẹ̀ ẹ́ wò kí ìsanwó kankan tó lọ.'),
  ('payout_account_review', 'body', 'ig', 'Ụlọ akụ kwuru na akaụntụ a dị n''aha {name}, nke na-adabaghị na {expected}. Onye nchịkwa ga-eleba ya anya tupu ịkwụ ụgwọ ọ bụla.');

insert into private.security_mail_subjects (subject)
select template from private.message_templates where event = 'payout_account_changed' and part = 'subject'
on conflict (subject) do nothing;

-- public.save_payout_account: as in 20251225000100_payout_accounts.sql, its texts from private.message_templates.
create or replace function public.save_payout_account(p_user uuid, p_bank_code text, p_bank_name text, p_account_number text,
  p_account_name text, p_recipient_code text, p_password_checked boolean) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  x record;
  old public.payout_accounts;
  a public.payout_accounts;
  v_expected text;
  v_matches boolean;
  v_changed boolean;
  v_params jsonb;
begin
  select * into x from private.payee_of(p_user);
  if not found then
    raise exception 'Only an approved pharmacy, doctor or rider can add a payout account' using errcode = '42501';
  end if;
  if coalesce(p_account_number, '') !~ '^[0-9]{10}$' then
    raise exception 'An account number is 10 digits' using errcode = '22023', hint = 'account_number';
  end if;
  -- One save per payee at a time, so two first saves cannot both skip the password.
  perform pg_advisory_xact_lock(hashtextextended('payout_account:' || x.payee_id::text, 0));
  select * into old from public.payout_accounts where payee_kind = x.kind and payee_id = x.payee_id for update;
  v_changed := old.id is not null;
  if v_changed and old.bank_code = p_bank_code and old.account_last4 = right(p_account_number, 4)
     and old.recipient_code = p_recipient_code then
    return private.payout_account_json(old);
  end if;
  if v_changed and not coalesce(p_password_checked, false) then
    raise exception 'Enter your password to change your payout account' using errcode = '42501', hint = 'password';
  end if;
  v_matches := private.payout_name_matches(p_account_name, x.business_name) or private.payout_name_matches(p_account_name, x.person_name);
  v_expected := coalesce(x.business_name, x.person_name);
  insert into public.payout_accounts as t (payee_kind, payee_id, user_id, bank_code, bank_name, account_last4, account_name,
    expected_name, recipient_code, status, held_until)
  values (x.kind, x.payee_id, p_user, p_bank_code, p_bank_name, right(p_account_number, 4), left(p_account_name, 200),
    left(v_expected, 200), p_recipient_code, case when v_matches then 'active' else 'needs_approval' end,
    case when v_changed then now() + interval '24 hours' end)
  on conflict (payee_kind, payee_id) do update set user_id = excluded.user_id, bank_code = excluded.bank_code,
    bank_name = excluded.bank_name, account_last4 = excluded.account_last4, account_name = excluded.account_name,
    expected_name = excluded.expected_name, recipient_code = excluded.recipient_code, status = excluded.status,
    held_until = excluded.held_until, approved_by = null, approved_at = null, updated_at = now()
  returning * into a;
  if v_changed then
    v_params := jsonb_build_object('bank', a.bank_name, 'last4', a.account_last4, 'name', a.account_name,
      'held_until', to_char(a.held_until at time zone 'Africa/Lagos', 'DD/MM/YYYY HH24:MI'),
      'old_bank', old.bank_name, 'old_last4', old.account_last4);
    perform private.notify_event(p_user, null, 'payout_account_changed', v_params, '/settings');
    perform private.queue_email(p_user,
      private.message_text('payout_account_changed', 'subject', private.person_language(p_user), v_params),
      private.message_text('payout_account_changed', 'email', private.person_language(p_user), v_params));
  end if;
  if not v_matches then
    perform private.notify_event(p_user, null, 'payout_account_review',
      jsonb_build_object('name', a.account_name, 'expected', v_expected), '/settings');
  end if;
  return private.payout_account_json(a);
end
$$;
