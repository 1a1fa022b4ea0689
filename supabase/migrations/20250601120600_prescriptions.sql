-- Prescription submissions. client_id is generated on the device before the
-- first attempt, so a retried submission after a lost response is a no-op.

create table public.prescriptions (
  id uuid primary key default gen_random_uuid(),
  client_id text not null unique,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  pharmacy_id text not null,
  address text not null,
  notes text,
  contact_phone text,
  delivery_time text,
  file_paths text[] not null default '{}',
  status text not null default 'submitted',
  created_at timestamptz not null default now()
);

comment on table public.prescriptions is
  'Prescriptions submitted by patients; files live in the prescriptions bucket under the owner''s folder.';

alter table public.prescriptions enable row level security;

create policy "prescriptions: an account reads its own submissions"
  on public.prescriptions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "prescriptions: admins read every submission"
  on public.prescriptions for select to authenticated
  using ((select private.is_admin()));

-- Every attached file must sit in the submitter's own folder, so a submission
-- cannot point a pharmacy at somebody else's prescription.
create policy "prescriptions: an account submits its own prescriptions"
  on public.prescriptions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and not exists (
      select 1 from unnest(file_paths) as f(path)
      where split_part(f.path, '/', 1) <> (select auth.uid())::text
    )
  );

create trigger prescriptions_protect_status
  before insert or update on public.prescriptions
  for each row execute function private.protect_columns('status', 'submitted');
