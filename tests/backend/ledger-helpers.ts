// Shared set-up for the ledger tests: orders taken to delivered through the real functions, and
// the ledger read back as balances and entries.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { LocalBackend } from './helpers';
import { demoOffer, intent, place, toReady } from './order-helpers';
import { onlineCheckout } from './payment-helpers';

export interface OrderRow { id: string; reference: string; subtotal: number; delivery_fee: number; total: number; created_at: string }

export async function orderRow(backend: LocalBackend, id: string): Promise<OrderRow> {
  return (await backend.sql(
    `select id, reference, subtotal::float8 as subtotal, delivery_fee::float8 as delivery_fee, total::float8 as total, created_at
     from public.orders where id = $1`, [id]))[0] as unknown as OrderRow;
}

/** A pay-on-delivery order of one demo offer (`skip` picks which), placed by `patient`. */
export async function podOrder(backend: LocalBackend, patient: SupabaseClient, quantity = 1, skip = 0) {
  const offer = await demoOffer(backend, { stock: 50, skip });
  const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity }]));
  return orderRow(backend, orders[0]!.id);
}

/**
 * Pays an attempt on the Paystack stand-in's page (so its refunds work later); resolves once the
 * signed webhook has settled it.
 */
export async function payOnStandIn(backend: LocalBackend, payment: { reference: string; amount_kobo: number }) {
  const res = await fetch(`${backend.paystack.url}/transaction/initialize`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.paystack.secretKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'patient@magani.test', amount: payment.amount_kobo, reference: payment.reference }),
  });
  const { data } = (await res.json()) as { data: { authorization_url: string } };
  await fetch(`${data.authorization_url}/pay`, { method: 'POST', body: new URLSearchParams({ outcome: 'card_success' }), redirect: 'manual' });
  for (let i = 0; i < 100; i += 1) {
    const rows = await backend.sql('select paid_at is not null as paid from public.payments where reference = $1', [payment.reference]);
    if (rows[0]?.paid) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`payment ${payment.reference} was not settled by the webhook`);
}

/** An online order placed and paid on the stand-in's page. */
export async function paidOnlineOrder(backend: LocalBackend, patient: SupabaseClient, quantity = 1) {
  const { order, payment } = await onlineCheckout(backend, patient, { quantity });
  await payOnStandIn(backend, payment);
  return { order: await orderRow(backend, order.id), payment };
}

/** The pharmacy's steps, the rider's pickup and the patient's code at the door. */
export async function deliver(backend: LocalBackend, pharmacy: SupabaseClient, rider: SupabaseClient, orderId: string,
  from: 'placed' | 'ready' | 'accepted' = 'placed') {
  if (from === 'placed') await toReady(pharmacy, orderId);
  const steps = ['accept_delivery', 'mark_picked_up', 'mark_out_for_delivery'].slice(from === 'accepted' ? 1 : 0);
  for (const fn of steps) {
    const { error } = await rider.rpc(fn, { p_order_id: orderId });
    expect(error, fn).toBeNull();
  }
  const code = (await backend.sql('select code from public.delivery_codes where order_id = $1', [orderId]))[0]!.code as string;
  const { data, error } = await rider.rpc('mark_delivered', { p_order_id: orderId, p_code: code });
  expect(error).toBeNull();
  expect(data).toMatchObject({ ok: true });
}

/** Sum of an account's lines (debit positive); 0 when it has none. */
export async function balance(backend: LocalBackend, kind: string, owner: string | null = null): Promise<number> {
  return Number((await backend.sql(
    `select coalesce(sum(l.amount_kobo), 0)::bigint as b from private.ledger_lines l join private.ledger_accounts a on a.id = l.account_id
     where a.kind = $1 and a.owner_id is not distinct from $2::uuid`, [kind, owner]))[0]!.b);
}

/** The lines of the entry (cause, reference) as "kind amount", in posting order. */
export async function entryOf(backend: LocalBackend, cause: string, reference: string): Promise<string[]> {
  return (await backend.sql(
    `select a.kind || ' ' || l.amount_kobo as line from private.ledger_entries e join private.ledger_lines l on l.entry_id = e.id
     join private.ledger_accounts a on a.id = l.account_id where e.cause = $1 and e.reference = $2 order by l.id`,
    [cause, reference])).map((r) => r.line as string);
}

/** Entries whose lines do not sum to zero (should always be none). */
export async function unbalancedEntries(backend: LocalBackend): Promise<number> {
  return Number((await backend.sql(
    `select count(*)::int as n from (select entry_id from private.ledger_lines group by entry_id having sum(amount_kobo) <> 0) x`))[0]!.n);
}

export const kobo = (naira: number) => Math.round(naira * 100);
export const share = (k: number, bp: number) => Math.round((k * bp) / 10000);

/** Runs the backend's payment jobs until every refund is paid back (the Paystack stand-in answers within a second). */
export async function refundsPaidBack(backend: LocalBackend) {
  for (let i = 0; i < 40; i += 1) {
    await backend.runPaymentJobs();
    const left = await backend.sql(`select status, failure_reason from public.payment_refunds where status <> 'processed'`);
    if (!left.length) return;
    const failed = left.find((r) => r.status === 'failed');
    if (failed) throw new Error(`a refund failed: ${String(failed.failure_reason)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('refunds were not paid back within 10 s');
}
