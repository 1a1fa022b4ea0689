// Pharmacy tools in the database: add_product is all-or-nothing and checks every
// field itself; an offer belongs to one pharmacy; cost prices stay private.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, DEMO, EXE_BYTES, PNG_BYTES, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
let demo: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  demo = (await signedIn(backend, DEMO.pharmacy.email)).client;
});
afterAll(() => backend.stop());

let serial = 0;
/** A NAFDAC number of the right form that no other test uses. */
const nafdac = () => `A7-${String(Date.now() % 10000).padStart(4, '0')}${String.fromCharCode(65 + (serial++ % 26))}`;
const nextYear = () => `${new Date().getFullYear() + 1}-06-30`;
const newProduct = (patch: Record<string, unknown> = {}) => ({
  name: `Testamol ${serial} 500mg`,
  generic_name: 'Paracetamol',
  category: 'painkillers',
  nafdac_number: nafdac(),
  ingredients: [{ name: 'Paracetamol', strength: '500mg' }],
  dosage_form: 'Tablet',
  price: 1500,
  cost_price: 900,
  stock_quantity: 40,
  min_stock_level: 10,
  batch_number: 'BN-1',
  expiry_date: nextYear(),
  ...patch,
});

/** A signed-up pharmacy account with its pharmacy row in the given status. */
async function pharmacyAccount(status: 'approved' | 'pending') {
  const account = await signUp(backend, 'pharmacy', 'Other Pharmacist');
  await backend.sql(`insert into public.pharmacies (user_id, name, address, status) values ($1, 'Other Pharmacy', 'Ibadan', $2)`, [
    account.user.id,
    status,
  ]);
  return account;
}

const countWhere = async (table: string, column: string, value: string) =>
  Number((await backend.sql<{ n: number }>(`select count(*)::int as n from public.${table} where ${column} = $1`, [value]))[0]?.n);
/** The one row a query returns (as the database owner). */
const one = async <T = Record<string, unknown>>(query: string, params: unknown[]) => {
  const [row] = await backend.sql<T>(query, params);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
};

describe('add_product', () => {
  test('creates the medicine, the offer and its cost together', async () => {
    const product = newProduct();
    const { data, error } = await demo.rpc('add_product', { product });
    expect(error).toBeNull();
    const offer = await one('select price, stock_quantity, listed from public.offers where id = $1', [data.offer_id]);
    expect(offer).toMatchObject({ stock_quantity: 40, listed: true });
    expect(Number(offer.price)).toBe(1500);
    const cost = await one('select cost_price from public.offer_costs where offer_id = $1', [data.offer_id]);
    expect(Number(cost.cost_price)).toBe(900);
    const medicine = await one('select name, nafdac_number from public.medicines where id = $1', [data.medicine_id]);
    expect(medicine).toEqual({ name: product.name, nafdac_number: product.nafdac_number });
  });

  test.each([
    ['price', 'abc', 'Enter the selling price as a number, such as 1500'],
    ['price', 0, 'The selling price must be more than 0'],
    ['stock_quantity', -3, 'The stock quantity cannot be negative'],
    ['stock_quantity', 2.5, 'Enter the stock quantity as a whole number, such as 120'],
    ['expiry_date', '2020-01-31', 'The expiry date is in the past'],
    ['expiry_date', '31/01/2099', 'Enter the expiry date as dd/mm/yyyy'],
    ['nafdac_number', '12345', 'Enter the NAFDAC number in the form A4-1234 or 04-1234A'],
    ['nafdac_number', 'AB-1234', 'Enter the NAFDAC number in the form A4-1234 or 04-1234A'],
    ['generic_name', ' ', 'Generic name is required'],
    ['category', null, 'Choose a category from the list'],
    ['image_path', `${DEMO.pharmacy.id}/missing.png`, 'The product image was not uploaded. Choose it again.'],
  ])('bad %s (%j) is refused with a message for that field, and nothing is saved', async (field, value, message) => {
    const product = newProduct({ [field]: value });
    const { data, error } = await demo.rpc('add_product', { product });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '22023', details: field, message });
    expect(await countWhere('medicines', 'name', product.name)).toBe(0);
  });

  test('a NAFDAC number already in the catalogue is refused; picking that medicine works', async () => {
    const first = await demo.rpc('add_product', { product: newProduct() });
    const { nafdac_number: taken } = await one<{ nafdac_number: string }>('select nafdac_number from public.medicines where id = $1', [first.data.medicine_id]);
    const other = await pharmacyAccount('approved');
    const again = await other.client.rpc('add_product', { product: newProduct({ nafdac_number: taken }) });
    expect(again.error).toMatchObject({ details: 'nafdac_number', message: `${taken} is already in the catalogue: search for it and pick it instead` });
    const picked = await other.client.rpc('add_product', { product: { medicine_id: first.data.medicine_id, price: 1400, stock_quantity: 5 } });
    expect(picked.error).toBeNull();
    expect(picked.data.medicine_id).toBe(first.data.medicine_id);
    // The same pharmacy cannot list it twice.
    const twice = await other.client.rpc('add_product', { product: { medicine_id: first.data.medicine_id, price: 1300, stock_quantity: 5 } });
    expect(twice.error).toMatchObject({ details: 'medicine_id', message: 'You already list this medicine: change its price or stock in Inventory' });
  });

  test('an unapproved pharmacy cannot add a product, nor upload a product photo', async () => {
    const pending = await pharmacyAccount('pending');
    const product = newProduct();
    const { error } = await pending.client.rpc('add_product', { product });
    expect(error).toMatchObject({ code: '42501', message: 'Only approved pharmacies can add products' });
    expect(await countWhere('medicines', 'name', product.name)).toBe(0);
    const upload = await pending.client.storage.from('product-images').upload(`${pending.user.id}/a.png`, new Blob([PNG_BYTES], { type: 'image/png' }));
    expect(upload.error?.message).toBe('new row violates row-level security policy');
  });

  test('a patient and the anon key cannot add products', async () => {
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    expect((await patient.rpc('add_product', { product: newProduct() })).error?.code).toBe('42501');
    expect((await anonClient(backend).rpc('add_product', { product: newProduct() })).error?.code).toBe('42501');
  });
});

