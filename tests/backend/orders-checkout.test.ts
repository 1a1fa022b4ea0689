// Checkout: the server prices the order, takes stock exactly once, and refuses what it cannot fill.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { approvedPharmacyId, confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { demoOffer, intent, place, setStock, stockOf } from './order-helpers';

let backend: LocalBackend;
let patient: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());
// A new confirmed patient per test: one patient may hold only 5 open orders.
beforeEach(async () => {
  patient = (await confirmedPatient(backend)).client;
});

describe('the server decides the money', () => {
  test('prices, fee and total come from the rows, whatever the device sent', async () => {
    const offer = await demoOffer(backend, { stock: 50 });
    const body = intent([{ offer_id: offer.id, quantity: 3, price: 1, unit_price: 1 } as never], {
      total: 5, subtotal: 2, delivery_fee: 0,
    });
    const { orders } = await place(patient, body);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.subtotal).toBe(offer.price * 3);
    expect(orders[0]!.delivery_fee).toBe(offer.delivery_fee);
    expect(orders[0]!.total).toBe(offer.price * 3 + offer.delivery_fee);
    const items = await backend.sql('select unit_price::float8 as p, quantity from public.order_items where order_id = $1', [orders[0]!.id]);
    expect(items).toEqual([{ p: offer.price, quantity: 3 }]);
    expect(await stockOf(backend, offer.id)).toBe(47);
  });

  test('a cart from two pharmacies becomes one order per pharmacy, each with its own fee', async () => {
    const mine = await demoOffer(backend, { stock: 10 });
    const [other] = await backend.sql(
      `select o.id, p.delivery_fee::float8 as fee from public.offers o join public.pharmacies p on p.id = o.pharmacy_id
       join public.medicines m on m.id = o.medicine_id
       where p.id <> $1 and p.status = 'approved' and o.listed and not m.prescription_only order by o.id limit 1`,
      [mine.pharmacy_id],
    );
    if (!other) throw new Error('the seed has no second approved pharmacy with an offer');
    await setStock(backend, other.id as string, 10);
    const { orders } = await place(patient, intent([{ offer_id: mine.id, quantity: 1 }, { offer_id: other.id as string, quantity: 2 }]));
    expect(orders).toHaveLength(2);
    expect(new Set(orders.map((o) => o.pharmacy_id)).size).toBe(2);
    const fees = orders.map((o) => o.delivery_fee).sort();
    expect(fees).toEqual([mine.delivery_fee, other.fee as number].sort());
  });

  test('the quote shows the current price, so a price changed since the cart is visible', async () => {
    const offer = await demoOffer(backend, { stock: 10 });
    await backend.sql('update public.offers set price = price + 100 where id = $1', [offer.id]);
    const { data } = await patient.rpc('quote_order', { p_offer_ids: [offer.id] });
    expect(data[0].price).toBe(offer.price + 100);
    await backend.sql('update public.offers set price = $2 where id = $1', [offer.id, offer.price]);
  });
});

describe('exactly once', () => {
  test('a retry with the same key returns the same order and takes stock once', async () => {
    const offer = await demoOffer(backend, { stock: 20 });
    const body = intent([{ offer_id: offer.id, quantity: 2 }]);
    const first = await place(patient, body);
    const again = await place(patient, body);
    expect(again.replayed).toBe(true);
    expect(again.orders.map((o) => o.id)).toEqual(first.orders.map((o) => o.id));
    expect(await stockOf(backend, offer.id)).toBe(18);
    const count = await backend.sql('select count(*)::int as n from public.orders where idempotency_key = $1', [body.idempotency_key]);
    expect(count[0]!.n).toBe(1);
  });

  test('the same key from another patient is a different order', async () => {
    const offer = await demoOffer(backend, { stock: 20 });
    const body = intent([{ offer_id: offer.id, quantity: 1 }]);
    const first = await place(patient, body);
    const other = await place((await confirmedPatient(backend)).client, body);
    expect(other.replayed).toBe(false);
    expect(other.orders[0]!.id).not.toBe(first.orders[0]!.id);
  });

  test('20 orders at once for the last 5 units: exactly 5 orders and 15 clear refusals', async () => {
    const offer = await demoOffer(backend, { stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => patient.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }]) })),
    );
    const placed = results.filter((r) => !r.error);
    const refused = results.filter((r) => r.error);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.error?.message).toMatch(/is out of stock at Magani Demo Pharmacy$/);
      expect(r.error?.hint).toBe('out_of_stock');
    }
    expect(await stockOf(backend, offer.id)).toBe(0);
  });

  test('asking for more than is left names what is left', async () => {
    const offer = await demoOffer(backend, { stock: 2 });
    const { error } = await patient.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 3 }]) });
    expect(error?.message).toMatch(/^Only 2 left of .+ at Magani Demo Pharmacy$/);
    expect(await stockOf(backend, offer.id)).toBe(2);
  });
});

