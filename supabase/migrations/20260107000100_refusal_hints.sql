-- Hints on the refusals the screens could not name: the app maps each hint to a message in the
-- person's language (English word for word as the text here). The doctor's weekly hours, cash
-- handed over by a rider, the admin's review of applications and of payout accounts. The functions
-- are otherwise as before; their grants stay (create or replace).

-- public.set_availability: as in 20251210000100_doctor_profiles.sql, its refusals with a hint.
create or replace function public.set_availability(p_hours jsonb) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  n integer;
begin
  if me is null or not exists (select 1 from public.doctors where user_id = me) then
    raise exception 'Only a doctor account can set availability' using errcode = '42501', hint = 'not_doctor';
  end if;
  if jsonb_typeof(p_hours) <> 'array' or jsonb_array_length(p_hours) > 70 then
    raise exception 'Availability must be a list of at most 70 periods' using errcode = '22023', hint = 'too_many';
  end if;
  delete from public.doctor_availability where doctor_id = me;
  insert into public.doctor_availability (doctor_id, weekday, start_time, end_time, slot_minutes)
  select me, (h ->> 'weekday')::smallint, (h ->> 'start')::time, (h ->> 'end')::time,
         coalesce((h ->> 'slot_minutes')::smallint, 30)
  from jsonb_array_elements(p_hours) as h;
  get diagnostics n = row_count;
  return n;
end
$$;

-- public.record_cash_handover: as in 20260105000400_care_message_languages.sql, its refusals with a hint
-- each (the two that name an amount give it as the detail).
create or replace function public.record_cash_handover(p_rider_user_id uuid, p_amount_kobo bigint, p_request_id uuid,
  p_note text default null) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  v_admin boolean := private.is_admin();
  v_pharmacy public.pharmacies;
  v_held bigint;
  v_from bigint;
  h private.cash_handovers;
begin
  if uid is null then raise exception 'Sign in first' using errcode = '42501', hint = 'signed_out'; end if;
  if not v_admin then
    select * into v_pharmacy from public.pharmacies where user_id = uid;
    if v_pharmacy.id is null then
      raise exception 'Only the pharmacy or an admin records cash handed over' using errcode = '42501', hint = 'not_allowed';
    end if;
  end if;
  if p_request_id is null then perform private.refuse('Missing request id', 'request_id'); end if;
  select * into h from private.cash_handovers where id = p_request_id;
  if h.id is not null then
    if h.recorded_by <> uid then raise exception 'Not your record' using errcode = '42501', hint = 'not_yours'; end if;
    return jsonb_build_object('id', h.id, 'amount_kobo', h.amount_kobo, 'replayed', true,
      'cash_held_kobo', private.ledger_balance('rider_cash', h.rider_user_id));
  end if;
  if p_amount_kobo is null or p_amount_kobo <= 0 then
    perform private.refuse('Enter the amount handed over', 'amount');
  end if;
  if char_length(coalesce(p_note, '')) > 300 then perform private.refuse('The note is too long (300 characters at most)', 'note'); end if;
  if not exists (select 1 from public.riders where user_id = p_rider_user_id) then
    perform private.refuse('No such rider', 'rider');
  end if;
  -- One handover per rider at a time, so two recorded at once cannot both pass the checks.
  perform pg_advisory_xact_lock(hashtext('cash_handover'), hashtext(p_rider_user_id::text));
  v_held := private.ledger_balance('rider_cash', p_rider_user_id);
  if p_amount_kobo > v_held then
    raise exception 'The rider holds % of cash', private.naira_text(v_held / 100.0)
      using errcode = 'P0001', hint = 'amount_held', detail = private.naira_text(v_held / 100.0);
  end if;
  if not v_admin then
    v_from := private.rider_cash_from(p_rider_user_id, v_pharmacy.id);
    if p_amount_kobo > v_from then
      raise exception 'The rider holds % from your orders', private.naira_text(greatest(v_from, 0) / 100.0)
        using errcode = 'P0001', hint = 'amount_from_orders', detail = private.naira_text(greatest(v_from, 0) / 100.0);
    end if;
  end if;
  insert into private.cash_handovers (id, rider_user_id, pharmacy_id, amount_kobo, note, recorded_by)
  values (p_request_id, p_rider_user_id, v_pharmacy.id, p_amount_kobo, nullif(btrim(p_note), ''), uid)
  returning * into h;
  perform private.ledger_post('cash_handover', h.id::text, jsonb_build_array(
    case when v_pharmacy.id is null then jsonb_build_object('kind', 'platform_cash', 'owner', null, 'amount', p_amount_kobo)
         else jsonb_build_object('kind', 'pharmacy', 'owner', v_pharmacy.id, 'amount', p_amount_kobo) end,
    jsonb_build_object('kind', 'rider_cash', 'owner', p_rider_user_id, 'amount', -p_amount_kobo)),
    coalesce('Cash handed to ' || v_pharmacy.name, 'Cash handed to Magani') || coalesce(': ' || h.note, ''));
  perform private.notify_event(p_rider_user_id, null, 'cash_handover_recorded', jsonb_build_object(
    'amount', private.naira_text(p_amount_kobo / 100.0), 'to', coalesce(v_pharmacy.name, 'Magani')), '/rider/earnings');
  return jsonb_build_object('id', h.id, 'amount_kobo', h.amount_kobo, 'replayed', false,
    'cash_held_kobo', private.ledger_balance('rider_cash', p_rider_user_id));
end
$$;

-- public.admin_review_application: as in 20260105000200_message_languages.sql, its refusals with a hint.
create or replace function public.admin_review_application(kind text, application_id uuid, decision text, reason text default null)
returns json
language plpgsql security definer set search_path = ''
as $$
declare
  why text := nullif(trim(coalesce(reason, '')), '');
  new_status text;
  owner uuid;
  label text;
  new_tier text;
  v_lang text;
  v_params jsonb;
