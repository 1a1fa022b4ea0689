// Set-up for the refill reminder tests: a new patient with a delivered order of the demo pharmacy.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { DEMO, signedIn, type LocalBackend } from './helpers';
import { act, demoOffer, intent, place, toReady } from './order-helpers';

export interface Staff { pharmacy: SupabaseClient; rider: SupabaseClient }

export async function staff(backend: LocalBackend): Promise<Staff> {
  const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  const rider = (await signedIn(backend, DEMO.rider.email)).client;
  expect((await rider.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' })).error).toBeNull();
  return { pharmacy, rider };
}

/** Places an order of one demo offer for `patient`; delivered through each person's steps unless `deliver` is false. */
export async function orderFor(backend: LocalBackend, s: Staff, patient: SupabaseClient, phone: string, deliver = true) {
  const offer = await demoOffer(backend, { stock: 50 });
  const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 2 }], { phone }));
  const order = orders[0]!;
  if (!deliver) return order;
  await toReady(s.pharmacy, order.id);
  for (const fn of ['accept_delivery', 'mark_picked_up', 'mark_out_for_delivery']) {
    expect((await act(s.rider, fn, { p_order_id: order.id })).error, fn).toBeNull();
  }
  const { data: code } = await patient.from('delivery_codes').select('code').eq('order_id', order.id).single();
  const done = await act(s.rider, 'mark_delivered', { p_order_id: order.id, p_code: code?.code });
  expect(done.error).toBeNull();
  return order;
}

let phones = 0;
/** A number of its own per test, so the inbox shows only that test's texts. */
export const freshPhone = () => `+234809${String(Date.now() % 1e5).padStart(5, '0')}${String(++phones).padStart(2, '0')}`;
