// What a prescription must be to exist and to back an order: a file or the patient's own
// e-prescription; a refused or already used one backs no order; an e-prescription is with one
// pharmacy at a time, which reads its items. Races run side by side on PostgreSQL.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, pdf, signedIn, startBackend, type LocalBackend } from './helpers';
import { demoOffer, intent, newKey, stockOf } from './order-helpers';

let backend: LocalBackend;
let pharmacy: SupabaseClient;
let other: SupabaseClient;
let demoId: string;
let otherId: string;
beforeAll(async () => {
  backend = await startBackend();
  const rows = await backend.sql(`select id::text, user_id::text from public.pharmacies where status = 'approved' order by user_id = $1 desc, name`, [DEMO.pharmacy.id]);
  demoId = rows[0]!.id as string;
  otherId = rows[1]!.id as string;
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  const [owner] = await backend.sql('select u.id::text, u.email from public.pharmacies p join auth.users u on u.id = p.user_id where p.id = $1', [otherId]);
  await backend.sql(`update auth.users set encrypted_password = (select encrypted_password from auth.users where id = $1) where id = $2`, [DEMO.pharmacy.id, owner!.id]);
  other = (await signedIn(backend, owner!.email as string)).client;
}, 240_000);
afterAll(() => backend?.stop());

const delivery = { address: '14 Adeola Odeku, Victoria Island, Lagos', phone: '+2348031234567' };
const orderDelivery = { state: 'Lagos', lga: 'Eti-Osa', phone: '+2348031234567', delivery_time: 'anytime' };

/** A confirmed patient with an uploaded prescription sent to the demo pharmacy. */
async function uploaded() {
  const patient = await confirmedPatient(backend);
  const clientId = crypto.randomUUID();
  const path = `${patient.user.id}/${clientId}/1-scan.pdf`;
  expect((await patient.client.storage.from('prescriptions').upload(path, pdf())).error).toBeNull();
  const { data, error } = await patient.client.from('prescriptions')
    .insert({ client_id: clientId, pharmacy_id: demoId, address: '3 Broad Street, Lagos', file_paths: [path] }).select('id').single();
  expect(error).toBeNull();
  return { ...patient, rxId: data!.id as string };
}

/** A confirmed patient's consultation with the demo doctor and the e-prescription written in it. */
async function eprescription() {
  const patient = await confirmedPatient(backend);
  const { data: slots } = await patient.client.rpc('free_slots', {
    p_doctor: DEMO.doctor.id, p_from: new Date().toISOString().slice(0, 10),
    p_to: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10),
  });
  const starts = (slots as string[])[Math.floor(Math.random() * 40)]!;
  const booked = await patient.client.rpc('book_consultation', {
    p_doctor: DEMO.doctor.id, p_starts_at: starts, p_type: 'video', p_symptoms: 'Cough', p_client_id: newKey(),
  });
  expect(booked.error).toBeNull();
  const doctor = (await signedIn(backend, DEMO.doctor.email)).client;
  const items = [{ name: 'Amoxicillin', strength: '500mg', dose: '1 capsule', frequency: 'Three times a day', duration: '5 days', quantity: 15 }];
  const written = await doctor.rpc('write_eprescription', { p_consultation: (booked.data as { id: string }).id, p_items: items, p_notes: 'After food', p_client_id: newKey() });
  expect(written.error).toBeNull();
  return { ...patient, eid: (written.data as { id: string }).id };
}

const send = (client: SupabaseClient, eid: string, pharmacyId: string, extra: Partial<typeof delivery> = {}) =>
  client.rpc('send_eprescription', { p_eprescription_id: eid, p_pharmacy_id: pharmacyId, p_client_id: newKey(), p_delivery: { ...delivery, ...extra } });

describe('a prescription needs a file or an e-prescription', () => {
  test('a submission with neither is refused; one pointing at an e-prescription is refused', async () => {
    const patient = await confirmedPatient(backend);
    const bare = await patient.client.from('prescriptions').insert({ client_id: crypto.randomUUID(), pharmacy_id: demoId, address: 'Ikeja' });
    expect(bare.error?.message).toBe('Attach a photo or PDF of the prescription');
    const { eid } = await eprescription();
    for (const who of [patient, await confirmedPatient(backend)]) {
      const clientId = crypto.randomUUID();
      const pointed = await who.client.from('prescriptions').insert({
        client_id: clientId, pharmacy_id: demoId, address: 'Ikeja', eprescription_id: eid, file_paths: [`${who.user.id}/${clientId}/a.pdf`],
      });
      expect(pointed.error?.code).toBe('42501');
    }
    expect(await backend.sql('select count(*)::int as n from public.prescriptions where eprescription_id = $1', [eid])).toEqual([{ n: 0 }]);
  });

  test("a patient cannot send someone else's e-prescription", async () => {
    const { eid } = await eprescription();
    const stranger = await confirmedPatient(backend);
    expect((await send(stranger.client, eid, demoId)).error?.message).toBe('Prescription not found');
  });
});

