// Online payment in the database: the amount comes from the orders, only the service role settles,
// what Paystack says is applied once per reference, a mismatch changes nothing and is recorded,
// an unpaid order stays out of the pharmacy's queue, and a paid order closed by either side is
// refunded once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';
import { act, statusOf, stockOf } from './order-helpers';
import { eventsOf, onlineCheckout, paidEvents, paymentRow, settle, transaction, type Payment } from './payment-helpers';

let backend: LocalBackend;
let patient: SupabaseClient;
let pharmacy: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  admin = (await signedIn(backend, DEMO.admin.email)).client;
  service = serviceClient(backend);
});
// A new confirmed patient for each test: the per-patient caps on open orders and units would
// otherwise refuse the later tests' checkouts.
beforeEach(async () => {
  patient = (await confirmedPatient(backend)).client;
});
afterAll(() => backend.stop());

async function pharmacySees(orderId: string) {
  const { data } = await pharmacy.rpc('order_feed', { p_after: 0 });
  const inFeed = (data as { orders: { id: string; payment: { status: string } | null }[] }).orders.find((o) => o.id === orderId);
  const { data: page } = await pharmacy.rpc('order_feed_page', { p_after: 0, p_before_at: null, p_before_id: null });
  const inPage = (page as { orders: { id: string }[] }).orders.some((o) => o.id === orderId);
  expect(inPage).toBe(Boolean(inFeed));
  const { data: rows } = await pharmacy.from('orders').select('id').eq('id', orderId);
  return { inFeed, inTable: (rows ?? []).length > 0 };
}

describe('an online checkout', () => {
  test('charges the orders\' total in kobo, holds the stock and stays out of the pharmacy\'s queue until paid', async () => {
    const { offer, order, payment } = await onlineCheckout(backend, patient, { quantity: 3, stock: 10 });
    expect(payment.status).toBe('pending');
    expect(payment.currency).toBe('NGN');
    expect(payment.amount_kobo).toBe(Math.round(order.total * 100));
    expect(payment.reference).toMatch(/^MGN-[0-9A-F]{20}$/);
    expect(await stockOf(backend, offer.id)).toBe(7);
    expect(await pharmacySees(order.id)).toEqual({ inFeed: undefined, inTable: false });
    const { error } = await act(pharmacy, 'confirm_order', { p_order_id: order.id });
    expect(error?.message).toMatch(/not paid yet/);
    const bell = await backend.sql(`select count(*)::int as n from public.notifications where order_id = $1 and user_id = $2`, [order.id, DEMO.pharmacy.id]);
    expect(bell[0]!.n).toBe(0);

    const result = await settle(service, 'webhook', 'charge.success', transaction(payment));
    expect(result.outcome).toBe('applied');
    const seen = await pharmacySees(order.id);
    expect(seen.inTable).toBe(true);
    expect(seen.inFeed?.payment?.status).toBe('paid');
    expect((await act(pharmacy, 'confirm_order', { p_order_id: order.id })).error).toBeNull();
    const told = await backend.sql(`select body from public.notifications where order_id = $1 and user_id = $2`, [order.id, DEMO.pharmacy.id]);
    expect(told.map((r) => r.body)).toEqual([expect.stringContaining('paid online')]);
  });

  test('nobody but the service role may settle or record a payment', async () => {
    const { payment } = await onlineCheckout(backend, patient);
    for (const client of [patient, pharmacy, admin]) {
      const { error } = await client.rpc('settle_payment', { p_source: 'webhook', p_event: 'charge.success', p_data: transaction(payment) });
      expect(error?.code).toBe('42501');
      expect((await client.rpc('expire_payments')).error?.code).toBe('42501');
      expect((await client.rpc('claim_refunds', { p_limit: 5 })).error?.code).toBe('42501');
    }
    const { error } = await patient.from('payments').update({ status: 'paid' }).eq('reference', payment.reference);
    expect(error?.code).toBe('42501');
    expect((await paymentRow(backend, payment.reference)).status).toBe('pending');
  });

  test('the same charge.success delivered 5 times pays once', async () => {
    const { order, payment } = await onlineCheckout(backend, patient);
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push((await settle(service, 'webhook', 'charge.success', transaction(payment))).outcome);
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await paidEvents(backend, order.id)).toBe(1);
    expect((await paymentRow(backend, payment.reference)).status).toBe('paid');
  });

  test('a changed amount, another currency or an unknown reference changes nothing and is kept for the admin', async () => {
    const { order, payment } = await onlineCheckout(backend, patient);
    expect((await settle(service, 'webhook', 'charge.success', transaction(payment, { amount: payment.amount_kobo - 100 }))).outcome).toBe('mismatch');
    expect((await settle(service, 'verify', 'verify', transaction(payment, { currency: 'USD' }))).outcome).toBe('mismatch');
    const unknown = transaction({ reference: 'MGN-NOSUCHREFERENCE00', amount_kobo: payment.amount_kobo });
    expect((await settle(service, 'webhook', 'charge.success', unknown)).outcome).toBe('unknown_reference');
    expect((await paymentRow(backend, payment.reference)).status).toBe('pending');
    expect(await paidEvents(backend, order.id)).toBe(0);
    expect(await eventsOf(backend, payment.reference)).toEqual(['mismatch', 'mismatch']);

    const { data: seenByAdmin } = await admin.from('payment_events').select('outcome, detail').eq('reference', payment.reference);
    expect(seenByAdmin?.[0]?.detail).toMatch(/Expected \d+ kobo in NGN/);
    const { data: seenByPatient } = await patient.from('payment_events').select('id').eq('reference', payment.reference);
    expect(seenByPatient).toEqual([]);
  });

  test('a declined card fails the attempt; trying again opens a new one for the same amount', async () => {
    const { key, payment } = await onlineCheckout(backend, patient);
    const failed = await settle(service, 'verify', 'verify', transaction(payment, { status: 'failed', gateway_response: 'Declined by issuer' }));
    expect(failed.payment?.status).toBe('failed');
    const { data, error } = await patient.rpc('order_payment', { p_idempotency_key: key });
    expect(error).toBeNull();
    const retry = data as Payment;
    expect(retry.status).toBe('pending');
    expect(retry.reference).not.toBe(payment.reference);
    expect(retry.amount_kobo).toBe(payment.amount_kobo);
    // Asking again returns the same pending attempt.
    expect(((await patient.rpc('order_payment', { p_idempotency_key: key })).data as Payment).reference).toBe(retry.reference);
    expect((await settle(service, 'webhook', 'charge.success', transaction(retry))).outcome).toBe('applied');
  });

  test('an unpaid checkout gives its stock back after 30 minutes; the attempt is abandoned', async () => {
    const { offer, order, payment } = await onlineCheckout(backend, patient, { quantity: 4, stock: 9 });
    expect(await stockOf(backend, offer.id)).toBe(5);
    expect(await service.rpc('expire_payments').then((r) => r.data)).toBe(0);
    await backend.sql(`update public.orders set created_at = now() - interval '31 minutes' where id = $1`, [order.id]);
    await backend.sql(`update public.payments set expires_at = now() - interval '1 minute' where reference = $1`, [payment.reference]);
    expect((await service.rpc('expire_payments')).data).toBe(1);
    expect(await statusOf(backend, order.id)).toBe('cancelled');
    expect(await stockOf(backend, offer.id)).toBe(9);
    expect((await paymentRow(backend, payment.reference)).status).toBe('abandoned');
    // A transfer that lands after that is kept as paid and given back whole.
    expect((await settle(service, 'webhook', 'charge.success', transaction(payment))).outcome).toBe('applied');
    const refunds = await backend.sql(`select amount_kobo::int, status from public.payment_refunds where order_id = $1`, [order.id]);
    expect(refunds).toEqual([{ amount_kobo: payment.amount_kobo, status: 'pending' }]);
  });
});

