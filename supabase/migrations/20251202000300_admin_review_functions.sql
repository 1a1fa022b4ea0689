-- The review itself. Only these functions change an application's status (besides
-- the service role), and each one writes the audit row and the applicant's e-mail
-- in the same transaction, so neither can be skipped.

-- Every application of one status, newest last, with what the applicant submitted.
create function public.admin_applications(status_filter text default 'pending') returns table (
  kind text,
  id uuid,
  user_id uuid,
  name text,
  email text,
  phone text,
  license_number text,
  documents jsonb,
  details jsonb,
  status text,
  rejection_reason text,
  submitted_at timestamptz
)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select * from (
    select 'pharmacy'::text, ph.id, ph.user_id, ph.name, pr.email, ph.phone, ph.license_number,
      jsonb_strip_nulls(jsonb_build_object('Licence document', ph.license_document_url)),
      jsonb_build_object('Address', ph.address, 'Registered by', pr.full_name),
      ph.status, ph.rejection_reason, ph.submitted_at
    from public.pharmacies ph join public.profiles pr on pr.user_id = ph.user_id
    union all
    select 'doctor', d.id, d.user_id, d.full_name, pr.email, null, d.license_number,
      jsonb_strip_nulls(jsonb_build_object('Licence document', d.license_document_url)),
      jsonb_build_object('Specialty', d.specialty),
      d.approval_status, d.rejection_reason, d.submitted_at
    from public.doctors d join public.profiles pr on pr.user_id = d.user_id
    union all
    select 'rider', r.id, r.user_id, r.full_name, pr.email, r.phone, null,
      jsonb_strip_nulls(jsonb_build_object('Vehicle documents', r.vehicle_doc_url)),
      jsonb_strip_nulls(jsonb_build_object('Vehicle', r.vehicle_info)),
      r.approval_status, r.rejection_reason, r.submitted_at
    from public.riders r join public.profiles pr on pr.user_id = r.user_id
    union all
    select 'logistics_tier', t.id, t.user_id, l.full_name, coalesce(l.email, pr.email), l.phone, null,
      t.documents,
      jsonb_build_object('Current tier', l.tier, 'Requested tier', t.tier, 'Government ID', l.government_id),
      t.status, t.rejection_reason, t.created_at
    from public.tier_requests t
    join public.logistics_providers l on l.user_id = t.user_id
    left join public.profiles pr on pr.user_id = t.user_id
  ) a (kind, id, user_id, name, email, phone, license_number, documents, details, status, rejection_reason, submitted_at)
  where status_filter is null or a.status = status_filter
  order by a.submitted_at;
end
$$;

create function private.queue_email(target uuid, subject text, body text) returns void
language sql security definer set search_path = ''
as $$
  insert into public.email_outbox (user_id, recipient, subject, body)
  select target, coalesce(p.email, l.email), subject, body
  from (select 1) one
  left join public.profiles p on p.user_id = target
  left join public.logistics_providers l on l.user_id = target;
$$;
revoke all on function private.queue_email(uuid, text, text) from public, anon, authenticated;

create function public.admin_review_application(kind text, application_id uuid, decision text, reason text default null)
returns json
language plpgsql security definer set search_path = ''
as $$
declare
  why text := nullif(trim(coalesce(reason, '')), '');
  new_status text;
  owner uuid;
  label text;
  new_tier text;
  what text := case kind when 'pharmacy' then 'pharmacy' when 'doctor' then 'doctor'
                         when 'rider' then 'rider' else 'provider tier' end;
begin
  perform private.require_admin();
  if decision not in ('approve', 'reject') then
    raise exception 'decision must be approve or reject' using errcode = '22023';
  end if;
  if decision = 'reject' and (why is null or length(why) < 5) then
    raise exception 'a rejection needs a reason (at least 5 characters)' using errcode = '23514';
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
    raise exception 'unknown application kind %', kind using errcode = '22023';
  end if;

  if owner is null then
    raise exception 'no pending application with this id' using errcode = 'P0002';
  end if;

  perform private.audit(decision, owner, label, jsonb_build_object('kind', kind, 'application_id', application_id, 'reason', why));
  perform private.queue_email(
    owner,
    case decision when 'approve' then 'Your Magani Health ' || what || ' application is approved'
                  else 'Your Magani Health ' || what || ' application needs changes' end,
    case decision
      when 'approve' then 'Good news: your ' || what || ' application (' || coalesce(label, '') || ') has been approved. Sign in to Magani Health to start.'
      else 'Your ' || what || ' application (' || coalesce(label, '') || ') was not approved yet. Reason: ' || why
        || E'\n\nSign in to Magani Health, correct the details and send it again for review.'
    end
  );
  return json_build_object('kind', kind, 'id', application_id, 'status', new_status);
