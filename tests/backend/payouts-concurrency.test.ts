// Weekly payouts with requests truly side by side (PostgreSQL: one pooled session each): the weekly
// job started twice at once makes one payout, and one transfer, per payee; the same signed
// transfer.success webhook 5 times at once settles once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceClient, startBackend, type LocalBackend } from './helpers';
import { earn, entries, payoutsOf, pharmacyWithAccount } from './payout-helpers';
import { testEngine } from './pg-database';

const onPglite = testEngine === 'pglite';
if (onPglite) {
  console.info('payouts-concurrency.test.ts: runs on PostgreSQL 15 only (PGlite has one session); the same checks one after another are in payouts.test.ts.');
}

describe.skipIf(onPglite)('on PostgreSQL, side by side', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    // Transfers stay pending for a minute, so the test sends the webhooks itself.
    backend = await startBackend({ paystackPayoutDelayMs: 60_000 });
  });
  afterAll(() => backend?.stop());

  const sendPayouts = () =>
    fetch(`${backend.url}/functions/v1/payouts-send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, apikey: backend.serviceRoleKey },
    }).then((r) => r.json());

  test('the weekly job started twice at once makes one payout and one transfer per payee', async () => {
    const payees = [];
    for (const [email, name] of [['kingsway@pharmacies.magani.test', 'KINGSWAY PHARMACY'], ['yaba@pharmacies.magani.test', 'YABA WELLNESS PHARMACY'],
      ['gardencity@pharmacies.magani.test', 'GARDEN CITY PHARMACY']] as const) {
      const payee = await pharmacyWithAccount(backend, email, name);
      await earn(backend, 'pharmacy', payee.payeeId, 200_000);
      payees.push(payee);
    }
    const [a, b] = [serviceClient(backend), serviceClient(backend)];
    const runs = await Promise.all([a.rpc('run_weekly_payouts'), b.rpc('run_weekly_payouts')]);
    for (const run of runs) expect(run.error).toBeNull();
    expect(runs.reduce((sum, r) => sum + (r.data as { payouts: number }).payouts, 0)).toBe(3);
    // Two senders at once: each payout is claimed by one of them.
    await Promise.all([sendPayouts(), sendPayouts()]);
    for (const payee of payees) {
      const rows = await payoutsOf(backend, payee.payeeId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.amount_kobo).toBe(200_000);
      expect(await entries(backend, 'payout', rows[0]!.reference)).toBe(1);
      expect([...backend.paystack.transfers.values()].filter((t) => t.recipient === payee.recipient)).toHaveLength(1);
    }
  });

  test('the same transfer.success webhook 5 times at once settles once', async () => {
    const payee = await pharmacyWithAccount(backend, 'transamadi@pharmacies.magani.test', 'TRANS-AMADI PHARMACY');
    await earn(backend, 'pharmacy', payee.payeeId, 180_000);
    await backend.runWeeklyPayouts();
    const [payout] = await payoutsOf(backend, payee.payeeId);
    expect(payout!.status).toBe('sent');
    const transfer = backend.paystack.transfers.get(payout!.reference)!;
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: payout!.reference, amount: 180_000, currency: 'NGN',
      status: 'success', transfer_code: transfer.transfer_code, recipient: { recipient_code: payee.recipient } } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${backend.url}/functions/v1/paystack-webhook`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'x-paystack-signature': backend.paystack.sign(body) }, body,
    }).then(async (r) => ({ status: r.status, outcome: ((await r.json()) as { outcome: string }).outcome }))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await entries(backend, 'payout_settled', payout!.reference)).toBe(1);
    expect((await payoutsOf(backend, payee.payeeId))[0]!.status).toBe('paid');
    const told = await payee.client.from('notifications').select('id').eq('title', 'Payout sent');
    expect(told.data).toHaveLength(1);
  });
});
