// A pharmacy's own offers: only it changes them, its cost prices are its own, and
// every change moves updated_at (the cursor of the patients' catalogue refresh).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, DEMO, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
let demo: SupabaseClient;
let other: SupabaseClient;
let offerId: string;

beforeAll(async () => {
  backend = await startBackend();
  demo = (await signedIn(backend, DEMO.pharmacy.email)).client;
  const account = await signUp(backend, 'pharmacy', 'Rival Pharmacist');
  await backend.sql(`insert into public.pharmacies (user_id, name, address, status) values ($1, 'Rival Pharmacy', 'Abuja', 'approved')`, [
    account.user.id,
  ]);
  other = account.client;
  const { data, error } = await demo.rpc('add_product', {
    product: {
      name: 'Offerol 250mg',
      generic_name: 'Offerol',
      dosage_form: 'Tablet',
      category: 'painkillers',
      nafdac_number: 'B9-4321',
      price: 2000,
      cost_price: 1200,
      stock_quantity: 8,
      min_stock_level: 10,
    },
  });
  if (error) throw new Error(error.message);
  offerId = data.offer_id;
});
afterAll(() => backend.stop());

type OfferRow = { price: string; stock_quantity: number; listed: boolean; updated_at: string };
const offerRow = async () => {
  const [row] = await backend.sql<OfferRow>('select price, stock_quantity, listed, updated_at from public.offers where id = $1', [offerId]);
  if (!row) throw new Error('the offer is gone');
  return row;
};

describe('the owner changes its offer', () => {
  test('price and stock are saved and updated_at moves on', async () => {
    const before = await offerRow();
    const { data, error } = await demo.rpc('update_offer', { offer_id: offerId, changes: { price: 1800, stock_quantity: 0 } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ price: 1800, stock_quantity: 0, listed: true });
    const after = await offerRow();
    expect([Number(after.price), after.stock_quantity]).toEqual([1800, 0]);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
  });

  test('bad values are refused with a message for the field and change nothing', async () => {
    const before = await offerRow();
    const negative = await demo.rpc('update_offer', { offer_id: offerId, changes: { stock_quantity: -1 } });
    expect(negative.error).toMatchObject({ details: 'stock_quantity', message: 'The stock quantity cannot be negative' });
    const text = await demo.rpc('update_offer', { offer_id: offerId, changes: { price: '12abc' } });
    expect(text.error).toMatchObject({ details: 'price', message: 'Enter the selling price as a number, such as 1500' });
    expect(await offerRow()).toEqual(before);
  });

  test('restock adds to the stock; delisting and relisting are saved', async () => {
    await demo.rpc('update_offer', { offer_id: offerId, changes: { stock_quantity: 3 } });
    const { data, error } = await demo.rpc('restock_offer', { offer_id: offerId, quantity: 17 });
    expect(error).toBeNull();
    expect(data).toBe(20);
    const refused = await demo.rpc('restock_offer', { offer_id: offerId, quantity: 0 });
    expect(refused.error).toMatchObject({ details: 'quantity' });
    expect((await offerRow()).stock_quantity).toBe(20);
    await demo.rpc('update_offer', { offer_id: offerId, changes: { listed: false } });
    expect((await offerRow()).listed).toBe(false);
    await demo.rpc('update_offer', { offer_id: offerId, changes: { listed: true } });
    expect((await offerRow()).listed).toBe(true);
  });

  test('my_offers lists the own offers with the cost price', async () => {
    const { data, error } = await demo.rpc('my_offers');
    expect(error).toBeNull();
    const mine = data.find((o: { id: string }) => o.id === offerId);
    expect(mine).toMatchObject({ name: 'Offerol 250mg', cost_price: 1200, nafdac_number: 'B9-4321' });
  });
});

describe('what patients see of it', () => {
  const publicOffer = async () =>
    (await anonClient(backend).from('offers').select('price,stock_quantity').eq('id', offerId)).data ?? [];

  test('the new price and a stock of 0 (out of stock), and nothing once delisted', async () => {
    await demo.rpc('update_offer', { offer_id: offerId, changes: { price: 1750, stock_quantity: 0 } });
    expect(await publicOffer()).toEqual([{ price: 1750, stock_quantity: 0 }]);
    const feed = await anonClient(backend).rpc('catalogue_changes', { since: null });
    const medicine = feed.data.m.find((m: unknown[]) => m[1] === 'Offerol 250mg');
    // [offer id (short form), pharmacy index, price, original price or 0, stock]
    expect(medicine?.[13]).toEqual([[expect.any(String), expect.any(Number), 1750, 0, 0]]);
    await demo.rpc('update_offer', { offer_id: offerId, changes: { listed: false } });
    expect(await publicOffer()).toEqual([]);
    await demo.rpc('update_offer', { offer_id: offerId, changes: { listed: true, stock_quantity: 8 } });
    expect(await publicOffer()).toHaveLength(1);
  });
});

describe('another pharmacy cannot change it', () => {
  test('not through update_offer or restock_offer', async () => {
    const before = await offerRow();
    const update = await other.rpc('update_offer', { offer_id: offerId, changes: { price: 1, stock_quantity: 999 } });
    expect(update.error).toMatchObject({ code: '42501', message: 'This product is not in your inventory' });
    const restock = await other.rpc('restock_offer', { offer_id: offerId, quantity: 5 });
    expect(restock.error?.code).toBe('42501');
    expect(await offerRow()).toEqual(before);
  });

  test('not through a plain REST update or delete', async () => {
    const before = await offerRow();
    await other.from('offers').update({ price: 1, stock_quantity: 999 }).eq('id', offerId);
    await other.from('offers').delete().eq('id', offerId);
    expect(await offerRow()).toEqual(before);
  });
});

describe('cost prices are readable by the owning pharmacy only', () => {
  test('not by another pharmacy, a patient or the anon key', async () => {
    const own = await demo.from('offer_costs').select('cost_price').eq('offer_id', offerId);
    expect(own.data?.map((r) => Number(r.cost_price))).toEqual([1200]);
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    for (const client of [other, patient, anonClient(backend)]) {
      const { data } = await client.from('offer_costs').select('cost_price').eq('offer_id', offerId);
      expect(data ?? []).toEqual([]);
    }
    const rival = await other.rpc('my_offers');
    expect((rival.data ?? []).some((o: { id: string }) => o.id === offerId)).toBe(false);
  });
});