begin
  perform private.require_admin();
  if decision not in ('approve', 'reject') then
    raise exception 'decision must be approve or reject' using errcode = '22023', hint = 'decision';
  end if;
  if decision = 'reject' and (why is null or length(why) < 5) then
    raise exception 'a rejection needs a reason (at least 5 characters)' using errcode = '23514', hint = 'reason';
  end if;
  new_status := case decision when 'approve' then 'approved' else 'rejected' end;

  if kind = 'pharmacy' then
    update public.pharmacies set status = new_status, rejection_reason = case when decision = 'reject' then why end,
      reviewed_at = now(), reviewed_by = (select auth.uid())
    where id = application_id and status = 'pending' returning user_id, name into owner, label;
  elsif kind = 'doctor' then
    update public.doctors set approval_status = new_status, rejection_reason = case when decision = 'reject' then why end,
      reviewed_at = now(), reviewed_by = (select auth.uid())
    where id = application_id and approval_status = 'pending' returning user_id, full_name into owner, label;
  elsif kind = 'rider' then
    update public.riders set approval_status = new_status, rejection_reason = case when decision = 'reject' then why end,
      reviewed_at = now(), reviewed_by = (select auth.uid())
    where id = application_id and approval_status = 'pending' returning user_id, full_name into owner, label;
  elsif kind = 'logistics_tier' then
    update public.tier_requests t set status = new_status, rejection_reason = case when decision = 'reject' then why end,
      reviewed_at = now(), reviewed_by = (select auth.uid())
    where t.id = application_id and t.status = 'pending' returning t.user_id, t.tier into owner, new_tier;
    if found and decision = 'approve' then
      update public.logistics_providers
      set tier = new_tier, vehicles_allowed = case new_tier when '2' then 10 else 50 end
      where user_id = owner returning full_name into label;
    elsif found then
      select full_name into label from public.logistics_providers where user_id = owner;
    end if;
  else
    raise exception 'unknown application kind %', kind using errcode = '22023', hint = 'kind';
  end if;

  if owner is null then
    raise exception 'no pending application with this id' using errcode = 'P0002', hint = 'gone';
  end if;

  perform private.audit(decision, owner, label, jsonb_build_object('kind', kind, 'application_id', application_id, 'reason', why));
  v_lang := private.person_language(owner);
  v_params := jsonb_build_object('what', private.message_text('application_kind_' || kind, 'body', v_lang, '{}'),
    'label', coalesce(label, ''), 'reason', why);
  perform private.queue_email(owner,
    private.message_text(case decision when 'approve' then 'application_approved' else 'application_rejected' end, 'subject', v_lang, v_params),
    private.message_text(case decision when 'approve' then 'application_approved' else 'application_rejected' end, 'email', v_lang, v_params));
  return json_build_object('kind', kind, 'id', application_id, 'status', new_status);
end
$$;

-- public.admin_approve_payout_account: as in 20260105000200_message_languages.sql, its refusal of an account no longer waiting with a hint.
create or replace function public.admin_approve_payout_account(p_account_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  a public.payout_accounts;
begin
  perform private.require_admin();
  update public.payout_accounts set status = 'active', approved_by = (select auth.uid()), approved_at = now(), updated_at = now()
  where id = p_account_id and status = 'needs_approval' returning * into a;
  if not found then
    raise exception 'No payout account waits for approval with this id' using errcode = 'P0002', hint = 'gone';
  end if;
  perform private.audit('approve', a.user_id, a.account_name,
    jsonb_build_object('what', 'payout_account', 'account', p_account_id, 'expected_name', a.expected_name,
      'bank', a.bank_name, 'account_last4', a.account_last4));
  perform private.notify_event(a.user_id, null, 'payout_account_approved',
    jsonb_build_object('bank', a.bank_name, 'last4', a.account_last4, 'name', a.account_name), '/settings');
  return private.payout_account_json(a);
end
$$;

-- public.admin_refuse_payout_account: as in 20260105000200_message_languages.sql, its refusal of an account no longer waiting with a hint.
create or replace function public.admin_refuse_payout_account(p_account_id uuid, p_reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  a public.payout_accounts;
  v_why text := btrim(coalesce(p_reason, ''));
  v_lang text;
  v_params jsonb;
begin
  perform private.require_admin();
  if char_length(v_why) < 5 or char_length(v_why) > 300 then
    perform private.refuse('Give the reason for refusing (5 to 300 characters)', 'reason');
  end if;
  update public.payout_accounts set status = 'refused', refusal_reason = v_why, approved_by = (select auth.uid()),
    approved_at = now(), updated_at = now()
  where id = p_account_id and status = 'needs_approval' returning * into a;
  if not found then
    raise exception 'No payout account waits for approval with this id' using errcode = 'P0002', hint = 'gone';
  end if;
  perform private.audit('reject', a.user_id, a.account_name,
    jsonb_build_object('what', 'payout_account', 'account', p_account_id, 'expected_name', a.expected_name,
      'bank', a.bank_name, 'account_last4', a.account_last4, 'reason', v_why));
  v_lang := private.person_language(a.user_id);
  v_params := jsonb_build_object('bank', a.bank_name, 'last4', a.account_last4, 'name', a.account_name, 'reason', v_why,
    'expected', a.expected_name);
  perform private.notify_event(a.user_id, null, 'payout_account_refused', v_params, '/settings');
  perform private.send_message('email', (select email from public.profiles where user_id = a.user_id),
    private.message_text('payout_account_refused', 'subject', v_lang, v_params),
    private.message_text('payout_account_refused', 'email', v_lang, v_params));
  return private.payout_account_json(a);
end
$$;
