// The catalogue's rules, tried as patients, rival pharmacies and pending pharmacies would.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, DEMO, serviceClient, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
let kingsway: SupabaseClient;
let lekki: SupabaseClient;
let lekkiId: string;
let kingswayId: string;

beforeAll(async () => {
  backend = await startBackend();
  kingsway = (await signedIn(backend, 'kingsway@pharmacies.magani.test')).client;
  lekki = (await signedIn(backend, 'lekki@pharmacies.magani.test')).client;
  const profiles = await anonClient(backend).from('pharmacy_profiles').select('id,name');
  lekkiId = profiles.data?.find((p) => p.name === 'Lekki Care Pharmacy')?.id as string;
  kingswayId = profiles.data?.find((p) => p.name === 'Kingsway Pharmacy')?.id as string;
});
afterAll(() => backend.stop());

const changes = async (client: SupabaseClient, since: string | null) => {
  const { data, error } = await client.rpc('catalogue_changes', { since });
  if (error) throw new Error(error.message);
  return data as { at: string; full: boolean; m: unknown[][]; p: unknown[][]; gone: string[] };
};
const hex = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');

/** A new pharmacy account with its pharmacy row; approved through the service role when asked. */
async function newPharmacy(approve: boolean) {
  const { client, user } = await signUp(backend, 'pharmacy', 'New Pharmacist');
  const { data, error } = await client
    .from('pharmacies')
    .insert({ name: 'Pending Chemist', address: '1 Test Road, Ikeja', state: 'Lagos' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  if (approve) await serviceClient(backend).from('pharmacies').update({ status: 'approved' }).eq('id', data.id);
  return { client, user, pharmacyId: data.id as string };
}

async function newMedicine(client: SupabaseClient, name: string) {
  const { data, error } = await client
    .from('medicines')
    .insert({ name, generic_name: 'Testamol', dosage_form: 'Tablet', category: 'painkillers', strength: '10mg' })
    .select('id, created_by')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; created_by: string };
}

describe('what everyone sees', () => {
  test('a seeded medicine has offers from several approved pharmacies, readable without signing in', async () => {
    const anon = anonClient(backend);
    const { data: offers } = await anon.from('offers').select('medicine_id, price, pharmacy_id');
    expect(offers?.length).toBeGreaterThan(500);
    const perMedicine = new Map<string, number>();
    for (const o of offers ?? []) perMedicine.set(o.medicine_id, (perMedicine.get(o.medicine_id) ?? 0) + 1);
    expect(Math.max(...perMedicine.values())).toBeGreaterThanOrEqual(2);
    const { count } = await anon.from('medicines').select('id', { count: 'exact' });
    expect(count).toBeGreaterThan(100);
  });

  test('the public pharmacy profile shows approved pharmacies only and never the licence file', async () => {
    const pending = await newPharmacy(false);
    const anon = anonClient(backend);
    const { data } = await anon.from('pharmacy_profiles').select('*');
    expect(data?.some((p) => p.id === pending.pharmacyId)).toBe(false);
    expect(data?.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(data?.[0] ?? {})).not.toContain('license_document_url');
    const probe = await anon.from('pharmacy_profiles').select('license_document_url');
    expect(probe.error).not.toBeNull();
    const write = await anon.from('pharmacy_profiles').update({ name: 'Hijacked' }).eq('id', lekkiId);
    expect(write.error?.code).toBe('42501');
    const direct = await anon.from('pharmacies').select('id');
    expect(direct.data ?? []).toEqual([]);
  });

  test('a pharmacy cannot give itself a rating', async () => {
    const { error } = await kingsway.from('pharmacies').update({ rating: 5 }).eq('id', kingswayId);
    expect(error?.code).toBe('42501');
  });
});

describe('unapproved pharmacies', () => {
  test('a pending pharmacy cannot list an offer', async () => {
    const pending = await newPharmacy(false);
    const { data: medicine } = await anonClient(backend).from('medicines').select('id').limit(1).single();
    const { error } = await pending.client
      .from('offers')
      .insert({ medicine_id: medicine?.id, price: 500, stock_quantity: 10 });
    expect(error?.code).toBe('42501');
  });

  test("a suspended pharmacy's offers disappear for everyone else, and a refresh reports them gone", async () => {
    const pharmacy = await newPharmacy(true);
    const medicine = await newMedicine(pharmacy.client, 'Suspendol 10mg Tablets');
    const { data: offer, error } = await pharmacy.client
      .from('offers')
      .insert({ medicine_id: medicine.id, price: 750, stock_quantity: 20 })
      .select('id, pharmacy_id')
      .single();
    expect(error).toBeNull();
    expect(offer?.pharmacy_id).toBe(pharmacy.pharmacyId);
    const anon = anonClient(backend);
    expect((await anon.from('offers').select('id').eq('id', offer?.id)).data).toHaveLength(1);
    const before = await changes(anon, null);

    await serviceClient(backend).from('pharmacies').update({ status: 'suspended' }).eq('id', pharmacy.pharmacyId);
    expect((await anon.from('offers').select('id').eq('id', offer?.id)).data).toEqual([]);
    const { patient } = { patient: (await signedIn(backend, DEMO.patient.email)).client };
    expect((await patient.from('offers').select('id').eq('id', offer?.id)).data).toEqual([]);
    // The pharmacy itself still sees its own offer.
    expect((await pharmacy.client.from('offers').select('id').eq('id', offer?.id)).data).toHaveLength(1);

    const full = await changes(anon, null);
    expect(JSON.stringify(full.m)).not.toContain(hex(offer?.id as string));
    const delta = await changes(anon, before.at);
    expect(delta.gone).toContain(hex(offer?.id as string));
  });
});

describe('a pharmacy changes only its own offers', () => {
  test('another pharmacy cannot change, reassign or delete an offer', async () => {
    const service = serviceClient(backend);
    const { data: target } = await service.from('offers').select('id, price, stock_quantity').eq('pharmacy_id', lekkiId).limit(1).single();
    const update = await kingsway.from('offers').update({ price: 1, stock_quantity: 0 }).eq('id', target?.id).select('id');
    expect(update.data ?? []).toEqual([]);
    const removed = await kingsway.from('offers').delete().eq('id', target?.id);
    expect(removed.error?.code).toBe('42501');
    const { data: after } = await service.from('offers').select('price, stock_quantity').eq('id', target?.id).single();
    expect(after).toEqual({ price: target?.price, stock_quantity: target?.stock_quantity });

    // Listing an offer in another pharmacy's name is refused too.
    const medicine = await newMedicine(kingsway, 'Rivalol 5mg Tablets');
    const forged = await kingsway.from('offers').insert({ pharmacy_id: lekkiId, medicine_id: medicine.id, price: 100, stock_quantity: 1 });
    expect(forged.error?.code).toBe('42501');
  });

  test('its own offer: price and stock change, delisting hides it and a refresh says so', async () => {
    const medicine = await newMedicine(kingsway, 'Ownol 20mg Tablets');
    const { data: offer } = await kingsway
      .from('offers')
      .insert({ medicine_id: medicine.id, price: 900, stock_quantity: 5 })
      .select('id, pharmacy_id')
      .single();
    expect(offer?.pharmacy_id).toBe(kingswayId);
    const anon = anonClient(backend);
    const before = await changes(anon, null);
    const moved = await kingsway.from('offers').update({ pharmacy_id: lekkiId, price: 950 }).eq('id', offer?.id).select('pharmacy_id, price').single();
    expect(moved.data).toEqual({ pharmacy_id: kingswayId, price: 950 });
    const bad = await kingsway.from('offers').update({ stock_quantity: -1 }).eq('id', offer?.id);
    expect(bad.error?.code).toBe('23514');

    const changed = await changes(anon, before.at);
    expect(JSON.stringify(changed.m)).toContain(`"${hex(offer?.id as string)}"`);
    expect(changed.m).toHaveLength(1);

    await kingsway.from('offers').update({ listed: false }).eq('id', offer?.id);
    expect((await anon.from('offers').select('id').eq('id', offer?.id)).data).toEqual([]);
    const delisted = await changes(anon, changed.at);
    expect(delisted.gone).toEqual([hex(offer?.id as string)]);
    const quiet = await changes(anon, delisted.at);
    expect(quiet).toMatchObject({ m: [], p: [], gone: [] });
  });
});

describe('cost prices', () => {
  test('only the owning pharmacy reads or writes them', async () => {
    const service = serviceClient(backend);
    const { data: lekkiOffer } = await service.from('offers').select('id').eq('pharmacy_id', lekkiId).limit(1).single();
    const own = await lekki.from('offer_costs').select('offer_id, cost_price').eq('offer_id', lekkiOffer?.id);
    expect(own.data).toHaveLength(1);

    expect((await kingsway.from('offer_costs').select('cost_price').eq('offer_id', lekkiOffer?.id)).data).toEqual([]);
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    expect((await patient.from('offer_costs').select('cost_price')).data).toEqual([]);
    expect((await anonClient(backend).from('offer_costs').select('cost_price')).error).not.toBeNull();

    const overwrite = await kingsway.from('offer_costs').update({ cost_price: 1 }).eq('offer_id', lekkiOffer?.id).select('offer_id');
    expect(overwrite.data ?? []).toEqual([]);
    const { data: kept } = await service.from('offer_costs').select('cost_price').eq('offer_id', lekkiOffer?.id).single();
    expect(kept?.cost_price).toBe(own.data?.[0]?.cost_price);
  });
});

describe('medicines are shared', () => {
  test('patients and pending pharmacies cannot add medicines; the NAFDAC number must be well formed', async () => {
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    const attempt = await patient.from('medicines').insert({ name: 'X', generic_name: 'X', dosage_form: 'Tablet', category: 'skin' });
    expect(attempt.error?.code).toBe('42501');
    const pending = await newPharmacy(false);
    const again = await pending.client.from('medicines').insert({ name: 'X', generic_name: 'X', dosage_form: 'Tablet', category: 'skin' });
    expect(again.error?.code).toBe('42501');
    const badNumber = await kingsway
      .from('medicines')
      .insert({ name: 'Y', generic_name: 'Y', dosage_form: 'Tablet', category: 'skin', nafdac_number: 'NAFDAC123' });
    expect(badNumber.error?.code).toBe('23514');
  });

  test('its creator may reword it only until another pharmacy offers it', async () => {
    const medicine = await newMedicine(kingsway, 'Sharedol 50mg Tablets');
    const { data: me } = await kingsway.auth.getUser();
    expect(medicine.created_by).toBe(me.user?.id);
    const first = await kingsway.from('medicines').update({ description: 'For pain.' }).eq('id', medicine.id).select('id');
    expect(first.data).toHaveLength(1);
    await lekki.from('offers').insert({ medicine_id: medicine.id, price: 300, stock_quantity: 3 });
    const second = await kingsway.from('medicines').update({ name: 'Renamed' }).eq('id', medicine.id).select('id');
    expect(second.data ?? []).toEqual([]);
    const { data } = await anonClient(backend).from('medicines').select('name').eq('id', medicine.id).single();
    expect(data?.name).toBe('Sharedol 50mg Tablets');
  });
});
