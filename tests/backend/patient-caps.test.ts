// What one patient account may do: only a confirmed account orders, books or accepts a quote; caps
// on open orders (5), units of one offer (10) and upcoming bookings with one doctor (2); a deleted
// account gives back its stock and its slots. Races run on PostgreSQL with requests side by side.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, confirmEmail, confirmedPatient, DEMO, signedIn, signUp, startBackend, type LocalBackend } from './helpers';
import { act, demoOffer, intent, newKey, stockOf } from './order-helpers';
import { testEngine } from './pg-database';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

const order = (client: SupabaseClient, lines: { offer_id: string; quantity: number }[], extra = {}) =>
  client.rpc('place_order', { p_intent: intent(lines, extra) });

async function slots(doctor: string, count: number): Promise<string[]> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
  const { data } = await anonClient(backend).rpc('free_slots', { p_doctor: doctor, p_from: from, p_to: to });
  return (data as string[]).slice(0, count);
}

const book = (client: SupabaseClient, doctor: string, startsAt: string) =>
  client.rpc('book_consultation', { p_doctor: doctor, p_starts_at: startsAt, p_type: 'video', p_symptoms: '', p_client_id: newKey() });

const openOrders = async (patient: string) =>
  Number((await backend.sql(`select count(*)::int as n from public.orders where patient_id = $1 and status = 'placed'`, [patient]))[0]!.n);

describe('an account whose e-mail is not confirmed', () => {
  test('cannot order: the stock stays, and the message says to confirm; once confirmed it can', async () => {
    const offer = await demoOffer(backend, { stock: 20 });
    const { client, user } = await signUp(backend, 'patient');
    const refused = await order(client, [{ offer_id: offer.id, quantity: 2 }]);
    expect(refused.error?.message).toMatch(/^Confirm your e-mail address before you order/);
    expect(refused.error?.hint).toBe('email_unconfirmed');
    expect(await stockOf(backend, offer.id)).toBe(20);
    await confirmEmail(backend, user.id);
    expect((await order(client, [{ offer_id: offer.id, quantity: 2 }])).error).toBeNull();
    expect(await stockOf(backend, offer.id)).toBe(18);
  });

  test('cannot book a consultation', async () => {
    const { client } = await signUp(backend, 'patient');
    const [slot] = await slots(DEMO.doctor.id, 1);
    const refused = await book(client, DEMO.doctor.id, slot!);
    expect(refused.error?.message).toMatch(/^Confirm your e-mail address before you book a consultation/);
    expect(await slots(DEMO.doctor.id, 1)).toEqual([slot]);
  });

  test('cannot accept a prescription quote (after an e-mail change reset the confirmation)', async () => {
    const offer = await demoOffer(backend, { stock: 10, skip: 3 });
    const { client, user } = await confirmedPatient(backend);
    const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
    const rx = (await backend.sql(
      `insert into public.prescriptions (user_id, client_id, pharmacy_id, file_paths, address, contact_phone)
       select $1::uuid, $2, p.id::text, array[$1::text || '/rx/page.pdf'], '5 Awolowo Way, Ikeja', '+2348031234567'
       from public.pharmacies p where p.user_id = $3 returning id`, [user.id, newKey(), DEMO.pharmacy.id]))[0]!.id as string;
    const quoted = await pharmacy.rpc('quote_prescription', { p_id: rx, p_items: [{ offer_id: offer.id, quantity: 2 }], p_note: '' });
    expect(quoted.error).toBeNull();
    await backend.sql('update public.profiles set email_confirmed = false where user_id = $1', [user.id]);
    const delivery = { state: 'Lagos', lga: 'Ikeja', phone: '+2348031234567', delivery_time: 'anytime' };
    const refused = await client.rpc('accept_prescription_quote', { p_id: rx, p_delivery: delivery });
    expect(refused.error?.hint).toBe('email_unconfirmed');
    expect(await stockOf(backend, offer.id)).toBe(10);
  });
});

