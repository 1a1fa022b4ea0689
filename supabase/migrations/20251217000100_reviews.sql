-- Reviews: after a delivered order or a completed consultation its patient rates the pharmacy or
-- the doctor (1-5 and a short comment), once per order or consultation, and may change it for
-- 7 days. The pharmacy or doctor may answer; an administrator may hide an abusive review with a
-- reason (a hidden review no longer counts). Clients only read their own rows; every write goes
-- through the functions below. Ratings shown anywhere are computed from the visible rows
-- (public.review_ratings), never stored.

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  patient_id uuid not null references auth.users (id) on delete cascade,
  order_id uuid unique references public.orders (id) on delete cascade,
  pharmacy_id uuid references public.pharmacies (id) on delete cascade,
  consultation_id uuid unique references public.consultations (id) on delete cascade,
  doctor_id uuid references auth.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text not null default '' check (char_length(comment) <= 500),
  reply text check (char_length(trim(reply)) between 1 and 500),
  replied_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text check (char_length(trim(hidden_reason)) between 3 and 300),
  hidden_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((order_id is not null and pharmacy_id is not null and consultation_id is null and doctor_id is null)
      or (consultation_id is not null and doctor_id is not null and order_id is null and pharmacy_id is null)),
  check ((hidden_at is null) = (hidden_reason is null))
);
comment on table public.reviews is
  'A patient''s rating (1-5) and comment of the pharmacy of a delivered order or the doctor of a completed consultation; written only through submit_review, reply_to_review and hide_review.';
create index reviews_pharmacy_idx on public.reviews (pharmacy_id, created_at desc) where pharmacy_id is not null;
create index reviews_doctor_idx on public.reviews (doctor_id, created_at desc) where doctor_id is not null;
create index reviews_patient_idx on public.reviews (patient_id);

alter table public.reviews enable row level security;
revoke all on public.reviews from anon, authenticated;
grant select on public.reviews to authenticated;
grant all on public.reviews to service_role;

create policy "reviews: the patient, the reviewed pharmacy or doctor and admins read it"
  on public.reviews for select to authenticated
  using (patient_id = (select auth.uid()) or doctor_id = (select auth.uid())
         or pharmacy_id = (select private.my_pharmacy_id()) or (select private.is_admin()));
create policy "suspended accounts cannot act"
  on public.reviews as restrictive for all to authenticated
  using ((select private.is_active())) with check ((select private.is_active()));

-- The figures everyone sees: average (one decimal) and count of the visible reviews per pharmacy
-- or doctor. Runs with its owner's rights (reviews are private), exposing only the aggregates.
create view public.review_ratings with (security_barrier = true) as
  select coalesce(r.pharmacy_id, r.doctor_id) as subject_id,
         case when r.pharmacy_id is not null then 'pharmacy' else 'doctor' end as kind,
         round(avg(r.rating), 1)::numeric(2, 1) as rating,
         count(*)::int as reviews
  from public.reviews r
  where r.hidden_at is null
  group by 1, 2;
comment on view public.review_ratings is
  'Average rating and count of the visible reviews of each pharmacy and doctor; read-only.';
revoke all on public.review_ratings from anon, authenticated;
grant select on public.review_ratings to anon, authenticated;

-- A changed pharmacy rating must reach devices' catalogue copies: their refresh asks for
-- pharmacies changed since the last one.
create function private.review_touches_pharmacy() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or tg_op = 'DELETE' or new.rating is distinct from old.rating
     or new.hidden_at is distinct from old.hidden_at then
    update public.pharmacies set updated_at = now()
    where id = case when tg_op = 'DELETE' then old.pharmacy_id else new.pharmacy_id end;
  end if;
  return null;
end
$$;
create trigger reviews_touch_pharmacy
  after insert or delete or update on public.reviews
  for each row execute function private.review_touches_pharmacy();

create function private.review_json(r public.reviews, p_with_patient boolean) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id, 'order_id', r.order_id, 'consultation_id', r.consultation_id,
    'pharmacy_id', r.pharmacy_id, 'doctor_id', r.doctor_id,
    'subject_name', coalesce((select p.name from public.pharmacies p where p.id = r.pharmacy_id),
                             (select d.full_name from public.doctors d where d.user_id = r.doctor_id)),
    'rating', r.rating, 'comment', r.comment, 'reply', r.reply, 'replied_at', r.replied_at,
    'hidden_at', r.hidden_at, 'hidden_reason', r.hidden_reason,
    'created_at', r.created_at, 'updated_at', r.updated_at,
    'editable_until', r.created_at + interval '7 days',
    'patient_name', case when p_with_patient then
      (select split_part(trim(f.full_name), ' ', 1) from public.profiles f where f.user_id = r.patient_id) end
  )
$$;
revoke all on function private.review_json(public.reviews, boolean) from public;

/**
 * What the review screen needs for one delivered order or completed consultation of the caller:
 * whom it rates, whether it may be rated now and the review already written, if any.
 */
create function public.review_target(p_order uuid default null, p_consultation uuid default null)
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
    raise exception 'sign in to write a review' using errcode = '42501';
  end if;
  if (p_order is null) = (p_consultation is null) then
    raise exception 'name one order or one consultation' using errcode = '22023';
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
    raise exception 'only the patient of this order or consultation can review it' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'kind', case when p_order is not null then 'pharmacy' else 'doctor' end,
    'subject_name', subject,
    'ready', ready,
    'review', case when existing.id is not null then private.review_json(existing, false) end
  );
end
$$;
revoke all on function public.review_target(uuid, uuid) from public, anon;
grant execute on function public.review_target(uuid, uuid) to authenticated;

