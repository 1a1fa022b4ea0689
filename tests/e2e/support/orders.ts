// Order test helpers: a demo-pharmacy offer from the seed, and a cart line put where the app keeps it.
import { expect, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, AUTH_STORAGE_KEY, createConfirmedAccount, demoAccounts, demoPassword, serviceClient, uniqueEmail } from './auth';
import { apiUrl } from './env';

export const DEMO_PHARMACY_USER = '22222222-2222-4222-8222-222222222222';
/** The seed's low-stock example (Emzor Paracetamol 500mg, 4 in stock): the pharmacy dashboard test reads it, so no test restocks it. */
const LOW_STOCK_EXAMPLE_OFFER = '75ab2c46-f74d-43cf-be78-f37d2fb9997b';

export interface SeedOffer { offerId: string; pharmacyId: string; pharmacyName: string; medicineId: string; name: string; price: number }

/** A listed, non-prescription offer of the demo pharmacy with stock set for this test. */
export async function demoOffer(stock = 50, skip = 0): Promise<SeedOffer> {
  const db = serviceClient();
  const { data: pharmacy } = await db.from('pharmacies').select('id, name').eq('user_id', DEMO_PHARMACY_USER).single();
  const { data: rx } = await db.from('medicines').select('id').eq('prescription_only', true);
  const { data: offers, error } = await db
    .from('offers')
    .select('id, price, medicine_id')
    .eq('pharmacy_id', pharmacy!.id)
    .eq('listed', true)
    .order('id');
  const plain = (offers ?? []).filter((o) => o.id !== LOW_STOCK_EXAMPLE_OFFER && !(rx ?? []).some((m) => m.id === o.medicine_id));
  const offer = plain[skip];
  if (error || !offer) throw new Error(`no demo offer: ${error?.message}`);
  const { data: medicine } = await db.from('medicines').select('name').eq('id', offer.medicine_id).single();
  await db.from('offers').update({ stock_quantity: stock }).eq('id', offer.id);
  return {
    offerId: offer.id,
    pharmacyId: pharmacy!.id,
    pharmacyName: pharmacy!.name,
    medicineId: offer.medicine_id,
    name: medicine!.name as string,
    price: Number(offer.price),
  };
}

