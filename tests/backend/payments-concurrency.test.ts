// Payment settlement with requests truly side by side (PostgreSQL: one pooled session each): the
// same success 5 times at once, verify and webhook together, and two refund runs at once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';
import { act } from './order-helpers';
import { onlineCheckout, paidEvents, paymentRow, transaction } from './payment-helpers';
import { testEngine } from './pg-database';

const onPglite = testEngine === 'pglite';
if (onPglite) {
  console.info('payments-concurrency.test.ts: runs on PostgreSQL 15 only (PGlite has one session); the same checks one after another are in payments.test.ts.');
}

describe.skipIf(onPglite)('on PostgreSQL, side by side', () => {
  let backend: LocalBackend;
  let patient: SupabaseClient;
  let pharmacy: SupabaseClient;
  let services: SupabaseClient[];
  beforeAll(async () => {
    backend = await startBackend();
    patient = (await signedIn(backend, DEMO.patient.email)).client;
    pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
    services = Array.from({ length: 5 }, () => serviceClient(backend));
  });
  afterAll(() => backend?.stop());

  const settleAt = (i: number, source: string, event: string, data: unknown) =>
    services[i]!.rpc('settle_payment', { p_source: source, p_event: event, p_data: data });

  test('the same charge.success 5 times at once pays once', async () => {
    const { order, payment } = await onlineCheckout(backend, patient);
    const answers = await Promise.all(services.map((_, i) => settleAt(i, 'webhook', 'charge.success', transaction(payment))));
    for (const { error } of answers) expect(error).toBeNull();
    const outcomes = answers.map((a) => (a.data as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await paidEvents(backend, order.id)).toBe(1);
    const told = await backend.sql(`select count(*)::int as n from public.notifications where order_id = $1 and user_id = $2`, [order.id, DEMO.pharmacy.id]);
    expect(told[0]!.n).toBe(1);
  });

  test('verify and webhook arriving together pay once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, payment } = await onlineCheckout(backend, patient);
      const answers = await Promise.all([
        settleAt(0, 'verify', 'verify', transaction(payment)),
        settleAt(1, 'webhook', 'charge.success', transaction(payment)),
      ]);
      const outcomes = answers.map((a) => (a.data as { outcome: string }).outcome).sort();
      expect(outcomes).toEqual(['applied', 'duplicate']);
      expect(await paidEvents(backend, order.id)).toBe(1);
      expect((await paymentRow(backend, payment.reference)).status).toBe('paid');
    }
  });

  test('two refund runs at once claim a refund once', async () => {
    const { order, payment } = await onlineCheckout(backend, patient);
    await settleAt(0, 'webhook', 'charge.success', transaction(payment));
    expect((await act(pharmacy, 'decline_order', { p_order_id: order.id, p_reason: 'Out of stock today' })).error).toBeNull();
    const runs = await Promise.all(services.map((s) => s.rpc('claim_refunds', { p_limit: 50 })));
    const claimed = runs.flatMap((r) => r.data as { reference: string }[]).filter((r) => r.reference === payment.reference);
    expect(claimed).toHaveLength(1);
  });

  test('a success racing the 30-minute expiry either pays the order or refunds it, never neither', async () => {
    const { order, payment } = await onlineCheckout(backend, patient);
    await backend.sql(`update public.orders set created_at = now() - interval '31 minutes' where id = $1`, [order.id]);
    await backend.sql(`update public.payments set expires_at = now() - interval '1 minute' where reference = $1`, [payment.reference]);
    await Promise.all([services[0]!.rpc('expire_payments'), settleAt(1, 'webhook', 'charge.success', transaction(payment))]);
    const [row] = await backend.sql(`select o.status, (select count(*)::int from public.payment_refunds r where r.order_id = o.id) as refunds
      from public.orders o where o.id = $1`, [order.id]);
    expect((await paymentRow(backend, payment.reference)).paid).toBe(true);
    if (row!.status === 'cancelled') expect(row!.refunds).toBe(1);
    else expect(row).toEqual({ status: 'placed', refunds: 0 });
  });
});
