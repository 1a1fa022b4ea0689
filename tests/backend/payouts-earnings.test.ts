// The whole path of a naira: the demo pharmacy adds its bank account, a paid order is delivered
// (the ledger credits the pharmacy its share), the weekly job pays exactly that balance by one
// Paystack transfer, and its transfer.success settles it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { deliver, paidOnlineOrder } from './ledger-helpers';
import { approvedRider } from './order-helpers';
import { available, callPayoutAccounts, entries, payoutsOf, until } from './payout-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend({ paystackPayoutDelayMs: 200 });
});
afterAll(() => backend?.stop());

test('a delivered order\'s earnings are paid out by the weekly job and settled by the webhook', async () => {
  const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  const rider = await approvedRider(backend, 'Lagos', 'Payout Rider');
  const saved = await callPayoutAccounts(backend, pharmacy, { action: 'save', bank_code: '058', account_number: '0123456789' });
  expect(saved.body.account?.status).toBe('active');
  const pharmacyId = (await backend.sql('select id::text from public.pharmacies where user_id = $1', [DEMO.pharmacy.id]))[0]!.id as string;

  const { client: patient } = await confirmedPatient(backend);
  const { order } = await paidOnlineOrder(backend, patient, 5);
  expect(await available(backend, 'pharmacy', pharmacyId)).toBe(0);
  await deliver(backend, pharmacy, rider.client, order.id);
  const earned = await available(backend, 'pharmacy', pharmacyId);
  expect(earned).toBeGreaterThanOrEqual(100_000);
  expect(earned).toBeLessThan(order.subtotal * 100);

  await backend.runWeeklyPayouts();
  const [payout] = await payoutsOf(backend, pharmacyId);
  expect(payout!.amount_kobo).toBe(earned);
  expect(backend.paystack.transfers.get(payout!.reference)?.amount).toBe(earned);
  const rows = await until(() => payoutsOf(backend, pharmacyId), (r) => r[0]?.status === 'paid');
  expect(rows[0]!.status).toBe('paid');
  expect(await entries(backend, 'payout_settled', payout!.reference)).toBe(1);
  expect(await available(backend, 'pharmacy', pharmacyId)).toBe(0);
  // The rider earned a share of the delivery fee but has no payout account: nothing was sent to them.
  expect(await available(backend, 'rider', rider.user.id)).toBeGreaterThan(0);
  expect(await payoutsOf(backend, rider.user.id)).toEqual([]);
});
