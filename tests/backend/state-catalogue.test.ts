// One state's copy of the catalogue: the figures the server keeps per state and medicine, the
// first download, and refreshes that carry only what moved.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

type Copy = { at: string; state: string; full: boolean; m: unknown[][]; f: unknown[][] };
const copyOf = async (client: SupabaseClient, state: string, since: string | null = null) => {
  const { data, error } = await client.rpc('state_catalogue', { state, since });
  if (error) throw new Error(error.message);
  return data as Copy;
};
const short = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');

/** An approved pharmacy in `state` and a medicine of its own, for figures nobody else touches. */
async function pharmacyIn(state: string, name: string) {
  const { client } = await signUp(backend, 'pharmacy', 'State Pharmacist');
  const { data, error } = await client
    .from('pharmacies')
    .insert({ name, address: '2 Test Road', state })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  await serviceClient(backend).from('pharmacies').update({ status: 'approved' }).eq('id', data.id);
  return { client, id: data.id as string };
}

async function medicine(client: SupabaseClient, name: string) {
  const { data, error } = await client
    .from('medicines')
    .insert({ name, generic_name: 'Statemol', dosage_form: 'Tablet', category: 'painkillers', strength: '5mg' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

async function offer(client: SupabaseClient, medicineId: string, price: number, stock: number) {
  const { data, error } = await client
    .from('offers')
    .insert({ medicine_id: medicineId, price, stock_quantity: stock })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

const rowOf = (copy: Copy, id: string) => copy.m.find((r) => r[0] === short(id));
const figuresOf = (copy: Copy, id: string) => copy.f.find((r) => r[0] === short(id));

describe('one state, as a patient downloads it', () => {
  test("the seeded Lagos copy has each medicine's cheapest price, pharmacy count and stock, from the offers", async () => {
    const anon = anonClient(backend);
    const copy = await copyOf(anon, 'Lagos');
    expect(copy.full).toBe(true);
    expect(copy.m.length).toBeGreaterThan(50);
    const { data: lagos } = await anon.from('pharmacy_profiles').select('id').eq('state', 'Lagos');
    const inLagos = new Set((lagos ?? []).map((p) => p.id as string));
    const { data: offers } = await anon.from('offers').select('medicine_id, price, stock_quantity, pharmacy_id');
    const byMedicine = new Map<string, { price: number; stock: number }[]>();
    for (const o of (offers ?? []).filter((x) => inLagos.has(x.pharmacy_id))) {
      byMedicine.set(o.medicine_id, [...(byMedicine.get(o.medicine_id) ?? []), { price: Number(o.price), stock: o.stock_quantity }]);
    }
    expect(copy.m).toHaveLength(byMedicine.size);
    for (const [id, list] of byMedicine) {
      const row = rowOf(copy, id);
      const stocked = list.filter((o) => o.stock > 0).map((o) => o.price);
      expect(row?.slice(12)).toEqual([
        Math.min(...(stocked.length ? stocked : list.map((o) => o.price))),
        list.length,
        stocked.length > 0,
      ]);
    }
  });

  test('an unknown state is refused with a clear error', async () => {
    const { error } = await anonClient(backend).rpc('state_catalogue', { state: 'London', since: null });
    expect(error?.message).toBe('Unknown state');
  });
});

describe('refreshes carry only what moved', () => {
  test('nothing new: empty; a price change: its figures only; a new medicine: its details', async () => {
    const anon = anonClient(backend);
    const kano = await pharmacyIn('Kano', 'Sabon Gari Chemist');
    const med = await medicine(kano.client, 'Kanodol 5mg Tablets');
    const first = await copyOf(anon, 'Kano');
    expect(rowOf(first, med)).toBeUndefined(); // not offered yet: not in the copy

    const offerId = await offer(kano.client, med, 900, 12);
    const added = await copyOf(anon, 'Kano', first.at);
    expect(rowOf(added, med)?.slice(0, 2)).toEqual([short(med), 'Kanodol 5mg Tablets']);
    expect(rowOf(added, med)?.slice(12)).toEqual([900, 1, true]);
    // Another state's copy does not move.
    const lagos = await copyOf(anon, 'Lagos');
    expect(rowOf(lagos, med)).toBeUndefined();

    const quiet = await copyOf(anon, 'Kano', added.at);
    expect(quiet.m).toEqual([]);
    expect(quiet.f).toEqual([]);

    // A stock change that leaves it in stock changes no figure: still nothing to send.
    await kano.client.from('offers').update({ stock_quantity: 11 }).eq('id', offerId);
    const same = await copyOf(anon, 'Kano', quiet.at);
    expect([same.m, same.f]).toEqual([[], []]);

    await kano.client.from('offers').update({ price: 850 }).eq('id', offerId);
    const moved = await copyOf(anon, 'Kano', same.at);
    expect(moved.m).toEqual([]);
    expect(figuresOf(moved, med)).toEqual([short(med), 850, 1, true]);

    // A second pharmacy, out of stock and dearer: counted, the price stays the in-stock one.
    const other = await pharmacyIn('Kano', 'Fagge Pharmacy');
    await offer(other.client, med, 700, 0);
    const two = await copyOf(anon, 'Kano', moved.at);
    expect(figuresOf(two, med)).toEqual([short(med), 850, 2, true]);

    // Out of stock everywhere: the cheapest price, and not in stock.
    await kano.client.from('offers').update({ stock_quantity: 0 }).eq('id', offerId);
    const empty = await copyOf(anon, 'Kano', two.at);
    expect(figuresOf(empty, med)).toEqual([short(med), 700, 2, false]);
  });

  test('a suspended pharmacy leaves the count; the last one gone drops the medicine from the copy', async () => {
    const anon = anonClient(backend);
    const ph = await pharmacyIn('Ekiti', 'Ado Ekiti Chemist');
    const med = await medicine(ph.client, 'Ekitidol 5mg Tablets');
    await offer(ph.client, med, 400, 3);
    const before = await copyOf(anon, 'Ekiti');
    expect(rowOf(before, med)?.slice(12)).toEqual([400, 1, true]);

    await serviceClient(backend).from('pharmacies').update({ status: 'suspended' }).eq('id', ph.id);
    const after = await copyOf(anon, 'Ekiti', before.at);
    expect(figuresOf(after, med)).toEqual([short(med), null, 0, false]);
    expect(rowOf(await copyOf(anon, 'Ekiti'), med)).toBeUndefined();

    // Approved again: offered again, so the details travel again.
    await serviceClient(backend).from('pharmacies').update({ status: 'approved' }).eq('id', ph.id);
    const back = await copyOf(anon, 'Ekiti', after.at);
    expect(rowOf(back, med)?.slice(12)).toEqual([400, 1, true]);
  });

  test('a medicine renamed: its details again, once, in the states that offer it only', async () => {
    const anon = anonClient(backend);
    const ph = await pharmacyIn('Gombe', 'Gombe Central Pharmacy');
    const med = await medicine(ph.client, 'Gombedol 5mg Tablets');
    const offerId = await offer(ph.client, med, 600, 4);
    const [gombe, osun] = [await copyOf(anon, 'Gombe'), await copyOf(anon, 'Osun')];

    await backend.sql(`update public.medicines set name = 'Gombedol Forte 5mg Tablets' where id = $1`, [med]);
    const renamed = await copyOf(anon, 'Gombe', gombe.at);
    expect(renamed.m.map((r) => r.slice(0, 2))).toEqual([[short(med), 'Gombedol Forte 5mg Tablets']]);
    expect(renamed.m[0]?.slice(12)).toEqual([600, 1, true]);
    expect(renamed.f).toEqual([]);
    expect(await copyOf(anon, 'Osun', osun.at)).toMatchObject({ m: [], f: [] });

    // Renamed and repriced since the same cursor: one whole row with the new price.
    await ph.client.from('offers').update({ price: 550 }).eq('id', offerId);
    const both = await copyOf(anon, 'Gombe', gombe.at);
    expect(both.m.map((r) => [r[1], ...r.slice(12)])).toEqual([['Gombedol Forte 5mg Tablets', 550, 1, true]]);
    expect(both.f).toEqual([]);
  });

  test('nobody writes the figures directly', async () => {
    const { client } = await signUp(backend, 'patient', 'Curious Patient');
    const write = await client.from('state_prices').update({ from_price: 1 }).eq('state', 'Lagos').select('state');
    expect(write.error?.code ?? (write.data ?? []).length).toBeTruthy();
    const { data } = await anonClient(backend).from('state_prices').select('from_price').eq('state', 'Lagos').gt('from_price', 1).limit(1);
    expect(data?.length).toBe(1);
  });
});

describe("one medicine's offers", () => {
  test("fetched when opened: the state's pharmacies with prices, cheapest first", async () => {
    const anon = anonClient(backend);
    const copy = await copyOf(anon, 'Lagos');
    const id = Buffer.from(String(copy.m[0]?.[0]), 'base64url').toString('hex');
    const uuid = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
    const { data, error } = await anon.rpc('medicine_offers', { medicines: [uuid], state: 'Lagos' });
    expect(error).toBeNull();
    const body = data as { p: unknown[][]; o: unknown[][] };
    expect(body.o).toHaveLength(Number(copy.m[0]?.[13]));
    expect(body.o.every((o) => o[5] === copy.m[0]?.[0])).toBe(true);
    expect(body.p.every((p) => p[4] === 'Lagos')).toBe(true);
    const prices = body.o.map((o) => Number(o[2]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
