// The payment edge functions running in Deno under the local backend, against the Paystack
// stand-in: a checkout paid by card is paid once the signed webhook arrives; a forged or altered
// webhook changes nothing; a declined card fails and can be tried again; a bank transfer is
// pending until it lands; a declined paid order is refunded through the Refund API once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, signUp, startBackend, type LocalBackend } from './helpers';
import { act } from './order-helpers';
import { eventsOf, onlineCheckout, paidEvents, paymentRow, transaction } from './payment-helpers';

let backend: LocalBackend;
let patient: SupabaseClient;
let patientEmail: string;
let pharmacy: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend({ paystackTransferDelayMs: 400, paystackRefundDelayMs: 100 });
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
});
// A new confirmed patient for each test: the per-patient caps on open orders and units would
// otherwise refuse the later tests' checkouts.
beforeEach(async () => {
  ({ client: patient, email: patientEmail } = await confirmedPatient(backend));
});
afterAll(() => backend.stop());

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function initialize(client: SupabaseClient, key: string) {
  const { data, error } = await client.functions.invoke('payment-initialize', {
    body: { idempotency_key: key, return_url: 'http://127.0.0.1:4173/cart/checkout' },
  });
  return { payment: data?.payment as { reference: string; authorization_url: string; status: string; amount_kobo: number } | undefined, error };
}

/** What the person picks on the stand-in's checkout page; returns where they are sent back. */
async function choose(authorizationUrl: string, outcome: string) {
  const res = await fetch(`${authorizationUrl}/pay`, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

function webhook(body: string, signature: string | null) {
  return fetch(`${backend.url}/functions/v1/paystack-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
    body,
  });
}

describe('paying by card', () => {
  test('initialize sends Paystack the database\'s amount, reference, channels and return address', async () => {
    const { payment } = await onlineCheckout(backend, patient);
    const { key } = { key: payment.idempotency_key };
    const started = await initialize(patient, key);
    expect(started.error).toBeNull();
    const tx = backend.paystack.transactions.get(payment.reference)!;
    expect(tx).toMatchObject({ amount: payment.amount_kobo, currency: 'NGN', email: patientEmail });
    expect(tx.channels).toEqual(['card', 'bank', 'ussd', 'bank_transfer']);
    expect(tx.callback_url).toBe('http://127.0.0.1:4173/orders/payment');
    expect(tx.metadata).toMatchObject({ purpose: 'orders', checkout: key });
    // Asking again gives the same checkout address, not a second transaction.
    expect((await initialize(patient, key)).payment?.authorization_url).toBe(started.payment?.authorization_url);
  });

  test('the order is paid once the signed webhook arrives, and a replayed webhook pays nothing more', async () => {
    const { order, payment } = await onlineCheckout(backend, patient);
    const { payment: started } = await initialize(patient, payment.idempotency_key);
    const back = await choose(started!.authorization_url, 'card_success');
    expect(back).toBe(`http://127.0.0.1:4173/orders/payment?trxref=${payment.reference}&reference=${payment.reference}`);
    const row = await until(() => paymentRow(backend, payment.reference), (r) => r.status === 'paid');
    expect(row.status).toBe('paid');
    const delivered = await until(async () => backend.paystack.deliveries.find((d) => d.reference === payment.reference), (d) => d?.status === 200);
    expect(delivered?.status).toBe(200);
    for (let i = 0; i < 3; i += 1) await backend.paystack.resend(payment.reference);
    expect(await paidEvents(backend, order.id)).toBe(1);
    const verified = await patient.functions.invoke('payment-verify', { body: { reference: payment.reference } });
    expect(verified.data.payment.status).toBe('paid');
  });

  test('a declined card leaves the order unpaid, and trying again opens a new checkout', async () => {
    const { order, payment } = await onlineCheckout(backend, patient);
    const { payment: started } = await initialize(patient, payment.idempotency_key);
    await choose(started!.authorization_url, 'card_failure');
    const verified = await patient.functions.invoke('payment-verify', { body: { reference: payment.reference } });
    expect(verified.data.payment).toMatchObject({ status: 'failed', failure_reason: 'Declined' });
    expect(await paidEvents(backend, order.id)).toBe(0);
    const again = await initialize(patient, payment.idempotency_key);
    expect(again.payment?.status).toBe('pending');
    expect(again.payment?.reference).not.toBe(payment.reference);
    expect(again.payment?.authorization_url).not.toBe(started!.authorization_url);
  });

  test('a bank transfer stays pending until it lands', async () => {
    const { payment } = await onlineCheckout(backend, patient);
    const { payment: started } = await initialize(patient, payment.idempotency_key);
    await choose(started!.authorization_url, 'transfer');
    const now = await patient.functions.invoke('payment-verify', { body: { reference: payment.reference } });
    expect(now.data.payment.status).toBe('pending');
    expect((await until(() => paymentRow(backend, payment.reference), (r) => r.status === 'paid')).status).toBe('paid');
  });
});

