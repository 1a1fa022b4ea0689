// Prescription review: who reads a prescription and its files, who answers it and from which state.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { confirmedPatient, DEMO, pdf, signedIn, startBackend, type LocalBackend } from './helpers';
import { demoOffer, stockOf } from './order-helpers';

let backend: LocalBackend;
let demoPharmacyId: string;
let otherPharmacyId: string;
let pharmacy: SupabaseClient;
let otherPharmacy: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  const rows = await backend.sql(`select id::text, user_id::text from public.pharmacies where status = 'approved' order by user_id = $1 desc, name`, [DEMO.pharmacy.id]);
  demoPharmacyId = rows[0]!.id as string;
  otherPharmacyId = rows[1]!.id as string;
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  // Another approved pharmacy, signed in with a password set for this test.
  const other = await backend.sql('select p.user_id::text, u.email from public.pharmacies p join auth.users u on u.id = p.user_id where p.id = $1', [otherPharmacyId]);
  await backend.sql(`update auth.users set encrypted_password = (select encrypted_password from auth.users where id = $1) where id = $2`, [DEMO.pharmacy.id, other[0]!.user_id]);
  otherPharmacy = (await signedIn(backend, other[0]!.email as string)).client;
}, 240_000); // building the database from every migration is slow on a busy machine
afterAll(() => backend.stop());

async function submit(to = demoPharmacyId) {
  const patient = await confirmedPatient(backend);
  const id = crypto.randomUUID();
  const path = `${patient.user.id}/${id}/1-scan.pdf`;
  expect((await patient.client.storage.from('prescriptions').upload(path, pdf())).error).toBeNull();
  const { data, error } = await patient.client.from('prescriptions')
    .insert({ client_id: id, pharmacy_id: to, address: '14 Adeola Odeku, Victoria Island', file_paths: [path], contact_phone: '+2348031234567' })
    .select('id').single();
  expect(error).toBeNull();
  return { ...patient, rxId: data!.id as string, path };
}

const ids = async (client: SupabaseClient) => ((await client.from('prescriptions').select('id')).data ?? []).map((r) => r.id as string);
const delivery = { state: 'Lagos', lga: 'Eti-Osa', phone: '+2348031234567', delivery_time: 'anytime' };

describe('where a prescription may go', () => {
  test('only to an approved pharmacy that exists', async () => {
    const patient = await confirmedPatient(backend);
    for (const pharmacyId of ['pharm-1', crypto.randomUUID()]) {
      const { error } = await patient.client.from('prescriptions').insert({ client_id: crypto.randomUUID(), pharmacy_id: pharmacyId, address: 'Ikeja' });
      expect(error?.message).toBe('Choose a pharmacy from the list: that one is not available');
    }
    await backend.sql(`update public.pharmacies set status = 'pending' where id = $1`, [otherPharmacyId]);
    const pending = await patient.client.from('prescriptions').insert({ client_id: crypto.randomUUID(), pharmacy_id: otherPharmacyId, address: 'Ikeja' });
    await backend.sql(`update public.pharmacies set status = 'approved' where id = $1`, [otherPharmacyId]);
    expect(pending.error?.message).toBe('Choose a pharmacy from the list: that one is not available');
  });

  test('a patient cannot write an answer into their own submission', async () => {
    const patient = await confirmedPatient(backend);
    const { error } = await patient.client.from('prescriptions')
      .insert({ client_id: crypto.randomUUID(), pharmacy_id: demoPharmacyId, address: 'Ikeja', quote_note: 'free' });
    expect(error?.message).toMatch(/only the pharmacy answers/);
  });
});

