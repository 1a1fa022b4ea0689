// One price everywhere: the cart's quote is what the orders cost, per pharmacy, and an order's LGA
// is one of its state's.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LGAS_BY_STATE } from '../../src/lib/nigerian-lgas';
import { anonClient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { demoOffer, intent, place, setStock } from './order-helpers';

let backend: LocalBackend;
let patient: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  patient = (await signedIn(backend, DEMO.patient.email)).client;
});
afterAll(() => backend.stop());

interface Quote {
  checked_at: string;
  total: number;
  subtotal: number;
  delivery_fee: number;
  missing: string[];
  pharmacies: { pharmacy_id: string; subtotal: number; delivery_fee: number; total: number; lines: { offer_id: string; available: boolean }[] }[];
}

async function twoPharmacyCart() {
  const mine = await demoOffer(backend, { stock: 10 });
  const [other] = await backend.sql(
    `select o.id, p.delivery_fee::float8 as fee from public.offers o join public.pharmacies p on p.id = o.pharmacy_id
     join public.medicines m on m.id = o.medicine_id
     where p.id <> $1 and p.status = 'approved' and o.listed and not m.prescription_only and p.delivery_fee > 0
     order by o.id limit 1`,
    [mine.pharmacy_id],
  );
  if (!other) throw new Error('the seed has no second approved pharmacy with a delivery fee');
  await setStock(backend, other.id as string, 10);
  return [{ offer_id: mine.id, quantity: 2 }, { offer_id: other.id as string, quantity: 1 }, { offer_id: mine.id, quantity: 1 }];
}

describe('quote_cart', () => {
  test('the quote of a two-pharmacy cart equals the orders place_order makes from it, fee per pharmacy', async () => {
    const lines = await twoPharmacyCart();
    const { data, error } = await patient.rpc('quote_cart', { p_lines: lines });
    expect(error).toBeNull();
    const quote = data as Quote;
    expect(quote.pharmacies).toHaveLength(2);
    expect(quote.pharmacies.every((p) => p.delivery_fee > 0)).toBe(true);
    expect(quote.delivery_fee).toBe(quote.pharmacies[0]!.delivery_fee + quote.pharmacies[1]!.delivery_fee);

    const { orders } = await place(patient, intent(lines));
    const byPharmacy = new Map(orders.map((o) => [o.pharmacy_id, o]));
    for (const p of quote.pharmacies) {
      const order = byPharmacy.get(p.pharmacy_id)!;
      expect({ subtotal: Number(order.subtotal), fee: Number(order.delivery_fee), total: Number(order.total) }).toEqual({
        subtotal: p.subtotal, fee: p.delivery_fee, total: p.total,
      });
    }
    expect(orders.reduce((sum, o) => sum + Number(o.total), 0)).toBe(quote.total);
  });

  test('a guest may ask, and an offer that is gone or short is named, not priced silently', async () => {
    const offer = await demoOffer(backend, { stock: 1 });
    const guest = anonClient(backend);
    const gone = '00000000-0000-4000-8000-000000000000';
    const { data, error } = await guest.rpc('quote_cart', { p_lines: [{ offer_id: offer.id, quantity: 2 }, { offer_id: gone, quantity: 1 }] });
    expect(error).toBeNull();
    const quote = data as Quote;
    expect(quote.missing).toEqual([gone]);
    expect(quote.pharmacies[0]!.lines[0]!.available).toBe(false);
  });

  test('bad lines are refused with a message', async () => {
    const { error } = await patient.rpc('quote_cart', { p_lines: [{ offer_id: 'x', quantity: 0 }] });
    expect(error?.hint).toBe('lines');
  });

  test('an order is charged the rule’s fee even when its pharmacy’s fee changed after the quote', async () => {
    const offer = await demoOffer(backend, { stock: 10 });
    await backend.sql('update public.pharmacies set delivery_fee = delivery_fee + 250 where id = $1', [offer.pharmacy_id]);
    try {
      const { data } = await patient.rpc('quote_cart', { p_lines: [{ offer_id: offer.id, quantity: 1 }] });
      const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }]));
      expect(Number(orders[0]!.delivery_fee)).toBe(offer.delivery_fee + 250);
      expect(Number(orders[0]!.total)).toBe((data as Quote).total);
    } finally {
      await backend.sql('update public.pharmacies set delivery_fee = delivery_fee - 250 where id = $1', [offer.pharmacy_id]);
    }
  });
});

describe('LGAs', () => {
  test('the table holds the 774 LGAs of the 37 states, the same as the app’s list', async () => {
    const rows = await backend.sql('select state, name from public.lgas order by state, name');
    expect(rows).toHaveLength(774);
    const app = Object.entries(LGAS_BY_STATE).flatMap(([state, names]) => names.map((name) => `${state}/${name}`)).sort();
    expect(rows.map((r) => `${r.state as string}/${r.name as string}`).sort()).toEqual(app);
    expect(new Set(rows.map((r) => r.state)).size).toBe(37);
  });

  test('an LGA of another state is refused beside the field; a differently written one is stored as listed', async () => {
    const offer = await demoOffer(backend, { stock: 10 });
    const wrong = await patient.rpc('place_order', {
      p_intent: intent([{ offer_id: offer.id, quantity: 1 }], { address: { state: 'Lagos', lga: 'Gusau', street: '5 Awolowo Way' } }),
    });
    expect(wrong.error?.hint).toBe('address.lga');
    expect(wrong.error?.message).toBe('Choose an LGA of Lagos from the list');
    const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }], { address: { state: 'Lagos', lga: 'eti-osa', street: '5 Awolowo Way' } }));
    const [row] = await backend.sql('select delivery_lga from public.orders where id = $1', [orders[0]!.id]);
    expect(row!.delivery_lga).toBe('Eti Osa');
  });

  test('the last delivery details are the patient’s own latest order’s', async () => {
    const offer = await demoOffer(backend, { stock: 10 });
    await place(patient, intent([{ offer_id: offer.id, quantity: 1 }], { address: { state: 'Lagos', lga: 'Surulere', street: '9 Bode Thomas Street' } }));
    const { data } = await patient.rpc('my_last_order_delivery');
    expect(data).toMatchObject({ state: 'Lagos', lga: 'Surulere', street: '9 Bode Thomas Street', phone: '+2348031234567' });
    const { data: other } = await (await signedIn(backend, DEMO.pharmacy.email)).client.rpc('my_last_order_delivery');
    expect(other).toBeNull();
  });
});