describe('what backs an order', () => {
  test('a refused prescription backs no order, at checkout or anywhere', async () => {
    const a = await uploaded();
    const offer = await demoOffer(backend, { rx: true, stock: 5 });
    expect((await pharmacy.rpc('refuse_prescription', { p_id: a.rxId, p_reason: 'The prescription has expired' })).error).toBeNull();
    const order = await a.client.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }], { prescription_id: a.rxId }) });
    expect(order.error?.hint).toBe('prescription_refused');
    expect(await stockOf(backend, offer.id)).toBe(5);
  });

  test('a prescription the pharmacist rejected on an order backs no further order', async () => {
    const a = await uploaded();
    const offer = await demoOffer(backend, { rx: true, stock: 5 });
    const first = await a.client.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }], { prescription_id: a.rxId }) });
    expect(first.error).toBeNull();
    const orderId = (first.data as { orders: { id: string }[] }).orders[0]!.id;
    expect((await pharmacy.rpc('review_order_prescription', { p_order_id: orderId, p_approved: false })).error).toBeNull();
    const again = await a.client.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }], { prescription_id: a.rxId }) });
    expect(again.error?.hint).toBe('prescription_refused');
  });

  test('a used prescription backs no second order; a cancelled order frees it', async () => {
    const a = await uploaded();
    const offer = await demoOffer(backend, { rx: true, stock: 5 });
    const order = () => a.client.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }], { prescription_id: a.rxId }) });
    const first = await order();
    expect(first.error).toBeNull();
    const again = await order();
    expect(again.error?.message).toBe('That prescription was already used for an order: attach a new one');
    expect(await stockOf(backend, offer.id)).toBe(4);
    const firstId = (first.data as { orders: { id: string }[] }).orders[0]!.id;
    expect((await a.client.rpc('cancel_order', { p_order_id: firstId })).error).toBeNull();
    expect((await order()).error).toBeNull();
  });

  test('a quote for a prescription already used at checkout cannot be accepted', async () => {
    const a = await uploaded();
    const rxOffer = await demoOffer(backend, { rx: true, stock: 5 });
    const offer = await demoOffer(backend, { stock: 5 });
    expect((await a.client.rpc('place_order', { p_intent: intent([{ offer_id: rxOffer.id, quantity: 1 }], { prescription_id: a.rxId }) })).error).toBeNull();
    expect((await pharmacy.rpc('quote_prescription', { p_id: a.rxId, p_items: [{ offer_id: offer.id, quantity: 2 }], p_note: '' })).error).toBeNull();
    const accepted = await a.client.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: orderDelivery });
    expect(accepted.error?.hint).toBe('prescription_used');
    expect(await stockOf(backend, offer.id)).toBe(5);
  });

  test('an accepted quote used its prescription: checkout refuses it after', async () => {
    const a = await uploaded();
    const offer = await demoOffer(backend, { stock: 5 });
    const rxOffer = await demoOffer(backend, { rx: true, stock: 5 });
    expect((await pharmacy.rpc('quote_prescription', { p_id: a.rxId, p_items: [{ offer_id: offer.id, quantity: 1 }], p_note: '' })).error).toBeNull();
    expect((await a.client.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: orderDelivery })).error).toBeNull();
    const reused = await a.client.rpc('place_order', { p_intent: intent([{ offer_id: rxOffer.id, quantity: 1 }], { prescription_id: a.rxId }) });
    expect(reused.error?.hint).toBe('prescription_used');
    expect(await stockOf(backend, rxOffer.id)).toBe(5);
  });

  test('two checkouts with one prescription at the same moment: one order', async () => {
    const a = await uploaded();
    const offer = await demoOffer(backend, { rx: true, stock: 10 });
    const results = await Promise.all(Array.from({ length: 6 }, () =>
      a.client.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }], { prescription_id: a.rxId }) })));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.filter((r) => r.error).map((r) => r.error!.hint)).toEqual(Array(5).fill('prescription_used'));
    expect(await stockOf(backend, offer.id)).toBe(9);
  });
});

describe('an e-prescription is with one pharmacy at a time', () => {
  test('held by one pharmacy it cannot go to another; after a refusal it can; the holder reads its items', async () => {
    const { client, eid } = await eprescription();
    expect((await send(client, eid, demoId, { address: '' })).error?.hint).toBe('address');
    expect((await send(client, eid, demoId, { phone: '0803' })).error?.hint).toBe('phone');
    const sent = await send(client, eid, demoId);
    expect(sent.error).toBeNull();
    expect((await send(client, eid, demoId)).data).toEqual(sent.data);
    expect((await send(client, eid, otherId)).error?.hint).toBe('held');
    const read = async (who: SupabaseClient) => ((await who.from('eprescriptions').select('id, items').eq('id', eid)).data ?? []);
    expect(await read(pharmacy)).toEqual([{ id: eid, items: [expect.objectContaining({ name: 'Amoxicillin', strength: '500mg', quantity: 15 })] }]);
    expect(await read(other)).toEqual([]);

    const rxId = (sent.data as { id: string }).id;
    expect((await pharmacy.rpc('refuse_prescription', { p_id: rxId, p_reason: 'Out of amoxicillin' })).error).toBeNull();
    expect(await read(pharmacy)).toEqual([]);
    expect((await send(client, eid, demoId)).error?.hint).toBe('pharmacy');
    const moved = await send(client, eid, otherId);
    expect(moved.error).toBeNull();
    expect(await read(other)).toHaveLength(1);
    const [row] = await backend.sql('select address, contact_phone, status from public.prescriptions where id = $1', [(moved.data as { id: string }).id]);
    expect(row).toEqual({ address: delivery.address, contact_phone: delivery.phone, status: 'approved' });
  });

  test('sent to several pharmacies at the same moment, it reaches exactly one', async () => {
    const { client, eid } = await eprescription();
    const targets = (await backend.sql(`select id::text from public.pharmacies where status = 'approved' order by name limit 4`)).map((r) => r.id as string);
    const results = await Promise.all(targets.map((id) => send(client, eid, id)));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(await backend.sql(`select count(*)::int as n from public.prescriptions where eprescription_id = $1`, [eid])).toEqual([{ n: 1 }]);
  });
});
