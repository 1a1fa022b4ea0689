-- Demo accounts for local use, one per role, all confirmed.
-- Every password is Password123! (bcrypt, cost 10). See supabase/README.md.
-- The admin gets its role from raw_app_meta_data, which sign-up cannot set.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change, email_change_token_new
)
select
  '00000000-0000-0000-0000-000000000000',
  u.id,
  'authenticated',
  'authenticated',
  u.email,
  '$2a$10$M90tKVZunQ5pijyj7o4R4OUFOFcShZGKjV/QyjxjvZjGPOQuO/2YW',
  now(),
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'))
    || case when u.role = 'admin' then jsonb_build_object('role', 'admin') else '{}'::jsonb end,
  jsonb_build_object('full_name', u.full_name, 'role', u.role),
  now(),
  now(),
  '', '', '', ''
from (values
  ('11111111-1111-4111-8111-111111111111'::uuid, 'patient@magani.test', 'Ada Patient', 'patient'),
  ('22222222-2222-4222-8222-222222222222'::uuid, 'pharmacy@magani.test', 'Bola Pharmacist', 'pharmacy'),
  ('33333333-3333-4333-8333-333333333333'::uuid, 'doctor@magani.test', 'Dr. Chidi Okafor', 'doctor'),
  ('44444444-4444-4444-8444-444444444444'::uuid, 'rider@magani.test', 'Dayo Rider', 'rider'),
  ('55555555-5555-4555-8555-555555555555'::uuid, 'admin@magani.test', 'Efe Admin', 'admin')
) as u (id, email, full_name, role);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email like '%@magani.test';

update public.profiles
set email_confirmed = true, confirmation_token = null, confirmation_token_expires_at = null
where email like '%@magani.test';

insert into public.pharmacies (user_id, name, address, phone, license_number, status)
values ('22222222-2222-4222-8222-222222222222', 'Magani Demo Pharmacy', '12 Allen Avenue, Ikeja, Lagos', '+2348010000002', 'PCN-DEMO-0001', 'approved');

insert into public.doctors (user_id, full_name, specialty, approval_status)
values ('33333333-3333-4333-8333-333333333333', 'Dr. Chidi Okafor', 'General Practice', 'approved');

insert into public.riders (user_id, full_name, phone, vehicle_info, approval_status)
values ('44444444-4444-4444-8444-444444444444', 'Dayo Rider', '+2348010000004', 'Motorcycle, LND-123-AB', 'approved');

-- Orders (issue 16) ------------------------------------------------------------------
-- The demo rider rides in Lagos, where the demo pharmacy is; online/offline is theirs to switch.
update public.riders set state = 'Lagos' where user_id = '44444444-4444-4444-8444-444444444444';