describe('find_medicines', () => {
  test('finds seeded and new medicines by name or NAFDAC number, for pharmacies only', async () => {
    const byName = await demo.rpc('find_medicines', { term: 'panadol' });
    expect(byName.data.map((m: { name: string }) => m.name)).toContain('Panadol 500mg Tablets');
    const byNafdac = await demo.rpc('find_medicines', { term: 'a4-1000' });
    expect(byNafdac.data[0]).toMatchObject({ name: 'Emzor Paracetamol 500mg Tablets', nafdac_number: 'A4-1000' });
    expect((await anonClient(backend).rpc('find_medicines', { term: 'panadol' })).error?.code).toBe('42501');
  });
});

describe('product-images bucket', () => {
  const png = () => new Blob([PNG_BYTES], { type: 'image/png' });

  test('an approved pharmacy uploads into its own folder, and the product keeps the photo', async () => {
    const path = `${DEMO.pharmacy.id}/photo-${Date.now()}.png`;
    expect((await demo.storage.from('product-images').upload(path, png())).error).toBeNull();
    const { data, error } = await demo.rpc('add_product', { product: newProduct({ image_path: path }) });
    expect(error).toBeNull();
    const medicine = await one('select image_path from public.medicines where id = $1', [data.medicine_id]);
    expect(medicine.image_path).toBe(path);
    const read = await anonClient(backend).storage.from('product-images').download(path);
    expect(new Uint8Array(await read.data!.arrayBuffer())).toEqual(PNG_BYTES);
    // Its public URL is a plain address, as an <img> requests it: no key.
    const url = demo.storage.from('product-images').getPublicUrl(path).data.publicUrl;
    const plain = await fetch(url);
    expect([plain.status, plain.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(PNG_BYTES);
    // A private bucket's file is not reachable that way.
    const licence = `pharmacy/${DEMO.pharmacy.id}/license_public_probe.pdf`;
    await backend.sql(`insert into storage.objects (bucket_id, name, metadata) values ('licenses', $1, '{}')`, [licence]);
    expect((await fetch(url.replace(`product-images/${path}`, `licenses/${licence}`))).status).toBe(404);
  });

  test("another account's folder, and another account's photo in a product, are refused", async () => {
    const other = await pharmacyAccount('approved');
    const stolen = await other.client.storage.from('product-images').upload(`${DEMO.pharmacy.id}/x.png`, png());
    expect(stolen.error?.message).toBe('new row violates row-level security policy');
    const path = `${DEMO.pharmacy.id}/mine-${Date.now()}.png`;
    await demo.storage.from('product-images').upload(path, png());
    const { error } = await other.client.rpc('add_product', { product: newProduct({ image_path: path }) });
    expect(error).toMatchObject({ details: 'image_path' });
  });

  test('a program labelled image/png is refused by its content', async () => {
    const fake = new Blob([EXE_BYTES as BlobPart], { type: 'image/png' });
    const { error } = await demo.storage.from('product-images').upload(`${DEMO.pharmacy.id}/fake.png`, fake);
    expect(error?.message).toBe('mime type application/x-msdownload is not supported');
  });
});