/**
 * Rates the pharmacy of the caller's delivered order or the doctor of their completed
 * consultation. A second call for the same order or consultation changes the review, for 7 days
 * after it was first written and while it is not hidden.
 */
create function public.submit_review(p_order uuid, p_consultation uuid, p_rating int, p_comment text)
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
    raise exception 'sign in to write a review' using errcode = '42501';
  end if;
  if (p_order is null) = (p_consultation is null) then
    raise exception 'name one order or one consultation' using errcode = '22023';
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    raise exception 'choose a rating from 1 to 5 stars' using errcode = '22023';
  end if;
  if char_length(note) > 500 then
    raise exception 'keep the comment to 500 characters' using errcode = '22023';
  end if;

  if p_order is not null then
    select * into o from public.orders where id = p_order for share;
    if o.id is null or o.patient_id <> me then
      raise exception 'only the patient of this order can review it' using errcode = '42501';
    end if;
    if o.status <> 'delivered' then
      raise exception 'an order can be reviewed once it is delivered' using errcode = '22023';
    end if;
    select * into r from public.reviews where order_id = p_order for update;
  else
    select * into c from public.consultations where id = p_consultation for share;
    if c.id is null or c.patient_id <> me then
      raise exception 'only the patient of this consultation can review it' using errcode = '42501';
    end if;
    if c.status <> 'completed' then
      raise exception 'a consultation can be reviewed once it is completed' using errcode = '22023';
    end if;
    select * into r from public.reviews where consultation_id = p_consultation for update;
  end if;

  if r.id is not null then
    if r.hidden_at is not null then
      raise exception 'this review was hidden by an administrator and can no longer be changed' using errcode = '22023';
    end if;
    if now() > r.created_at + interval '7 days' then
      raise exception 'a review can be changed for 7 days after it is written' using errcode = '22023';
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
  insert into public.notifications (user_id, title, body, link)
  values (provider_user, 'New review',
          format('A patient rated you %s out of 5.', p_rating),
          case when o.id is not null then '/pharmacy/reviews' else '/doctor/reviews' end);
  return private.review_json(r, false);
end
$$;
revoke all on function public.submit_review(uuid, uuid, int, text) from public, anon;
grant execute on function public.submit_review(uuid, uuid, int, text) to authenticated;

/** The reviewed pharmacy or doctor answers a review (a later answer replaces the earlier one). */
create function public.reply_to_review(p_review uuid, p_reply text) returns jsonb
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
    raise exception 'only the reviewed pharmacy or doctor can answer this review' using errcode = '42501';
  end if;
  if char_length(answer) not between 1 and 500 then
    raise exception 'write an answer of up to 500 characters' using errcode = '22023';
  end if;
  update public.reviews set reply = answer, replied_at = now() where id = r.id returning * into r;
  return private.review_json(r, true);
end
$$;
revoke all on function public.reply_to_review(uuid, text) from public, anon;
grant execute on function public.reply_to_review(uuid, text) to authenticated;

/** An administrator hides an abusive review (with the reason) or shows it again (p_reason null). */
create function public.hide_review(p_review uuid, p_reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  r public.reviews;
  why text := nullif(trim(coalesce(p_reason, '')), '');
begin
  perform private.require_admin();
  if why is not null and char_length(why) not between 3 and 300 then
    raise exception 'give a reason of 3 to 300 characters' using errcode = '22023';
  end if;
  update public.reviews
  set hidden_at = case when why is null then null else now() end,
      hidden_reason = why,
      hidden_by = case when why is null then null else (select auth.uid()) end
  where id = p_review returning * into r;
  if r.id is null then
    raise exception 'no such review' using errcode = 'P0002';
  end if;
  return private.review_json(r, true);
end
$$;
revoke all on function public.hide_review(uuid, text) from public, anon;
grant execute on function public.hide_review(uuid, text) to authenticated;

/**
 * Reviews as the caller may list them: a pharmacy or doctor gets the reviews of them (hidden
 * ones with the reason), an administrator every review (p_hidden_only: only hidden ones), a
 * patient their own. Newest first, at most 200.
 */
create function public.list_reviews(p_hidden_only boolean default false) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(private.review_json(r, true) order by r.created_at desc), '[]'::jsonb)
  from (
    select r.* from public.reviews r
    where case
      when private.is_admin() then (not coalesce(p_hidden_only, false) or r.hidden_at is not null)
      else r.doctor_id = (select auth.uid()) or r.pharmacy_id = private.my_pharmacy_id()
           or r.patient_id = (select auth.uid())
    end
    order by r.created_at desc
    limit 200
  ) r
$$;
revoke all on function public.list_reviews(boolean) from public, anon;
grant execute on function public.list_reviews(boolean) to authenticated;

/** The visible reviews of one pharmacy or doctor, for anyone: first names only, newest first. */
create function public.public_reviews(p_subject uuid) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', x.id, 'rating', x.rating, 'comment', x.comment, 'reply', x.reply, 'created_at', x.created_at,
    'patient_name', (select split_part(trim(f.full_name), ' ', 1) from public.profiles f where f.user_id = x.patient_id)
  ) order by x.created_at desc), '[]'::jsonb)
  from (
    select r.* from public.reviews r
    where (r.pharmacy_id = p_subject or r.doctor_id = p_subject) and r.hidden_at is null
    order by r.created_at desc limit 50
  ) x
$$;
revoke all on function public.public_reviews(uuid) from public;
grant execute on function public.public_reviews(uuid) to anon, authenticated;
