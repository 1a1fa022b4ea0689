-- Hints on the review functions' refusals (writing, changing, answering and hiding a review), which
-- the screens showed as the server words them: the app maps each hint to a message in the person's
-- language. The English texts, the checks and the grants are as before (create or replace).

-- public.review_target: as in 20251217000100_reviews.sql, its refusals with a hint.
create or replace function public.review_target(p_order uuid default null, p_consultation uuid default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  subject text;
  ready boolean;
  existing public.reviews;
begin
  if me is null then
    raise exception 'sign in to write a review' using errcode = '42501', hint = 'signed_out';
  end if;
  if (p_order is null) = (p_consultation is null) then
    raise exception 'name one order or one consultation' using errcode = '22023', hint = 'target';
  end if;
  if p_order is not null then
    select p.name, o.status = 'delivered' into subject, ready
    from public.orders o join public.pharmacies p on p.id = o.pharmacy_id
    where o.id = p_order and o.patient_id = me;
    select * into existing from public.reviews r where r.order_id = p_order;
  else
    select d.full_name, c.status = 'completed' into subject, ready
    from public.consultations c join public.doctors d on d.user_id = c.doctor_id
    where c.id = p_consultation and c.patient_id = me;
    select * into existing from public.reviews r where r.consultation_id = p_consultation;
  end if;
  if subject is null then
    raise exception 'only the patient of this order or consultation can review it' using errcode = '42501', hint = 'not_yours';
  end if;
  return jsonb_build_object(
    'kind', case when p_order is not null then 'pharmacy' else 'doctor' end,
    'subject_name', subject,
    'ready', ready,
    'review', case when existing.id is not null then private.review_json(existing, false) end
  );
end
$$;

-- public.submit_review: as in 20260105000500_refund_review_languages.sql, its refusals with a hint.
create or replace function public.submit_review(p_order uuid, p_consultation uuid, p_rating int, p_comment text)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  o public.orders;
  c public.consultations;
  r public.reviews;
  note text := trim(coalesce(p_comment, ''));
  provider_user uuid;
begin
  if me is null then
    raise exception 'sign in to write a review' using errcode = '42501', hint = 'signed_out';
  end if;
  if (p_order is null) = (p_consultation is null) then
    raise exception 'name one order or one consultation' using errcode = '22023', hint = 'target';
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    raise exception 'choose a rating from 1 to 5 stars' using errcode = '22023', hint = 'rating';
  end if;
  if char_length(note) > 500 then
    raise exception 'keep the comment to 500 characters' using errcode = '22023', hint = 'comment';
  end if;

  if p_order is not null then
    select * into o from public.orders where id = p_order for share;
    if o.id is null or o.patient_id <> me then
      raise exception 'only the patient of this order can review it' using errcode = '42501', hint = 'not_yours';
    end if;
    if o.status <> 'delivered' then
      raise exception 'an order can be reviewed once it is delivered' using errcode = '22023', hint = 'not_delivered';
    end if;
    select * into r from public.reviews where order_id = p_order for update;
  else
    select * into c from public.consultations where id = p_consultation for share;
    if c.id is null or c.patient_id <> me then
      raise exception 'only the patient of this consultation can review it' using errcode = '42501', hint = 'not_yours';
    end if;
    if c.status <> 'completed' then
      raise exception 'a consultation can be reviewed once it is completed' using errcode = '22023', hint = 'not_completed';
    end if;
    select * into r from public.reviews where consultation_id = p_consultation for update;
  end if;

  if r.id is not null then
    if r.hidden_at is not null then
      raise exception 'this review was hidden by an administrator and can no longer be changed' using errcode = '22023', hint = 'hidden';
    end if;
    if now() > r.created_at + interval '7 days' then
      raise exception 'a review can be changed for 7 days after it is written' using errcode = '22023', hint = 'locked';
    end if;
    update public.reviews set rating = p_rating, comment = note, updated_at = now()
    where id = r.id returning * into r;
    return private.review_json(r, false);
  end if;

  -- Two first submissions side by side: the unique order_id / consultation_id lets one in; the
  -- other becomes an edit of it.
  begin
    insert into public.reviews (patient_id, order_id, pharmacy_id, consultation_id, doctor_id, rating, comment)
    values (me, o.id, o.pharmacy_id, c.id, c.doctor_id, p_rating, note)
    returning * into r;
  exception when unique_violation then
    update public.reviews set rating = p_rating, comment = note, updated_at = now()
    where (order_id = o.id or consultation_id = c.id) and hidden_at is null
    returning * into r;
    return private.review_json(r, false);
  end;

  provider_user := coalesce((select p.user_id from public.pharmacies p where p.id = o.pharmacy_id), c.doctor_id);
  perform private.notify_event(provider_user, null, 'review_received', jsonb_build_object('rating', p_rating),
    case when o.id is not null then '/pharmacy/reviews' else '/doctor/reviews' end);
  return private.review_json(r, false);
end
$$;

-- public.reply_to_review: as in 20251217000100_reviews.sql, its refusals with a hint.
create or replace function public.reply_to_review(p_review uuid, p_reply text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.reviews;
  answer text := trim(coalesce(p_reply, ''));
begin
  select * into r from public.reviews where id = p_review for update;
  if r.id is null
     or not (coalesce(r.doctor_id = (select auth.uid()), false)
             or coalesce(r.pharmacy_id = private.my_approved_pharmacy_id(), false)) then
    raise exception 'only the reviewed pharmacy or doctor can answer this review' using errcode = '42501', hint = 'not_yours';
  end if;
  if char_length(answer) not between 1 and 500 then
    raise exception 'write an answer of up to 500 characters' using errcode = '22023', hint = 'reply';
  end if;
  update public.reviews set reply = answer, replied_at = now() where id = r.id returning * into r;
  return private.review_json(r, true);
end
$$;

-- public.hide_review: as in 20251217000100_reviews.sql, its refusals with a hint (the admin check
-- is private.require_admin's, shared by every admin function, and stays as it is).
create or replace function public.hide_review(p_review uuid, p_reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.reviews;
  why text := nullif(trim(coalesce(p_reason, '')), '');
begin
  perform private.require_admin();
  if why is not null and char_length(why) not between 3 and 300 then
    raise exception 'give a reason of 3 to 300 characters' using errcode = '22023', hint = 'reason';
  end if;
  update public.reviews
  set hidden_at = case when why is null then null else now() end,
      hidden_reason = why,
      hidden_by = case when why is null then null else (select auth.uid()) end
  where id = p_review returning * into r;
  if r.id is null then
    raise exception 'no such review' using errcode = 'P0002', hint = 'gone';
  end if;
  return private.review_json(r, true);
end
$$;