/** Puts a line in the device's cart (IndexedDB "magani", table cart), as Add to Cart does. */
export async function putInCart(page: Page, offer: SeedOffer, quantity: number) {
  await page.evaluate(
    async ({ offer, quantity, key }) => {
      // The cart is read by owner: the signed-in account's id, or 'guest' without a session.
      const stored = localStorage.getItem(key) ?? sessionStorage.getItem(key);
      const owner: string = stored ? (JSON.parse(stored) as { user: { id: string } }).user.id : 'guest';
      // The app creates its database a moment after the page loads: wait for it, and never create
      // an empty one here (an open of a database that does not exist yet is aborted).
      const open = () =>
        new Promise<IDBDatabase | null>((resolve, reject) => {
          const req = indexedDB.open('magani');
          req.onupgradeneeded = () => req.transaction?.abort();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => (req.error?.name === 'AbortError' ? resolve(null) : reject(req.error));
        });
      let db: IDBDatabase | null = null;
      for (let tries = 0; tries < 100 && !db; tries++) {
        db = await open();
        if (db && !db.objectStoreNames.contains('cart')) {
          db.close();
          db = null;
        }
        if (!db) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (!db) throw new Error('the app never created its database');
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('cart', 'readwrite');
        tx.objectStore('cart').put({ id: `${owner}:${offer.offerId}`, owner, ...offer, prescriptionOnly: false, quantity, addedAt: Date.now() });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { offer, quantity, key: AUTH_STORAGE_KEY },
  );
}

/** A supabase-js client signed in as a demo account (for setting up orders through the real functions). */
export function demoClient(role: 'patient' | 'pharmacy' | 'rider') {
  return clientFor(demoAccounts[role], demoPassword);
}

export async function clientFor(email: string, password: string) {
  const c = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
}

export interface PlacedOrder {
  id: string;
  reference: string;
  total: number;
  /** Who placed it (a new patient unless one was passed in). */
  patient: { email: string; password: string };
}

/** The demo patient, for specs that then look at the order as that person. */
export const demoPatient = { email: demoAccounts.patient, password: demoPassword };

/**
 * Places an order straight through place_order (as the checkout's job does): by default as a new
 * confirmed patient named Ada Patient, since one patient may hold only 5 open orders and the whole
 * suite shares one backend; pass `demoPatient` (or any account) to order as that person.
 */
export async function placeDemoOrder(
  offer: SeedOffer,
  quantity = 1,
  extra: Record<string, unknown> = {},
  patientAccount?: { email: string; password: string },
): Promise<PlacedOrder> {
  let account = patientAccount;
  if (!account) {
    account = { email: uniqueEmail('ada.orders'), password: demoPassword };
    await createConfirmedAccount(account.email, account.password, 'patient', 'Ada Patient');
  }
  const patient = await clientFor(account.email, account.password);
  const { data, error } = await patient.rpc('place_order', {
    p_intent: {
      idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      lines: [{ offer_id: offer.offerId, quantity }],
      address: { state: 'Lagos', lga: 'Ikeja', street: '4 Ahmadu Bello Way', landmark: 'Opposite the bank' },
      phone: '+2348129982301',
      delivery_time: 'anytime',
      payment_method: 'pay_on_delivery',
      ...extra,
    },
  });
  if (error) throw error;
  const order = (data as { orders: Omit<PlacedOrder, 'patient'>[] }).orders[0]!;
  return { ...order, total: Number(order.total), patient: account };
}

const DEMO_RIDER_USER = '44444444-4444-4444-8444-444444444444';

/**
 * The demo rider hands the cash they hold over to an admin, as riders do before the ₦50,000 cash
 * limit stops their pickups: specs deliver many pay-on-delivery orders through the same rider.
 */
export async function handOverRiderCash() {
  const rider = await demoClient('rider');
  const { data, error } = await rider.rpc('my_earnings');
  expect(error).toBeNull();
  const held = Number((data as { cash_held_kobo: number | null }).cash_held_kobo ?? 0);
  if (held <= 0) return;
  const admin = await clientFor(demoAccounts.admin, demoPassword);
  const handover = await admin.rpc('record_cash_handover', {
    p_rider_user_id: DEMO_RIDER_USER, p_amount_kobo: held, p_request_id: crypto.randomUUID(), p_note: 'Cash handed over at the office',
  });
  expect(handover.error).toBeNull();
}

/** Takes an order to delivered through the pharmacy's and the rider's steps, the patient's code last. */
export async function deliverOrder(order: Pick<PlacedOrder, 'id' | 'patient'>) {
  await sendOut(order);
  await handOverWithCode(order);
}

/** Takes an order through the pharmacy's steps and the demo rider's, up to out for delivery. */
export async function sendOut(order: Pick<PlacedOrder, 'id'>) {
  const orderId = order.id;
  const pharmacy = await demoClient('pharmacy');
  const rider = await demoClient('rider');
  expect((await rider.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' })).error).toBeNull();
  for (const fn of ['confirm_order', 'start_preparing_order', 'mark_order_ready']) {
    expect((await pharmacy.rpc(fn, { p_order_id: orderId })).error, fn).toBeNull();
  }
  await handOverRiderCash();
  for (const fn of ['accept_delivery', 'mark_picked_up', 'mark_out_for_delivery']) {
    expect((await rider.rpc(fn, { p_order_id: orderId })).error, fn).toBeNull();
  }
}

/** The demo rider delivers an order that is out for delivery, with the code its patient reads. */
export async function handOverWithCode(order: Pick<PlacedOrder, 'id' | 'patient'>) {
  const rider = await demoClient('rider');
  const patient = await clientFor(order.patient.email, order.patient.password);
  const { data: code } = await patient.from('delivery_codes').select('code').eq('order_id', order.id).single();
  const delivered = await rider.rpc('mark_delivered', { p_order_id: order.id, p_code: code?.code });
  expect(delivered.error).toBeNull();
  expect(delivered.data).toMatchObject({ ok: true });
}