describe('bad intentions are refused with a message for the field', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a phone number not in +234 form', { phone: '08031234567' }, 'phone'],
    ['online payment', { payment_method: 'card' }, 'payment_method'],
    ['a state that is not Nigerian', { address: { state: 'Texas', lga: 'X', street: '1 Road' } }, 'address.state'],
    ['no LGA', { address: { state: 'Lagos', lga: ' ', street: '1 Road' } }, 'address.lga'],
    ['a delivery time that is not offered', { delivery_time: 'midnight' }, 'delivery_time'],
  ];
  test.each(cases)('%s', async (_name, extra, hint) => {
    const offer = await demoOffer(backend, { stock: 5 });
    const { error } = await patient.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }], extra) });
    expect(error?.hint).toBe(hint);
    expect(await stockOf(backend, offer.id)).toBe(5);
  });

  test('quantities must be whole numbers from 1 to 99', async () => {
    const offer = await demoOffer(backend, { stock: 500 });
    for (const quantity of [0, -1, 1.5, 100]) {
      const { error } = await patient.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity }]) });
      expect(error?.hint, String(quantity)).toBe('lines');
    }
  });

  test('only patients order', async () => {
    const offer = await demoOffer(backend, { stock: 5 });
    const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
    const { error } = await pharmacy.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }]) });
    expect(error?.code).toBe('42501');
  });
});

describe('prescription-only medicines', () => {
  test('need the patient\'s own prescription', async () => {
    const offer = await demoOffer(backend, { rx: true, stock: 5 });
    const without = await patient.rpc('place_order', { p_intent: intent([{ offer_id: offer.id, quantity: 1 }]) });
    expect(without.error?.hint).toBe('prescription_required');
    // A confirmed address: prescriptions need one, so their row really exists.
    const other = await confirmedPatient(backend);
    const clientId = `rx-${Date.now()}`;
    const { data: theirs } = await other.client.from('prescriptions')
      .insert({ client_id: clientId, pharmacy_id: await approvedPharmacyId(backend), address: 'y', file_paths: [`${other.user.id}/${clientId}/scan.pdf`] })
      .select('id').single();
    expect(theirs).not.toBeNull();
    const stolen = await patient.rpc('place_order', {
      p_intent: intent([{ offer_id: offer.id, quantity: 1 }], { prescription_id: theirs?.id }),
    });
    expect(stolen.error?.hint).toBe('prescription_id');
    expect(await stockOf(backend, offer.id)).toBe(5);
  });
});

describe('orders are written only by the functions', () => {
  test('a client cannot insert or update an order directly', async () => {
    const offer = await demoOffer(backend, { stock: 5 });
    const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }]));
    const upd = await patient.from('orders').update({ status: 'delivered', total: 1 }).eq('id', orders[0]!.id);
    expect(upd.error?.code).toBe('42501');
    const ins = await patient.from('order_items').insert({ order_id: orders[0]!.id, offer_id: offer.id, medicine_name: 'x', prescription_only: false, unit_price: 0, quantity: 1, line_total: 0 });
    expect(ins.error?.code).toBe('42501');
    const [row] = await backend.sql('select status, total::float8 as total from public.orders where id = $1', [orders[0]!.id]);
    expect(row).toEqual({ status: 'placed', total: orders[0]!.total });
  });
});
