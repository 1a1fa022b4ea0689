// Set-up for the admin report and alert tests: orders moved through the real order functions,
// and consultations written as rows (their booking flow is covered by consultations.test.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { act, demoOffer, intent, place, toReady } from './order-helpers';

export type Clients = { patient: SupabaseClient; pharmacy: SupabaseClient; rider: SupabaseClient };

/** A backend of the test file's own, the demo admin, and a patient, pharmacy and online rider. */
export async function adminWithMarketplace() {
  const backend = await startBackend();
  const admin = (await signedIn(backend, DEMO.admin.email)).client;
  const c: Clients = {
    patient: (await signedIn(backend, DEMO.patient.email)).client,
    pharmacy: (await signedIn(backend, DEMO.pharmacy.email)).client,
    rider: (await signedIn(backend, DEMO.rider.email)).client,
  };
  expect((await c.rider.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' })).error).toBeNull();
  return { backend, admin, c };
}

/** Places one order of the demo pharmacy for `quantity` units, delivered to `state`. */
export async function placeOrder(backend: LocalBackend, patient: SupabaseClient, state = 'Lagos', quantity = 1) {
  const offer = await demoOffer(backend, { stock: 50 });
  // An LGA of that state: the database refuses one from another state.
  const lga = (await backend.sql('select name from public.lgas where state = $1 order by name limit 1', [state]))[0]?.name;
  const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity }], {
    address: { state, lga, street: '5 Awolowo Way', landmark: 'Near the filling station' },
  }));
  return orders[0]!;
}

/** Takes an order from placed to delivered, each step by the person it belongs to. */
export async function deliver(c: Clients, orderId: string) {
  await toReady(c.pharmacy, orderId);
  for (const fn of ['accept_delivery', 'mark_picked_up', 'mark_out_for_delivery']) {
    expect((await act(c.rider, fn, { p_order_id: orderId })).error, fn).toBeNull();
  }
  const { data: code } = await c.patient.from('delivery_codes').select('code').eq('order_id', orderId).single();
  const done = await act(c.rider, 'mark_delivered', { p_order_id: orderId, p_code: code?.code });
  expect(done.error).toBeNull();
  expect(done.data).toMatchObject({ ok: true });
}

let slot = 0;
/** A consultation of the demo patient with the demo doctor, written directly. */
export async function consultation(backend: LocalBackend, fee: number, status: 'booked' | 'completed' | 'cancelled') {
  slot += 1;
  const rows = await backend.sql(
    `insert into public.consultations (client_id, patient_id, doctor_id, starts_at, type, status, fee, fee_status)
     values ($1, $2, $3, now() + ($4 || ' hours')::interval, 'video', $5, $6, $7) returning id`,
    [`report-test-${Date.now()}-${slot}`, DEMO.patient.id, DEMO.doctor.id, String(1000 + slot), status, fee, status === 'completed' ? 'owed' : 'not_due'],
  );
  return rows[0]!.id as string;
}
