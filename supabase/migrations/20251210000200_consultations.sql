-- Consultations: one booking per doctor and start time (a partial unique index, so a cancelled
-- booking frees its slot). Every write goes through a SECURITY DEFINER function that checks who
-- calls and the current state; clients only read, and only their own rows.

create table public.consultations (
  id uuid primary key default gen_random_uuid(),
  client_id text not null check (char_length(client_id) between 8 and 100),
  patient_id uuid not null references auth.users (id) on delete cascade,
  doctor_id uuid not null references auth.users (id) on delete cascade,
  starts_at timestamptz not null,
  duration_minutes smallint not null default 30,
  type text not null check (type in ('video', 'audio', 'chat')),
  symptoms text not null default '' check (char_length(symptoms) <= 2000),
  status text not null default 'booked' check (status in ('booked', 'completed', 'cancelled')),
  fee integer not null check (fee >= 0),
  -- Charged only after the consultation is completed: 'owed' is set by complete_consultation.
  fee_status text not null default 'not_due' check (fee_status in ('not_due', 'owed')),
  notes text check (char_length(notes) <= 8000),
  cancelled_by uuid references auth.users (id) on delete set null,
  cancelled_at timestamptz,
  completed_at timestamptz,
  patient_reminded_at timestamptz,
  doctor_reminded_at timestamptz,
  created_at timestamptz not null default now(),
  unique (patient_id, client_id)
);
comment on table public.consultations is
  'Booked consultations; readable by their patient and doctor only; changed through the consultation functions.';
create unique index consultations_one_booking_per_slot
  on public.consultations (doctor_id, starts_at) where status <> 'cancelled';
create index consultations_patient_idx on public.consultations (patient_id, starts_at);
create index consultations_doctor_idx on public.consultations (doctor_id, starts_at);

alter table public.consultations enable row level security;
revoke all on public.consultations from anon, authenticated;
grant select on public.consultations to authenticated;
grant all on public.consultations to service_role;

create policy "consultations: the patient and the doctor read it"
  on public.consultations for select to authenticated
  using (patient_id = (select auth.uid()) or doctor_id = (select auth.uid()));

alter table public.notifications add column consultation_id uuid references public.consultations (id) on delete cascade;

create function private.notify_consultation(p_user uuid, p_consultation uuid, p_title text, p_body text, p_link text)
returns void
language sql security definer set search_path = ''
as $$
  insert into public.notifications (user_id, consultation_id, title, body, link)
  select p_user, p_consultation, p_title, p_body, p_link where p_user is not null
$$;

-- The free slots of an approved doctor between two Lagos dates (at most 31 days), future only.
create function public.free_slots(p_doctor uuid, p_from date, p_to date)
returns setof timestamptz
language sql stable security definer set search_path = ''
as $$
  select distinct s.starts_at
  from public.doctor_availability a
  join public.doctors d on d.user_id = a.doctor_id and d.approval_status = 'approved'
  cross join generate_series(p_from, least(p_to, p_from + 31), interval '1 day') as day(d)
  cross join lateral generate_series(
    day.d::date + a.start_time,
    day.d::date + a.end_time - make_interval(mins => a.slot_minutes),
    make_interval(mins => a.slot_minutes)
  ) as t(local_time)
  cross join lateral (select t.local_time at time zone 'Africa/Lagos' as starts_at) as s
  where a.doctor_id = p_doctor
    and extract(dow from day.d) = a.weekday
    and s.starts_at > now()
    and not exists (
      select 1 from public.consultations c
      where c.doctor_id = p_doctor and c.starts_at = s.starts_at and c.status <> 'cancelled'
    )
  order by s.starts_at
$$;
revoke all on function public.free_slots(uuid, date, date) from public;
grant execute on function public.free_slots(uuid, date, date) to anon, authenticated;

-- The public profile of approved doctors only (never licence documents or review fields),
-- with the next free slot in the coming 14 days computed now.
create function public.approved_doctors()
returns table (
  id uuid, name text, specialty text, experience integer, rating numeric, reviews integer, price integer,
  location text, languages text[], consultation_types text[], next_available timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select d.user_id, d.full_name, d.specialty, d.experience_years, d.rating, d.reviews, d.fee,
         coalesce(d.hospital, ''), d.languages, d.consultation_types,
         (select min(f) from public.free_slots(
            d.user_id, (now() at time zone 'Africa/Lagos')::date, (now() at time zone 'Africa/Lagos')::date + 14) f)
  from public.doctors d
  where d.approval_status = 'approved'
  order by d.full_name
$$;
revoke all on function public.approved_doctors() from public;
grant execute on function public.approved_doctors() to anon, authenticated;