describe('who reads a prescription', () => {
  test('the receiving pharmacy and the patient, nobody else; files through short-lived links', async () => {
    const a = await submit();
    const b = await submit(otherPharmacyId);
    expect(await ids(a.client)).toEqual([a.rxId]);
    expect(await ids(pharmacy)).toContain(a.rxId);
    expect(await ids(pharmacy)).not.toContain(b.rxId);
    expect(await ids(otherPharmacy)).toContain(b.rxId);
    expect(await ids(otherPharmacy)).not.toContain(a.rxId);

    const signed = await pharmacy.storage.from('prescriptions').createSignedUrl(a.path, 1);
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    expect((await otherPharmacy.storage.from('prescriptions').createSignedUrl(a.path, 60)).error).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the link's own 1 s lifetime must pass
    const expired = await fetch(signed.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect((await expired.json()).error).toBe('InvalidJWT');
  });
});

describe('answers', () => {
  test('only the receiving pharmacy quotes or refuses, and only a submitted prescription', async () => {
    const a = await submit();
    const offer = await demoOffer(backend, { stock: 10 });
    const items = [{ offer_id: offer.id, quantity: 2 }];
    expect((await otherPharmacy.rpc('quote_prescription', { p_id: a.rxId, p_items: items, p_note: '' })).error?.message)
      .toBe('That prescription was not sent to your pharmacy');
    expect((await a.client.rpc('quote_prescription', { p_id: a.rxId, p_items: items, p_note: '' })).error?.message)
      .toBe('That prescription was not sent to your pharmacy');
    // Another pharmacy's offer is not the receiving pharmacy's to quote.
    const foreign = (await backend.sql('select id::text from public.offers where pharmacy_id = $1 limit 1', [otherPharmacyId]))[0];
    if (foreign) {
      expect((await pharmacy.rpc('quote_prescription', { p_id: a.rxId, p_items: [{ offer_id: foreign.id, quantity: 1 }], p_note: '' })).error?.message)
        .toBe('An item is not one of your listed products');
    }
    const quoted = await pharmacy.rpc('quote_prescription', {
      p_id: a.rxId, p_items: [...items, { name: 'Spacer device', unit_price: 1500, quantity: 1 }], p_note: 'Take with food',
    });
    expect(quoted.error).toBeNull();
    expect(quoted.data.subtotal).toBe(offer.price * 2 + 1500);
    expect((await pharmacy.rpc('refuse_prescription', { p_id: a.rxId, p_reason: 'Changed my mind' })).error?.message)
      .toBe('This prescription is already quoted');
    const bell = await a.client.from('notifications').select('title, link');
    expect(bell.data).toContainEqual({ title: 'Your prescription has a quote', link: `/prescriptions/confirmation?id=${a.rxId}` });
  });

  test('a refusal needs a reason and leaves nothing to accept', async () => {
    const a = await submit();
    expect((await pharmacy.rpc('refuse_prescription', { p_id: a.rxId, p_reason: '' })).error?.message)
      .toBe('Say why you cannot fill this prescription');
    expect((await pharmacy.rpc('refuse_prescription', { p_id: a.rxId, p_reason: 'The prescription has expired' })).error).toBeNull();
    const { data } = await a.client.rpc('prescription_list');
    expect(data[0]).toMatchObject({ status: 'refused', refusal_reason: 'The prescription has expired' });
    expect((await a.client.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: delivery })).error?.message)
      .toBe('This prescription is refused: there is no quote to answer');
  });

  test('only the patient accepts; the quote becomes one order with the quoted lines and takes stock', async () => {
    const a = await submit();
    const offer = await demoOffer(backend, { stock: 10 });
    await pharmacy.rpc('quote_prescription', {
      p_id: a.rxId, p_items: [{ offer_id: offer.id, quantity: 3 }, { name: 'Spacer device', unit_price: 1500, quantity: 1 }], p_note: null,
    });
    const stranger = await confirmedPatient(backend);
    expect((await stranger.client.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: delivery })).error?.message)
      .toBe('That prescription is not one of yours');
    expect((await pharmacy.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: delivery })).error?.message)
      .toBe('That prescription is not one of yours');
    expect((await a.client.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: { ...delivery, state: '' } })).error?.message)
      .toBe('Choose your state');

    const accepted = await a.client.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: delivery });
    expect(accepted.error).toBeNull();
    expect(await stockOf(backend, offer.id)).toBe(7);
    const { data: order } = await a.client.from('orders').select('reference, status, subtotal, pharmacy_id, prescription_status')
      .eq('reference', accepted.data.order.reference).single();
    expect(order).toMatchObject({ status: 'placed', pharmacy_id: demoPharmacyId, prescription_status: 'approved' });
    expect(Number(order!.subtotal)).toBe(offer.price * 3 + 1500);
    expect((await a.client.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: delivery })).error?.message)
      .toBe('This prescription is accepted: there is no quote to answer');
    expect(await stockOf(backend, offer.id)).toBe(7);
  });

  test('a declined quote cannot be accepted afterwards', async () => {
    const a = await submit();
    await pharmacy.rpc('quote_prescription', { p_id: a.rxId, p_items: [{ name: 'Amoxicillin 500mg', unit_price: 200, quantity: 21 }], p_note: '' });
    expect((await a.client.rpc('decline_prescription_quote', { p_id: a.rxId })).error).toBeNull();
    expect((await a.client.rpc('accept_prescription_quote', { p_id: a.rxId, p_delivery: delivery })).error?.message)
      .toBe('This prescription is declined: there is no quote to answer');
  });
});
