// Order states: each step only by its role, only from its state; a timeline event and a
// notification for each; stock back on decline and cancel.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { approvedPharmacyId, confirmedPatient, DEMO, pdf, signedIn, signUp, startBackend, type LocalBackend } from './helpers';
import { act, demoOffer, intent, place, statusOf, stockOf, toReady } from './order-helpers';

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
let patientId: string;
beforeEach(async () => {
  const fresh = await confirmedPatient(backend);
  patient = fresh.client;
  patientId = fresh.user.id;
});

async function newOrder(quantity = 1) {
  const offer = await demoOffer(backend, { stock: 30 });
  const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity }]));
  return { id: orders[0]!.id, offer };
}

describe('the wrong role is refused at every step', () => {
  test('pharmacy steps by the patient, the rider or another pharmacy', async () => {
    const { id } = await newOrder();
    const otherPharmacy = (await signUp(backend, 'pharmacy')).client;
    for (const client of [patient, rider, otherPharmacy]) {
      for (const fn of ['confirm_order', 'start_preparing_order', 'mark_order_ready']) {
        expect((await act(client, fn, { p_order_id: id })).error?.code, fn).toBe('42501');
      }
      expect((await act(client, 'decline_order', { p_order_id: id, p_reason: 'Out of stock' })).error?.code).toBe('42501');
    }
    expect(await statusOf(backend, id)).toBe('placed');
  });

  test('cancel by anyone but the patient', async () => {
    const { id } = await newOrder();
    for (const client of [pharmacy, rider, (await signUp(backend, 'patient')).client]) {
      expect((await act(client, 'cancel_order', { p_order_id: id })).error?.code).toBe('42501');
    }
    expect(await statusOf(backend, id)).toBe('placed');
  });

  test('rider steps by the pharmacy, the patient or a rider not assigned', async () => {
    const { id } = await newOrder();
    await toReady(pharmacy, id);
    for (const client of [pharmacy, patient, rider]) {
      expect((await act(client, 'mark_picked_up', { p_order_id: id })).error?.code).toBe('42501');
      expect((await act(client, 'mark_out_for_delivery', { p_order_id: id })).error?.code).toBe('42501');
    }
    expect((await act(patient, 'accept_delivery', { p_order_id: id })).error?.code).toBe('42501');
    expect(await statusOf(backend, id)).toBe('ready');
  });
});

describe('the wrong state is refused', () => {
  test('skipping steps and going back', async () => {
    const { id } = await newOrder();
    const refuse = async (client: SupabaseClient, fn: string, args: Record<string, unknown> = {}) => {
      const { error } = await act(client, fn, { p_order_id: id, ...args });
      expect(error?.hint, fn).toBe('wrong_state');
    };
    await refuse(pharmacy, 'start_preparing_order');
    await refuse(pharmacy, 'mark_order_ready');
    expect((await act(pharmacy, 'confirm_order', { p_order_id: id })).error).toBeNull();
    await refuse(pharmacy, 'confirm_order');
    await refuse(pharmacy, 'decline_order', { p_reason: 'Changed my mind' });
    await refuse(patient, 'cancel_order');
    await refuse(pharmacy, 'mark_order_ready');
    expect((await act(pharmacy, 'start_preparing_order', { p_order_id: id })).error).toBeNull();
    expect((await act(pharmacy, 'mark_order_ready', { p_order_id: id })).error).toBeNull();
    await refuse(pharmacy, 'start_preparing_order');
    expect((await act(rider, 'accept_delivery', { p_order_id: id })).error).toBeNull();
    await refuse(rider, 'mark_out_for_delivery');
    await refuse(rider, 'mark_delivered', { p_code: '0000' });
    expect((await act(rider, 'mark_picked_up', { p_order_id: id })).error).toBeNull();
    await refuse(rider, 'mark_picked_up');
    await refuse(rider, 'mark_delivered', { p_code: '0000' });
    expect(await statusOf(backend, id)).toBe('picked_up');
  });

  test('a declined or cancelled order goes nowhere', async () => {
    const declined = await newOrder();
    expect((await act(pharmacy, 'decline_order', { p_order_id: declined.id, p_reason: 'Out of stock' })).error).toBeNull();
    expect((await act(pharmacy, 'confirm_order', { p_order_id: declined.id })).error?.hint).toBe('wrong_state');
    const cancelled = await newOrder();
    expect((await act(patient, 'cancel_order', { p_order_id: cancelled.id })).error).toBeNull();
    expect((await act(pharmacy, 'confirm_order', { p_order_id: cancelled.id })).error?.hint).toBe('wrong_state');
  });
});

