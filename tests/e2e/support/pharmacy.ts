// The demo pharmacy's products as the server holds them: created through the same server
// function the app uses, and read back the way a patient (anon key) or the owner sees them.
import { expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, demoAccounts, demoPassword } from './auth';
import { apiUrl } from './env';

const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } };

export const anonClient = () => createClient(apiUrl, anonKey, options);

let pharmacy: Promise<SupabaseClient> | undefined;
/** supabase-js signed in as the demo pharmacy. */
export function pharmacyClient(): Promise<SupabaseClient> {
  pharmacy ??= (async () => {
    const client = createClient(apiUrl, anonKey, options);
    const { error } = await client.auth.signInWithPassword({ email: demoAccounts.pharmacy, password: demoPassword });
    if (error) throw error;
    return client;
  })();
  return pharmacy;
}

const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
/** A NAFDAC number of the right form that no seeded medicine has. */
export const uniqueNafdac = () => `Q${random(1)}-${random(6)}`;
/** A product name nobody else uses, so parallel tests and reruns never collide. */
export const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${random(3)}`;

/** A local calendar day in the browser, `offset` days from today, as dd/mm/yyyy. */
export const dayMonthYear = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  }, offset);

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new medicine and the demo pharmacy's offer of it; returns the offer id and the name. */
export async function createProduct(patch: { name?: string; stock_quantity?: number; min_stock_level?: number; price?: number; expiresInDays?: number } = {}) {
  const client = await pharmacyClient();
  const name = patch.name ?? uniqueName('Testamol 500mg');
  const { data, error } = await client.rpc('add_product', {
    product: {
      name,
      generic_name: 'Paracetamol',
      dosage_form: 'Tablet',
      category: 'painkillers',
      nafdac_number: uniqueNafdac(),
      price: patch.price ?? 1500,
      stock_quantity: patch.stock_quantity ?? 40,
      min_stock_level: patch.min_stock_level ?? 10,
      batch_number: 'E2E-1',
      expiry_date: isoDay(patch.expiresInDays ?? 400),
    },
  });
  expect(error).toBeNull();
  return { offerId: data.offer_id as string, name };
}

type OfferRow = { price: number; stock_quantity: number; listed: boolean };
/** The offer as its owner sees it. */
export async function ownOffer(offerId: string): Promise<OfferRow | null> {
  const client = await pharmacyClient();
  const { data } = await client.from('offers').select('price,stock_quantity,listed').eq('id', offerId).maybeSingle();
  return data ? { ...data, price: Number(data.price) } : null;
}

/** What a patient's catalogue download says of the medicine named `name`: each offer's pharmacy, price and stock. */
export async function patientView(name: string) {
  const { data, error } = await anonClient().rpc('catalogue_changes', { since: null });
  expect(error).toBeNull();
  const medicine = (data.m as unknown[][]).find((m) => m[1] === name);
  if (!medicine) return [];
  const pharmacies = data.p as unknown[][];
  return (medicine[13] as unknown[][]).map(([, index, price, , stock]) => ({
    pharmacy: pharmacies[index as number]?.[1],
    price,
    stock,
  }));
}
