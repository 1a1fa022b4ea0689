// The ledger with requests truly side by side (PostgreSQL: one pooled session each): the same
// posting attempted 5 times at once posts once, the same payment success 5 times at once brings
// the money in once, and two people recording the same rider's cash at once cannot both take it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';
import { approvedRider } from './order-helpers';
import { balance, deliver, entryOf, kobo, podOrder, unbalancedEntries } from './ledger-helpers';
import { onlineCheckout, transaction } from './payment-helpers';
import { testEngine } from './pg-database';

const onPglite = testEngine === 'pglite';
if (onPglite) {
  console.info('ledger-concurrency.test.ts: runs on PostgreSQL 15 only (PGlite has one session); the same postings one at a time are in ledger.test.ts and ledger-posting.test.ts.');
}

describe.skipIf(onPglite)('the ledger on PostgreSQL, side by side', () => {
  let backend: LocalBackend;
  let pharmacy: SupabaseClient;
  let admin: SupabaseClient;
  beforeAll(async () => {
    backend = await startBackend();
    pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
    admin = (await signedIn(backend, DEMO.admin.email)).client;
  });
  afterAll(async () => {
    if (backend) expect(await unbalancedEntries(backend)).toBe(0);
    await backend?.stop();
  });

  test('the same cause and reference posted 5 times at once makes one entry', async () => {
    for (let round = 0; round < 3; round += 1) {
      const reference = `SIDE-${round}-${Date.now()}`;
      const lines = JSON.stringify([
        { kind: 'paystack_clearing', owner: null, amount: 12_345 },
        { kind: 'patient_funds', owner: null, amount: -12_345 },
      ]);
      // Each call waits on a shared lock first, so all five insert within the same instant.
      const ids = await Promise.all(Array.from({ length: 5 }, () => backend.sql(
        `select private.ledger_post('payment', $1, $2::jsonb) as id
         from (select pg_sleep(0.2 - extract(epoch from now())::numeric % 0.2)) s`, [reference, lines])));
      expect(new Set(ids.map((r) => String(r[0]!.id))).size).toBe(1);
      expect(await entryOf(backend, 'payment', reference)).toEqual(['paystack_clearing 12345', 'patient_funds -12345']);
    }
  });

  test('the same payment success 5 times at once brings the money in once', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const { payment } = await onlineCheckout(backend, patient);
    const clearing = await balance(backend, 'paystack_clearing');
    const services = Array.from({ length: 5 }, () => serviceClient(backend));
    const answers = await Promise.all(services.map((s) =>
      s.rpc('settle_payment', { p_source: 'webhook', p_event: 'charge.success', p_data: transaction(payment) })));
    for (const { error } of answers) expect(error).toBeNull();
    expect(await entryOf(backend, 'payment', payment.reference)).toHaveLength(2);
    expect(await balance(backend, 'paystack_clearing')).toBe(clearing + payment.amount_kobo);
  });

  test('the pharmacy and an admin recording all of a rider\'s cash at once: one is refused', async () => {
    for (const name of ['Race Rider Ada', 'Race Rider Bola', 'Race Rider Chidi']) {
      const patient = (await confirmedPatient(backend)).client;
      const rider = await approvedRider(backend, 'Lagos', name);
      const order = await podOrder(backend, patient);
      await deliver(backend, pharmacy, rider.client, order.id);
      const held = kobo(order.total);
      const answers = await Promise.all([pharmacy, admin].map((c) => c.rpc('record_cash_handover', {
        p_rider_user_id: rider.user.id, p_amount_kobo: held, p_request_id: randomUUID(), p_note: null })));
      expect(answers.filter((a) => a.error === null)).toHaveLength(1);
      expect(answers.find((a) => a.error)!.error!.message).toMatch(/holds ₦0/);
      expect(await balance(backend, 'rider_cash', rider.user.id)).toBe(0);
    }
  });
});