describe('caps per patient', () => {
  test('a sixth open order is refused with the number in the message; a cancelled one makes room', async () => {
    const offer = await demoOffer(backend, { stock: 50 });
    const { client, user } = await confirmedPatient(backend);
    for (let i = 0; i < 5; i++) expect((await order(client, [{ offer_id: offer.id, quantity: 1 }])).error).toBeNull();
    const sixth = await order(client, [{ offer_id: offer.id, quantity: 1 }]);
    expect(sixth.error?.message).toBe('You already have 5 orders open. Wait until one is delivered, or cancel one, before ordering again.');
    expect(await stockOf(backend, offer.id)).toBe(45);
    const [first] = await backend.sql(`select id from public.orders where patient_id = $1 limit 1`, [user.id]);
    expect((await act(client, 'cancel_order', { p_order_id: first!.id })).error).toBeNull();
    expect((await order(client, [{ offer_id: offer.id, quantity: 1 }])).error).toBeNull();
  });

  test('at most 10 units of one offer, in one order and across open orders', async () => {
    const offer = await demoOffer(backend, { stock: 99, skip: 1 });
    const { client } = await confirmedPatient(backend);
    const big = await order(client, [{ offer_id: offer.id, quantity: 11 }]);
    expect(big.error?.message).toMatch(/^You can order at most 10 of .+ at a time$/);
    expect(big.error?.hint).toBe('units_limit');
    expect((await order(client, [{ offer_id: offer.id, quantity: 7 }])).error).toBeNull();
    const more = await order(client, [{ offer_id: offer.id, quantity: 4 }]);
    expect(more.error?.message).toMatch(/at most 10 of .+, and 7 are already on your open orders$/);
    expect((await order(client, [{ offer_id: offer.id, quantity: 3 }])).error).toBeNull();
    expect(await stockOf(backend, offer.id)).toBe(89);
  });

  test('at most 2 upcoming bookings with one doctor; another doctor is still bookable', async () => {
    const { client } = await confirmedPatient(backend);
    const times = await slots(DEMO.doctor.id, 3);
    expect((await book(client, DEMO.doctor.id, times[0]!)).error).toBeNull();
    expect((await book(client, DEMO.doctor.id, times[1]!)).error).toBeNull();
    const third = await book(client, DEMO.doctor.id, times[2]!);
    expect(third.error?.message).toMatch(/^You already have 2 upcoming consultations with this doctor/);
    const other = 'd0c70000-0000-4000-8000-000000000007';
    expect((await book(client, other, (await slots(other, 1))[0]!)).error).toBeNull();
  });

  test('a landmark or street of megabytes is refused with a message, not stored', async () => {
    const offer = await demoOffer(backend, { stock: 20, skip: 2 });
    const { client } = await confirmedPatient(backend);
    const huge = 'x'.repeat(4 * 1024 * 1024);
    const landmark = await order(client, [{ offer_id: offer.id, quantity: 1 }], {
      address: { state: 'Lagos', lga: 'Ikeja', street: '5 Awolowo Way', landmark: huge } });
    expect(landmark.error?.message).toBe('Keep the landmark to 200 characters or fewer');
    expect(landmark.error?.hint).toBe('address.landmark');
    expect(await stockOf(backend, offer.id)).toBe(20);
  });
});

describe('deleting an account', () => {
  test('cancels its open orders and returns their stock, and frees its upcoming bookings, before the rows go', async () => {
    const offer = await demoOffer(backend, { stock: 60, skip: 4 });
    const { client, user } = await confirmedPatient(backend);
    expect((await order(client, [{ offer_id: offer.id, quantity: 10 }])).error).toBeNull();
    expect(await stockOf(backend, offer.id)).toBe(50);
    const [slot] = await slots(DEMO.doctor.id, 1);
    expect((await book(client, DEMO.doctor.id, slot!)).error).toBeNull();
    expect(await slots(DEMO.doctor.id, 1)).not.toContain(slot);

    expect((await client.rpc('delete_my_account')).error).toBeNull();
    expect(await stockOf(backend, offer.id)).toBe(60);
    expect(await slots(DEMO.doctor.id, 1)).toEqual([slot]);
    const told = await backend.sql(
      `select n.body from public.notifications n join public.pharmacies p on p.user_id = n.user_id
       where p.id = $1 and n.title = 'Order cancelled' and n.body like '%deleted their account%'`, [offer.pharmacy_id]);
    expect(told.length).toBe(1);
    expect(await openOrders(user.id)).toBe(0);
  });
});

describe.skipIf(testEngine === 'pglite')('on PostgreSQL, side by side', () => {
  test('8 checkouts of different medicines at once by one patient: exactly 5 go through, and only their units leave the stock', async () => {
    const offers = await Promise.all(Array.from({ length: 8 }, (_, i) => demoOffer(backend, { stock: 30, skip: 10 + i })));
    const { client, user } = await confirmedPatient(backend);
    const results = await Promise.all(offers.map((o) => order(client, [{ offer_id: o.id, quantity: 1 }])));
    expect(results.filter((r) => r.error === null).length).toBe(5);
    expect(results.filter((r) => r.error?.hint === 'open_orders_limit').length).toBe(3);
    expect(await openOrders(user.id)).toBe(5);
    const stocks = await Promise.all(offers.map((o) => stockOf(backend, o.id)));
    expect(stocks.reduce((a, b) => a + b, 0)).toBe(8 * 30 - 5);
  });

  test('4 checkouts of 4 units of one offer at once: only 2 fit under 10', async () => {
    const offer = await demoOffer(backend, { stock: 99, skip: 6 });
    const { client } = await confirmedPatient(backend);
    const results = await Promise.all(Array.from({ length: 4 }, () => order(client, [{ offer_id: offer.id, quantity: 4 }])));
    expect(results.filter((r) => r.error === null).length).toBe(2);
    expect(await stockOf(backend, offer.id)).toBe(91);
  });

  test('6 bookings with one doctor at once: exactly 2 are made', async () => {
    const { client, user } = await confirmedPatient(backend);
    const doctor = 'd0c70000-0000-4000-8000-000000000007';
    const times = await slots(doctor, 6);
    const results = await Promise.all(times.map((t) => book(client, doctor, t)));
    expect(results.filter((r) => r.error === null).length).toBe(2);
    const made = await backend.sql(`select count(*)::int as n from public.consultations where patient_id = $1 and status = 'booked'`, [user.id]);
    expect(made[0]!.n).toBe(2);
  });
});