end
$$;

-- A rejected applicant corrects the application and sends it back for review.
-- Only the fields of their own role's application may change; documents must be in
-- their own folder.
create function public.resubmit_application(fields jsonb) returns json
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  doc text := nullif(fields ->> 'document_path', '');
  kind text;
begin
  if me is null or not private.is_active() then
    raise exception 'permission denied' using errcode = '42501';
  end if;
  if doc is not null and (split_part(doc, '/', 2) <> me::text or doc like '%..%') then
    raise exception 'the document must be in your own folder' using errcode = '42501';
  end if;
  select role into kind from public.profiles where user_id = me;

  if kind = 'pharmacy' then
    update public.pharmacies set
      name = coalesce(nullif(trim(fields ->> 'name'), ''), name),
      address = coalesce(nullif(trim(fields ->> 'address'), ''), address),
      license_number = coalesce(nullif(upper(trim(fields ->> 'license_number')), ''), license_number),
      license_document_url = coalesce(doc, license_document_url),
      status = 'pending', rejection_reason = null, submitted_at = now()
    where user_id = me and status = 'rejected';
  elsif kind = 'doctor' then
    update public.doctors set
      full_name = coalesce(nullif(trim(fields ->> 'name'), ''), full_name),
      specialty = coalesce(nullif(trim(fields ->> 'specialty'), ''), specialty),
      license_number = coalesce(nullif(upper(trim(fields ->> 'license_number')), ''), license_number),
      license_document_url = coalesce(doc, license_document_url),
      approval_status = 'pending', rejection_reason = null, submitted_at = now()
    where user_id = me and approval_status = 'rejected';
  elsif kind = 'rider' then
    update public.riders set
      full_name = coalesce(nullif(trim(fields ->> 'name'), ''), full_name),
      vehicle_info = coalesce(nullif(trim(fields ->> 'vehicle_info'), ''), vehicle_info),
      vehicle_doc_url = coalesce(doc, vehicle_doc_url),
      approval_status = 'pending', rejection_reason = null, submitted_at = now()
    where user_id = me and approval_status = 'rejected';
  end if;
  if not found or kind not in ('pharmacy', 'doctor', 'rider') then
    raise exception 'there is no rejected application to send again' using errcode = 'P0002';
  end if;
  return json_build_object('status', 'pending');
end
$$;

-- The mail sender (service role) takes a batch of queued e-mails and reports back.
create function public.claim_queued_emails(batch int default 20) returns setof public.email_outbox
language sql security definer set search_path = ''
as $$
  update public.email_outbox set claimed_at = now()
  where id in (
    select id from public.email_outbox
    where sent_at is null and failed_at is null and (claimed_at is null or claimed_at < now() - interval '2 minutes')
    order by created_at limit greatest(1, least(batch, 100))
    for update skip locked
  )
  returning *;
$$;

create function public.finish_queued_email(email_id uuid, failure text default null) returns void
language sql security definer set search_path = ''
as $$
  update public.email_outbox
  set sent_at = case when failure is null then now() end,
      failed_at = case when failure is not null then now() end,
      error = failure
  where id = email_id;
$$;

revoke all on function public.admin_applications(text) from public, anon;
revoke all on function public.admin_review_application(text, uuid, text, text) from public, anon;
revoke all on function public.resubmit_application(jsonb) from public, anon;
revoke all on function public.claim_queued_emails(int) from public, anon, authenticated;
revoke all on function public.finish_queued_email(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_applications(text) to authenticated, service_role;
grant execute on function public.admin_review_application(text, uuid, text, text) to authenticated, service_role;
grant execute on function public.resubmit_application(jsonb) to authenticated, service_role;
grant execute on function public.claim_queued_emails(int) to service_role;
grant execute on function public.finish_queued_email(uuid, text) to service_role;
