-- Doctors as bookable accounts: a public profile (specialty, fee, languages, consultation
-- types, hospital), weekly availability set by the doctor, and the free slots computed from it.
-- Times are Africa/Lagos (WAT, UTC+1, no daylight saving) because patients and doctors are in Nigeria.

alter table public.doctors
  add column fee integer not null default 15000 check (fee between 0 and 1000000),
  add column languages text[] not null default '{English}',
  add column consultation_types text[] not null default '{video,audio,chat}'
    check (cardinality(consultation_types) > 0 and consultation_types <@ '{video,audio,chat}'::text[]),
  add column hospital text,
  add column experience_years integer not null default 0 check (experience_years between 0 and 70),
  add column rating numeric(2, 1) check (rating between 0 and 5),
  add column reviews integer not null default 0 check (reviews >= 0);

create table public.doctor_availability (
  id uuid primary key default gen_random_uuid(),
  doctor_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6), -- 0 = Sunday, as extract(dow)
  start_time time not null,
  end_time time not null,
  slot_minutes smallint not null default 30 check (slot_minutes in (15, 20, 30, 45, 60)),
  check (end_time > start_time),
  unique (doctor_id, weekday, start_time)
);
comment on table public.doctor_availability is
  'A doctor''s weekly hours (Africa/Lagos); bookable slots are cut from them. Written through set_availability.';
create index doctor_availability_doctor_idx on public.doctor_availability (doctor_id);

alter table public.doctor_availability enable row level security;
revoke all on public.doctor_availability from anon, authenticated;
grant select on public.doctor_availability to authenticated;
grant all on public.doctor_availability to service_role;

create policy "doctor_availability: a doctor reads their own hours"
  on public.doctor_availability for select to authenticated
  using (doctor_id = (select auth.uid()));

-- Replaces the caller's weekly hours in one step, so a half-saved week never exists.
-- p_hours: [{weekday, start, end, slot_minutes?}] with times as 'HH:MM'.
create function public.set_availability(p_hours jsonb) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  n integer;
begin
  if me is null or not exists (select 1 from public.doctors where user_id = me) then
    raise exception 'Only a doctor account can set availability' using errcode = '42501';
  end if;
  if jsonb_typeof(p_hours) <> 'array' or jsonb_array_length(p_hours) > 70 then
    raise exception 'Availability must be a list of at most 70 periods' using errcode = '22023';
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
revoke all on function public.set_availability(jsonb) from public, anon;
grant execute on function public.set_availability(jsonb) to authenticated;
