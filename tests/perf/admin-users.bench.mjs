// The admin's user list on 100,000 accounts: generates them (auth.users, so the
// profile trigger runs as in production), then times filtered pages of
// public.admin_list_users as the demo admin and prints the median (target < 300 ms).
//   node tests/perf/admin-users.bench.mjs                 # PGlite, in memory
//   node tests/perf/admin-users.bench.mjs postgres://...  # an EMPTY PostgreSQL database
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const supabaseDir = join(root, 'supabase');
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000);
const RUNS = 15;
const ADMIN = '55555555-5555-4555-8555-555555555555';
const PHARMACY = '22222222-2222-4222-8222-222222222222';
const DOCTOR = '33333333-3333-4333-8333-333333333333';
const RIDER = '44444444-4444-4444-8444-444444444444';

/** query(sql, params) and exec(sql) over PGlite or node-postgres. */
async function connect(url) {
  if (!url) {
    const { openDatabase } = await import('../../supabase/local/db.mjs');
    const { pg } = await openDatabase({ supabaseDir });
    return { name: 'PGlite', query: (s, p) => pg.query(s, p), exec: (s) => pg.exec(s), close: () => pg.close() };
  }
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: url });
  await client.connect();
  // Roles are shared by the whole cluster: create them only when missing.
  const bootstrap = readFileSync(join(supabaseDir, 'local/bootstrap.sql'), 'utf8').replace(
    /^create role (\w+)([^;]*);/gm,
    (_, role, rest) => `do $$ begin if not exists (select from pg_roles where rolname = '${role}') then create role ${role}${rest}; end if; end $$;`,
  );
  await client.query(bootstrap);
  for (const file of readdirSync(join(supabaseDir, 'migrations')).filter((f) => f.endsWith('.sql')).sort()) {
    await client.query(readFileSync(join(supabaseDir, 'migrations', file), 'utf8'));
  }
  await client.query(readFileSync(join(supabaseDir, 'seed.sql'), 'utf8'));
  return { name: 'PostgreSQL', query: (s, p) => client.query(s, p), exec: (s) => client.query(s), close: () => client.end() };
}

const db = await connect(process.argv[2]);
const started = performance.now();
// Names, states and roles spread like a real list; a few suspended and pending.
await db.exec(`
  insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at)
  select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
    'bench' || i || '@example.ng', '23480' || lpad(i::text, 8, '0'), '', now(), '{}'::jsonb,
    jsonb_build_object(
      'full_name', (array['Amaka','Bola','Chidi','Dayo','Efe','Funke','Garba','Halima','Ifeanyi','Kemi'])[1 + i % 10]
        || ' ' || (array['Obi','Adeyemi','Okafor','Bello','Nwosu','Sani','Eze','Ojo'])[1 + i % 8]
        -- names take letters only: the number, spelt in letters, keeps each one distinct
        || ' ' || initcap(translate(i::text, '0123456789', 'abcdefghij')),
      'role', (array['patient','patient','patient','patient','patient','patient','pharmacy','doctor','rider','patient'])[1 + i % 10],
      'address', (array['Ikeja, Lagos','Wuse, Abuja','Kano','Port Harcourt, Rivers','Ibadan, Oyo','Enugu'])[1 + i % 6]),
    now() - (i || ' minutes')::interval, now(), now() - ((i % 2000) || ' hours')::interval
  from generate_series(1, ${ACCOUNTS}) i;
  update public.profiles set email_confirmed = true where email like 'bench%';
  update public.profiles set suspended_at = now() where email like 'bench%' and right(email, 13) like '7%';
  update public.profiles set partner_kind = role, partner_status = 'pending'
  where email like 'bench%' and role in ('pharmacy', 'doctor', 'rider');
  -- Activity to count: an order from every generated patient (all received by the demo pharmacy,
  -- half delivered by the demo rider) and a consultation with the demo doctor for a third of them.
  insert into public.order_requests (patient_id, idempotency_key)
  select user_id, 'bench-' || user_id from public.profiles where email like 'bench%' and role = 'patient';
  insert into public.orders (reference, patient_id, pharmacy_id, idempotency_key, status, subtotal, delivery_fee, total,
    payment_method, delivery_state, delivery_lga, delivery_street, contact_phone, delivery_time, rider_id)
  select 'BENCH-' || n, r.patient_id, ph.id, r.idempotency_key, 'delivered', 1000, 500, 1500, 'pay_on_delivery',
    'Lagos', 'Ikeja', '1 Bench Street', '+2348031234567', 'anytime', case when n % 2 = 0 then rd.id end
  from (select *, row_number() over () as n from public.order_requests where idempotency_key like 'bench-%') r
  cross join (select id from public.pharmacies where user_id = '${PHARMACY}') ph
  cross join (select id from public.riders where user_id = '${RIDER}') rd;
  insert into public.consultations (client_id, patient_id, doctor_id, starts_at, type, status, fee, fee_status)
  select 'bench-consultation-' || n, user_id, '${DOCTOR}', now() + n * interval '30 minutes', 'video', 'completed', 5000, 'owed'
  from (select user_id, row_number() over () as n from public.profiles where email like 'bench%' and role = 'patient') x
  where n % 3 = 0;
  analyze;
`);
const activity = (await db.query(`select (select count(*) from public.orders)::int as orders, (select count(*) from public.consultations)::int as consultations`)).rows[0];
console.log(`${db.name}: ${ACCOUNTS.toLocaleString('en')} accounts, ${activity.orders.toLocaleString('en')} orders, ${activity.consultations.toLocaleString('en')} consultations generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const claims = JSON.stringify({ sub: ADMIN, role: 'authenticated' });
async function asAdmin(args) {
  const t0 = performance.now();
  await db.exec('begin');
  await db.query(`select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`, [claims, ADMIN]);
  await db.exec('set local role authenticated');
  const { rows } = await db.query(
    'select * from public.admin_list_users(search => $1, role_filter => $2, status_filter => $3, state_filter => $4, page_size => 25, page_offset => $5)',
    [args.search ?? null, args.role ?? null, args.status ?? null, args.state ?? null, args.offset ?? 0],
  );
  await db.exec('commit');
  return { ms: performance.now() - t0, rows };
}

const cases = {
  'role=pharmacy, state=Lagos, page 3': { role: 'pharmacy', state: 'Lagos', offset: 50 },
  'status=suspended': { status: 'suspended' },
  'search "okafor"': { search: 'okafor' },
  'role=patient, status=active, state=Rivers, search "bola"': { role: 'patient', status: 'active', state: 'Rivers', search: 'bola' },
  'no filter, first page': {},
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const medians = [];
for (const [label, args] of Object.entries(cases)) {
  await asAdmin(args); // warm-up
  const times = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const { ms, rows } = await asAdmin(args);
    times.push(ms);
    total = Number(rows[0]?.total_count ?? 0);
  }
  medians.push(median(times));
  console.log(`  ${label.padEnd(60)} median ${median(times).toFixed(1).padStart(7)} ms  (${total.toLocaleString('en')} matches)`);
}
const overall = median(medians);
console.log(`Median filtered page: ${overall.toFixed(1)} ms (target < 300 ms) ${overall < 300 ? 'PASS' : 'FAIL'}`);
await db.close();
process.exit(overall < 300 ? 0 : 1);