describe('refunds', () => {
  test('a paid order the pharmacy declines is refunded once, and the patient hears when it starts and ends', async () => {
    const { order, payment } = await onlineCheckout(backend, patient);
    await settle(service, 'webhook', 'charge.success', transaction(payment));
    expect((await act(pharmacy, 'decline_order', { p_order_id: order.id, p_reason: 'Out of stock today' })).error).toBeNull();
    const claimed = (await service.rpc('claim_refunds', { p_limit: 50 })).data as { id: number; reference: string; amount_kobo: number }[];
    const mine = claimed.filter((r) => r.reference === payment.reference);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.amount_kobo).toBe(payment.amount_kobo);
    const again = (await service.rpc('claim_refunds', { p_limit: 50 })).data as { reference: string }[];
    expect(again.filter((r) => r.reference === payment.reference)).toEqual([]);

    await service.rpc('refund_submitted', { p_refund_id: mine[0]!.id, p_accepted: true, p_data: { id: 3018284 } });
    const naira = (payment.amount_kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: payment.amount_kobo % 100 ? 2 : 0 });
    const bell = async () => (await patient.rpc('notification_feed', { p_limit: 50 })).data.items.map((i: { body: string }) => i.body) as string[];
    expect(await bell()).toContain(`Refund of ₦${naira} started: Declined by the pharmacy.`);

    const processed = { id: 3018284, status: 'processed', transaction_reference: payment.reference, amount: payment.amount_kobo, currency: 'NGN' };
    const first = await service.rpc('settle_refund', { p_event: 'refund.processed', p_data: processed });
    const second = await service.rpc('settle_refund', { p_event: 'refund.processed', p_data: processed });
    expect([first.data.outcome, second.data.outcome]).toEqual(['applied', 'duplicate']);
    expect(await paymentRow(backend, payment.reference)).toMatchObject({ status: 'refunded', refunded_kobo: payment.amount_kobo });
    expect(await bell()).toContain(`Your refund of ₦${naira} was paid back.`);
    const { data: view } = await patient.from('payment_refunds').select('status, amount_kobo').eq('order_id', order.id);
    expect(view).toEqual([{ status: 'processed', amount_kobo: payment.amount_kobo }]);
  });

  test('a paid order the patient cancels is refunded; an unpaid one is not', async () => {
    const paid = await onlineCheckout(backend, patient);
    await settle(service, 'webhook', 'charge.success', transaction(paid.payment));
    const unpaid = await onlineCheckout(backend, patient);
    for (const { order } of [paid, unpaid]) expect((await act(patient, 'cancel_order', { p_order_id: order.id })).error).toBeNull();
    const rows = await backend.sql(`select order_id from public.payment_refunds where order_id = any($1::uuid[])`, [[paid.order.id, unpaid.order.id]]);
    expect(rows.map((r) => r.order_id)).toEqual([paid.order.id]);
  });
});