describe('the webhook', () => {
  test('a bad or missing signature is refused before anything is read', async () => {
    const { payment } = await onlineCheckout(backend, patient);
    const body = JSON.stringify({ event: 'charge.success', data: transaction(payment) });
    expect((await webhook(body, null)).status).toBe(401);
    expect((await webhook(body, 'f'.repeat(128))).status).toBe(401);
    // Signed over other bytes (the body changed after signing).
    expect((await webhook(body, backend.paystack.sign(body.replace('success', 'success ')))).status).toBe(401);
    expect((await paymentRow(backend, payment.reference)).status).toBe('pending');
    expect(await eventsOf(backend, payment.reference)).toEqual([]);
  });

  test('correctly signed but with a changed amount, another currency or an unknown reference: nothing changes', async () => {
    const { payment } = await onlineCheckout(backend, patient);
    for (const data of [
      transaction(payment, { amount: 100 }),
      transaction(payment, { currency: 'GHS' }),
      transaction({ reference: 'MGN-UNKNOWN000000000000', amount_kobo: payment.amount_kobo }),
    ]) {
      const body = JSON.stringify({ event: 'charge.success', data });
      expect((await webhook(body, backend.paystack.sign(body))).status).toBe(200);
    }
    expect((await paymentRow(backend, payment.reference)).status).toBe('pending');
    expect(await eventsOf(backend, payment.reference)).toEqual(['mismatch', 'mismatch']);
    expect(await eventsOf(backend, 'MGN-UNKNOWN000000000000')).toEqual(['unknown_reference']);
  });
});

test('initialize needs a session and the caller\'s own checkout', async () => {
  const { payment } = await onlineCheckout(backend, patient);
  const anon = await fetch(`${backend.url}/functions/v1/payment-initialize`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ idempotency_key: payment.idempotency_key }),
  });
  expect(anon.status).toBe(401);
  const stranger = (await signUp(backend, 'patient')).client;
  const theirs = await initialize(stranger, payment.idempotency_key);
  expect(theirs.payment).toBeUndefined();
  expect(backend.paystack.transactions.has(payment.reference)).toBe(false);
});

test('a paid order the pharmacy declines is refunded through Paystack once', async () => {
  const { order, payment } = await onlineCheckout(backend, patient);
  const { payment: started } = await initialize(patient, payment.idempotency_key);
  await choose(started!.authorization_url, 'card_success');
  await until(() => paymentRow(backend, payment.reference), (r) => r.status === 'paid');
  expect((await act(pharmacy, 'decline_order', { p_order_id: order.id, p_reason: 'Out of stock today' })).error).toBeNull();
  await backend.runPaymentJobs();
  const row = await until(() => paymentRow(backend, payment.reference), (r) => r.status === 'refunded');
  expect(row).toMatchObject({ status: 'refunded', refunded_kobo: payment.amount_kobo });
  await backend.runPaymentJobs();
  expect(backend.paystack.refunds.filter((r) => r.reference === payment.reference)).toEqual([
    expect.objectContaining({ amount: payment.amount_kobo, status: 'processed' }),
  ]);
});
