// What the API roles may do to tables, read from the catalog: no TRUNCATE, REFERENCES or TRIGGER
// anywhere (TRUNCATE ignores row-level security), and writes only where a screen writes directly.
// Every other write goes through SECURITY DEFINER functions. A new grant must be added here on purpose.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { anonClient, signedIn, DEMO, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

const privileges = (kinds: string[]) =>
  backend.sql(
    `select r.rolname || ' ' || lower(p.kind) || ' ' || n.nspname || '.' || c.relname as grant
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     cross join (select rolname from pg_roles where rolname in ('anon', 'authenticated')) r
     cross join unnest($1::text[]) as p(kind)
     where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and (has_table_privilege(r.rolname, c.oid, p.kind)
            or (p.kind in ('INSERT', 'UPDATE', 'REFERENCES') and has_any_column_privilege(r.rolname, c.oid, p.kind)))
     order by 1`,
    [kinds],
  ).then((rows) => rows.map((r) => r.grant as string));

test('anon and authenticated hold no TRUNCATE, REFERENCES or TRIGGER on any table', async () => {
  expect(await privileges(['TRUNCATE', 'REFERENCES', 'TRIGGER'])).toEqual([]);
});

test('they write only the tables the screens write directly', async () => {
  expect(await privileges(['INSERT', 'UPDATE', 'DELETE'])).toEqual([
    'anon insert public.contact_messages',
    'authenticated insert public.contact_messages',
    'authenticated insert public.doctors',
    'authenticated insert public.logistics_providers',
    'authenticated insert public.medicines',
    'authenticated insert public.offer_costs',
    'authenticated insert public.offers',
    'authenticated insert public.pharmacies',
    'authenticated insert public.prescriptions',
    'authenticated insert public.riders',
    'authenticated insert public.tier_requests',
    'authenticated update public.doctors',
    'authenticated update public.logistics_providers',
    'authenticated update public.medicines',
    'authenticated update public.offer_costs',
    'authenticated update public.offers',
    'authenticated update public.pharmacies',
    'authenticated update public.prescriptions',
    'authenticated update public.profiles',
    'authenticated update public.riders',
  ]);
});

test('truncating the catalogue through the API is refused', async () => {
  // PostgREST has no TRUNCATE; the nearest a client gets is an unfiltered delete, refused too.
  const patient = (await signedIn(backend, DEMO.patient.email)).client;
  for (const client of [anonClient(backend), patient]) {
    const res = await client.from('offers').delete().neq('id', '00000000-0000-0000-0000-000000000000');
    expect(res.error?.code).toBe('42501');
  }
  expect((await backend.sql('select count(*)::int as n from public.offers'))[0]!.n).toBeGreaterThan(800);
});

test('anon may call only the public read functions and the e-mail confirmation', async () => {
  const rows = await backend.sql(
    `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute') order by 1`);
  expect(rows.map((r) => r.proname)).toEqual([
    'approved_doctors', 'catalogue_changes', 'confirm_user_email', 'free_slots', 'medicine_offers', 'public_reviews', 'quote_cart',
    'quote_order', 'site_figures', 'state_catalogue',
  ]);
});
