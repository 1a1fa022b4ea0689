// /admin/alerts and the activity counts of /admin/users: offers at or under their minimum stock,
// orders with nothing happening for over 2 hours, and per-account counts, all admin-only.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, type LocalBackend } from './helpers';
import { act, demoOffer, setStock } from './order-helpers';
import { adminWithMarketplace, consultation, deliver, placeOrder, type Clients } from './admin-report-helpers';

type Alerts = {
  low_stock: { pharmacy: string; low: number; out_of_stock: number; offers: { offer_id: string; stock: number; minimum: number }[] }[];
  stuck: { order_id: string; reference: string; status: string; pharmacy: string; since: string }[];
};

let backend: LocalBackend;
let admin: SupabaseClient;
let c: Clients;
beforeAll(async () => {
  ({ backend, admin, c } = await adminWithMarketplace());
});
afterAll(() => backend.stop());

async function alerts(): Promise<Alerts> {
  const { data, error } = await admin.rpc('admin_operations_alerts');
  expect(error).toBeNull();
  return data as Alerts;
}

/** Moves the order's whole history `hours` into the past, as if nobody had touched it since. */
async function age(orderId: string, hours: number) {
  await backend.sql(`update public.orders set created_at = created_at - ($2 || ' hours')::interval where id = $1`, [orderId, String(hours)]);
  await backend.sql(`update public.order_events set at = at - ($2 || ' hours')::interval where order_id = $1`, [orderId, String(hours)]);
}

describe('alerts', () => {
  test('only admins read them', async () => {
    for (const client of [c.patient, c.pharmacy, c.rider]) {
      expect((await client.rpc('admin_operations_alerts')).error?.code).toBe('42501');
    }
  });

  test('an offer at or under its minimum stock is listed under its pharmacy; above it, it is not', async () => {
    const offer = await demoOffer(backend, { skip: 1 });
    const min = (await backend.sql('select min_stock_level as min from public.offers where id = $1', [offer.id]))[0]!.min as number;
    const demo = async () => (await alerts()).low_stock.find((p) => p.pharmacy === 'Magani Demo Pharmacy');
    await setStock(backend, offer.id, min + 1);
    const before = await demo();
    expect(before?.offers.some((o) => o.offer_id === offer.id) ?? false).toBe(false);
    await setStock(backend, offer.id, min);
    const at = await demo();
    expect(at!.low).toBe((before?.low ?? 0) + 1);
    expect(at!.offers.find((o) => o.offer_id === offer.id)).toMatchObject({ stock: min, minimum: min });
    await setStock(backend, offer.id, 0);
    const out = await demo();
    expect(out!.out_of_stock).toBe((before?.out_of_stock ?? 0) + 1);
    // The emptiest comes first.
    expect(out!.offers[0]).toMatchObject({ offer_id: offer.id, stock: 0 });
  });

  test('an open order with no event for over 2 hours is stuck; a recent step or a finished order is not', async () => {
    const order = await placeOrder(backend, c.patient);
    expect((await alerts()).stuck.some((o) => o.order_id === order.id)).toBe(false);
    await age(order.id, 1.5);
    expect((await alerts()).stuck.some((o) => o.order_id === order.id)).toBe(false);
    await age(order.id, 1);
    expect((await alerts()).stuck.find((o) => o.order_id === order.id)).toMatchObject({
      reference: order.reference, status: 'placed', pharmacy: 'Magani Demo Pharmacy',
    });
    // The pharmacy accepts it now: its last event is recent, so it is not stuck any more.
    expect((await act(c.pharmacy, 'confirm_order', { p_order_id: order.id })).error).toBeNull();
    expect((await alerts()).stuck.some((o) => o.order_id === order.id)).toBe(false);

    const cancelled = await placeOrder(backend, c.patient);
    expect((await act(c.patient, 'cancel_order', { p_order_id: cancelled.id })).error).toBeNull();
    const delivered = await placeOrder(backend, c.patient);
    await deliver(c, delivered.id);
    await age(cancelled.id, 3);
    await age(delivered.id, 3);
    const stuck = (await alerts()).stuck.map((o) => o.order_id);
    expect(stuck).not.toContain(cancelled.id);
    expect(stuck).not.toContain(delivered.id);
  });
});

describe('activity counts in the user list', () => {
  const activityOf = async (email: string) => {
    const { data, error } = await admin.rpc('admin_list_users', { search: email, page_size: 5 });
    expect(error).toBeNull();
    return (data as { email: string; activity: Record<string, number> }[]).find((u) => u.email === email)!.activity;
  };
  const count = async (sql: string, id: string) => Number((await backend.sql(sql, [id]))[0]!.n);

  test('orders as patient, consultations as patient or doctor, deliveries as rider, orders received as pharmacy', async () => {
    const order = await placeOrder(backend, c.patient);
    await deliver(c, order.id);
    await consultation(backend, 4000, 'booked');

    const orders = await count('select count(*) as n from public.orders where patient_id = $1', DEMO.patient.id);
    const consultations = await count('select count(*) as n from public.consultations where patient_id = $1', DEMO.patient.id);
    expect(orders).toBeGreaterThan(0);
    expect(await activityOf(DEMO.patient.email)).toEqual({ orders, consultations, deliveries: 0, orders_received: 0 });

    const asDoctor = await count('select count(*) as n from public.consultations where doctor_id = $1', DEMO.doctor.id);
    expect(await activityOf(DEMO.doctor.email)).toMatchObject({ consultations: asDoctor, orders: 0 });

    const deliveries = await count(
      'select count(*) as n from public.orders o join public.riders r on r.id = o.rider_id where r.user_id = $1', DEMO.rider.id);
    expect(deliveries).toBeGreaterThan(0);
    expect(await activityOf(DEMO.rider.email)).toMatchObject({ deliveries, orders: 0 });

    const received = await count(
      'select count(*) as n from public.orders o join public.pharmacies p on p.id = o.pharmacy_id where p.user_id = $1', DEMO.pharmacy.id);
    expect(await activityOf(DEMO.pharmacy.email)).toMatchObject({ orders_received: received, orders: 0 });
  });
});
