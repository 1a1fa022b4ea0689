// Shared set-up for the payment tests: an online checkout, and what Paystack reports about it
// (the `data` of a charge.success webhook or of a verify answer).
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { LocalBackend } from './helpers';
import { demoOffer, intent } from './order-helpers';

export interface Payment {
  reference: string;
  status: string;
  amount_kobo: number;
  currency: string;
  refunded_kobo: number;
  idempotency_key: string;
  orders: { id: string; reference: string; status: string; total: number }[];
}

/** Places an online checkout of one demo offer (stock set to `stock`); returns the first attempt. */
export async function onlineCheckout(backend: LocalBackend, patient: SupabaseClient, opts: { quantity?: number; stock?: number; skip?: number } = {}) {
  const offer = await demoOffer(backend, { stock: opts.stock ?? 40, skip: opts.skip ?? 3 });
  const body = intent([{ offer_id: offer.id, quantity: opts.quantity ?? 2 }], { payment_method: 'online' });
  const { data, error } = await patient.rpc('place_online_order', { p_intent: body });
  expect(error).toBeNull();
  const placed = data as { orders: { id: string; reference: string; total: number }[]; payment: Payment };
  return { offer, key: body.idempotency_key, order: placed.orders[0]!, payment: placed.payment };
}

/** A transaction as Paystack describes it, for `payment`, with fields to override. */
export function transaction(payment: Pick<Payment, 'reference' | 'amount_kobo'>, extra: Record<string, unknown> = {}) {
  return {
    id: 4099260516,
    status: 'success',
    reference: payment.reference,
    amount: payment.amount_kobo,
    currency: 'NGN',
    channel: 'card',
    gateway_response: 'Successful',
    paid_at: new Date().toISOString(),
    customer: { email: 'patient@magani.test' },
    authorization: { authorization_code: 'AUTH_test0001', reusable: true, brand: 'visa', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card' },
    ...extra,
  };
}

export async function settle(service: SupabaseClient, source: string, event: string, data: unknown) {
  const { data: result, error } = await service.rpc('settle_payment', { p_source: source, p_event: event, p_data: data });
  expect(error).toBeNull();
  return result as { outcome: string; payment?: Payment };
}

export async function paymentRow(backend: LocalBackend, reference: string) {
  return (await backend.sql(
    `select status, amount_kobo::int, refunded_kobo::int, paid_at is not null as paid from public.payments where reference = $1`,
    [reference],
  ))[0] as { status: string; amount_kobo: number; refunded_kobo: number; paid: boolean };
}

export async function eventsOf(backend: LocalBackend, reference: string) {
  return (await backend.sql(`select outcome from public.payment_events where reference = $1 order by id`, [reference]))
    .map((r) => r.outcome as string);
}

export async function paidEvents(backend: LocalBackend, orderId: string) {
  return Number((await backend.sql(`select count(*)::int as n from public.order_events where order_id = $1 and kind = 'paid'`, [orderId]))[0]!.n);
}
