// Riders: first to accept wins, only in their state and online; the patient's code proves delivery
// and only the patient can read it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { act, approvedRider, demoOffer, intent, place, statusOf, toReady } from './order-helpers';

let backend: LocalBackend;
let patient: SupabaseClient;
let pharmacy: SupabaseClient;
let rider: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  rider = (await signedIn(backend, DEMO.rider.email)).client;
  expect((await rider.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' })).error).toBeNull();
});
afterAll(() => backend.stop());
// A new confirmed patient per test: one patient may hold only 5 open orders.
beforeEach(async () => {
  patient = (await confirmedPatient(backend)).client;
});

async function readyOrder() {
  const offer = await demoOffer(backend, { stock: 30 });
  const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }]));
  await toReady(pharmacy, orders[0]!.id);
  return orders[0]!.id;
}

describe('taking a pickup', () => {
  test('two riders accepting at once: exactly one gets it', async () => {
    const id = await readyOrder();
    const second = await approvedRider(backend);
    const results = await Promise.all([act(rider, 'accept_delivery', { p_order_id: id }), act(second.client, 'accept_delivery', { p_order_id: id })]);
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    const lost = results.find((r) => r.error);
    expect(lost?.error?.message).toBe('Another rider has already taken this pickup');
    const [row] = await backend.sql('select count(*)::int as n from public.order_events where order_id = $1 and kind = $2', [id, 'rider_assigned']);
    expect(row!.n).toBe(1);
  });

  test('only online riders in the pharmacy\'s state see and take it', async () => {
    const id = await readyOrder();
    const abuja = await approvedRider(backend, 'FCT', 'Abuja Rider');
    expect((await abuja.client.rpc('rider_board')).data.pickups.some((p: { id: string }) => p.id === id)).toBe(false);
    expect((await act(abuja.client, 'accept_delivery', { p_order_id: id })).error?.code).toBe('42501');
    const offline = await approvedRider(backend, 'Lagos', 'Offline Rider');
    await offline.client.rpc('set_rider_availability', { p_online: false, p_state: null });
    expect((await offline.client.rpc('rider_board')).data.pickups).toEqual([]);
    expect((await act(offline.client, 'accept_delivery', { p_order_id: id })).error?.hint).toBe('offline');
    expect((await rider.rpc('rider_board')).data.pickups.some((p: { id: string }) => p.id === id)).toBe(true);
  });

  test('a rider waiting for approval cannot go online', async () => {
    const pending = await approvedRider(backend);
    await backend.sql(`update public.riders set approval_status = 'pending', is_online = false where user_id = $1`, [pending.user.id]);
    expect((await pending.client.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' })).error?.code).toBe('42501');
  });
});

describe('delivery with the code', () => {
  test('only the patient reads the code; the wrong code is refused; the right one delivers', async () => {
    const id = await readyOrder();
    expect((await act(rider, 'accept_delivery', { p_order_id: id })).error).toBeNull();
    expect((await act(rider, 'mark_picked_up', { p_order_id: id })).error).toBeNull();
    expect((await act(rider, 'mark_out_for_delivery', { p_order_id: id })).error).toBeNull();

    const { data: own } = await patient.from('delivery_codes').select('code').eq('order_id', id).single();
    expect(own?.code).toMatch(/^\d{4}$/);
    for (const other of [rider, pharmacy]) {
      expect((await other.from('delivery_codes').select('code').eq('order_id', id)).data).toEqual([]);
      const feed = (await other.rpc('order_feed', { p_after: 0 })).data;
      const order = feed.orders.find((o: { id: string }) => o.id === id);
      expect(order.delivery_code).toBeNull();
    }
    const patientView = (await patient.rpc('order_feed', { p_after: 0 })).data.orders.find((o: { id: string }) => o.id === id);
    expect(patientView.delivery_code).toBe(own?.code);
    expect(patientView.rider).toMatchObject({ name: 'Dayo Rider', phone: '+2348010000004' });

    const wrong = own?.code === '0000' ? '1111' : '0000';
    expect((await act(rider, 'mark_delivered', { p_order_id: id, p_code: wrong })).data).toMatchObject({ ok: false });
    expect(await statusOf(backend, id)).toBe('out_for_delivery');
    expect((await act(rider, 'mark_delivered', { p_order_id: id, p_code: own?.code })).data).toMatchObject({ ok: true });
    expect(await statusOf(backend, id)).toBe('delivered');
    const board = (await rider.rpc('rider_board')).data;
    expect(board.rider.name).toBe('Dayo Rider');
    expect(board.history.length).toBeGreaterThan(0);
    expect(board.earnings.deliveries).toBeGreaterThan(0);
  });
});

describe('the live feed', () => {
  test('an empty poll after the cursor is small, a change brings the order', async () => {
    const id = await readyOrder();
    await backend.sql(`update public.order_events set at = at - interval '1 minute' where order_id = $1`, [id]);
    const first = (await patient.rpc('order_feed', { p_after: 0 })).data;
    const empty = (await patient.rpc('order_feed', { p_after: first.cursor })).data;
    expect(empty.orders).toEqual([]);
    expect(JSON.stringify(empty).length).toBeLessThan(60);
    expect((await act(rider, 'accept_delivery', { p_order_id: id })).error).toBeNull();
    const next = (await patient.rpc('order_feed', { p_after: first.cursor })).data;
    expect(next.orders.map((o: { id: string }) => o.id)).toEqual([id]);
    expect(next.orders[0]!.rider.name).toBe('Dayo Rider');
  });
});