describe('stock and reasons', () => {
  test('declining needs a reason and gives the stock back', async () => {
    const { id, offer } = await newOrder(4);
    expect(await stockOf(backend, offer.id)).toBe(26);
    expect((await act(pharmacy, 'decline_order', { p_order_id: id, p_reason: ' ' })).error?.hint).toBe('reason');
    expect((await act(pharmacy, 'decline_order', { p_order_id: id, p_reason: 'Out of stock today' })).error).toBeNull();
    expect(await stockOf(backend, offer.id)).toBe(30);
    const [row] = await backend.sql('select status, decline_reason from public.orders where id = $1', [id]);
    expect(row).toEqual({ status: 'declined', decline_reason: 'Out of stock today' });
  });

  test('the patient cancels before the pharmacy accepts and the stock comes back', async () => {
    const { id, offer } = await newOrder(3);
    expect((await act(patient, 'cancel_order', { p_order_id: id })).error).toBeNull();
    expect(await stockOf(backend, offer.id)).toBe(30);
  });
});

describe('a prescription-only line waits for the pharmacist', () => {
  test('confirm is refused until the prescription is approved', async () => {
    const offer = await demoOffer(backend, { rx: true, stock: 5 });
    const clientId = `rx-${Date.now()}`;
    const { data: rx } = await patient.from('prescriptions')
      .insert({ client_id: clientId, pharmacy_id: await approvedPharmacyId(backend), address: 'Ikeja', file_paths: [`${patientId}/${clientId}/scan.pdf`] })
      .select('id').single();
    expect(rx).not.toBeNull();
    const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }], { prescription_id: rx?.id }));
    const id = orders[0]!.id;
    expect((await act(pharmacy, 'confirm_order', { p_order_id: id })).error?.hint).toBe('prescription_not_approved');
    expect((await act(patient, 'review_order_prescription', { p_order_id: id, p_approved: true })).error?.code).toBe('42501');
    expect((await act(pharmacy, 'review_order_prescription', { p_order_id: id, p_approved: true })).error).toBeNull();
    expect((await act(pharmacy, 'confirm_order', { p_order_id: id })).error).toBeNull();
  });
});

describe('the attached prescription file', () => {
  test('the order\'s pharmacy can open it; another pharmacy cannot', async () => {
    const offer = await demoOffer(backend, { rx: true, stock: 5 });
    const clientId = `rx-file-${Date.now()}`;
    const path = `${patientId}/${clientId}/1-scan.pdf`;
    expect((await patient.storage.from('prescriptions').upload(path, pdf())).error).toBeNull();
    const { data: rx } = await patient
      .from('prescriptions').insert({ client_id: clientId, pharmacy_id: await approvedPharmacyId(backend, DEMO.pharmacy.id), address: 'Ikeja', file_paths: [path] }).select('id').single();
    const other = (await signUp(backend, 'pharmacy')).client;
    expect((await pharmacy.storage.from('prescriptions').download(path)).error).not.toBeNull();
    await place(patient, intent([{ offer_id: offer.id, quantity: 1 }], { prescription_id: rx?.id }));
    expect((await pharmacy.storage.from('prescriptions').download(path)).data).toBeTruthy();
    expect((await other.storage.from('prescriptions').download(path)).error).not.toBeNull();
  });
});

describe('the timeline and the people concerned', () => {
  test('each change is an event with its actor; notifications and texts go out', async () => {
    const { id } = await newOrder();
    await toReady(pharmacy, id);
    const events = await backend.sql('select from_status, to_status, actor_role from public.order_events where order_id = $1 order by id', [id]);
    expect(events).toEqual([
      { from_status: null, to_status: 'placed', actor_role: 'patient' },
      { from_status: 'placed', to_status: 'confirmed', actor_role: 'pharmacy' },
      { from_status: 'confirmed', to_status: 'preparing', actor_role: 'pharmacy' },
      { from_status: 'preparing', to_status: 'ready', actor_role: 'pharmacy' },
    ]);
    const { data: feed } = await pharmacy.rpc('notification_feed', { p_limit: 50 });
    expect(feed.items.some((n: { title: string }) => n.title.startsWith('New order ORD-'))).toBe(true);
    const { data: mine } = await patient.rpc('notification_feed', { p_limit: 5 });
    expect(mine.items[0].title).toBe('Order ready');
    expect(backend.inbox.list({ to: '+2348031234567' }).some((m) => m.text.includes('was accepted by Magani Demo Pharmacy'))).toBe(true);
    expect(backend.inbox.list({ to: DEMO.pharmacy.email }).some((m) => m.subject.startsWith('New order ORD-'))).toBe(true);
    expect(await patient.rpc('mark_notifications_read', { p_ids: null })).toMatchObject({ error: null });
    expect((await patient.rpc('notification_feed', { p_limit: 5 })).data.unread).toBe(0);
  });
});
