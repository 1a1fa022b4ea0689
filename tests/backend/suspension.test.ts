// A suspended account keeps a valid access token for up to an hour. Every request it makes with
// that token is refused: table reads and writes (restrictive policies) and the SECURITY DEFINER
// functions that skip row-level security (place_order, the booking and room functions), which
// the db-pre-request function refuses before they run.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { demoOffer, intent } from './order-helpers';

let backend: LocalBackend;
let admin: Awaited<ReturnType<typeof signedIn>>['client'];
beforeAll(async () => {
  backend = await startBackend();
  admin = (await signedIn(backend, DEMO.admin.email)).client;
});
afterAll(() => backend.stop());

describe('a suspended account cannot act with the token it holds', () => {
  test('every table with row-level security carries the restrictive policy', async () => {
    const missing = await backend.sql(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
         and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
                         and p.policyname = 'suspended accounts cannot act' and p.permissive = 'RESTRICTIVE')
       order by 1`,
    );
    expect(missing.map((r) => r.relname)).toEqual([]);
  });

  test('orders, order feeds and notifications work before the suspension and are refused after it', async () => {
    const { client, user } = await confirmedPatient(backend);
    const offer = await demoOffer(backend, { stock: 50 });
    const before = await client.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }]) });
    expect(before.error).toBeNull();
    expect((await client.rpc('order_feed', { p_after: 0 })).error).toBeNull();
    expect((await client.from('orders').select('id')).data).toHaveLength(1);

    expect((await admin.rpc('admin_suspend_user', { target: user.id, reason: 'Fraud' })).error).toBeNull();

    const placed = await client.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }]) });
    expect(placed.error).toMatchObject({ code: '42501', message: expect.stringContaining('suspended') });
    expect((await client.rpc('order_feed', { p_after: 0 })).error?.code).toBe('42501');
    expect((await client.from('orders').select('id')).error?.code).toBe('42501');
    expect((await backend.sql('select count(*)::int as n from public.orders where patient_id = $1', [user.id]))[0]!.n).toBe(1);

    // Reactivated: the same token works again.
    expect((await admin.rpc('admin_reactivate_user', { target: user.id })).error).toBeNull();
    expect((await client.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }]) })).error).toBeNull();
  });

  test('a suspended doctor cannot keep writing in a consultation room', async () => {
    const doctor = await signedIn(backend, DEMO.doctor.email);
    const room = await backend.sql(`select id from public.consultations where doctor_id in
      (select id from public.doctors where user_id = $1) limit 1`, [doctor.user.id]);
    // Whatever the seed holds, a suspended caller is refused before the function looks at its arguments.
    const consultation = (room[0]?.id as string | undefined) ?? crypto.randomUUID();
    expect((await admin.rpc('admin_suspend_user', { target: doctor.user.id })).error).toBeNull();
    try {
      const sent = await doctor.client.rpc('send_consultation_message', { p_consultation: consultation, p_body: 'Hello', p_client_id: crypto.randomUUID() });
      expect(sent.error).toMatchObject({ code: '42501', message: expect.stringContaining('suspended') });
    } finally {
      expect((await admin.rpc('admin_reactivate_user', { target: doctor.user.id })).error).toBeNull();
    }
  });

  test('an anonymous visitor and active accounts are not affected', async () => {
    const anonymous = (await import('./helpers')).anonClient(backend);
    expect((await anonymous.from('pharmacy_profiles').select('id').limit(1)).error).toBeNull();
    const patient = await signedIn(backend, DEMO.patient.email);
    expect((await patient.client.rpc('order_feed', { p_after: 0 })).error).toBeNull();
  });
});
