// The public pages' figures are counted from rows: a new delivery, approval or sign-up moves them,
// anyone may ask, and the answer holds totals only.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { anonClient, confirmedPatient, DEMO, signedIn, signUp, startBackend, type LocalBackend } from './helpers';
import { act, demoOffer, intent, place, toReady } from './order-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

const figures = async () => {
  const { data, error } = await anonClient(backend).rpc('site_figures');
  expect(error).toBeNull();
  return data as Record<string, number | null>;
};
const count = async (sql: string) => (await backend.sql(`select count(*)::int as n from ${sql}`))[0]!.n as number;

test('anyone gets the counts of the rows, and nothing else', async () => {
  const f = await figures();
  expect(Object.keys(f).sort()).toEqual(['delivered', 'delivery_minutes', 'doctors', 'medicines', 'patients', 'pharmacies']);
  expect(f.pharmacies).toBe(await count(`public.pharmacies where status = 'approved'`));
  expect(f.doctors).toBe(await count(`public.doctors where approval_status = 'approved'`));
  expect(f.patients).toBe(await count(`public.profiles where role = 'patient' and email_confirmed`));
  expect(f.delivered).toBe(await count(`public.orders where status = 'delivered'`));
  expect(f.medicines).toBe(await count(`(select distinct o.medicine_id from public.offers o join public.pharmacies p on p.id = o.pharmacy_id where o.listed and p.status = 'approved') m`));
  expect(f.medicines).toBeGreaterThan(0);
});

test('a confirmed sign-up and a delivered order move the figures; an unconfirmed sign-up does not', async () => {
  const before = await figures();
  await signUp(backend, 'patient', 'Unconfirmed Person');
  expect((await figures()).patients).toBe(before.patients);

  const patient = (await confirmedPatient(backend)).client;
  const offer = await demoOffer(backend, { stock: 30 });
  const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }]));
  const id = orders[0]!.id;
  const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  await toReady(pharmacy, id);
  const rider = (await signedIn(backend, DEMO.rider.email)).client;
  await rider.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' });
  for (const fn of ['accept_delivery', 'mark_picked_up', 'mark_out_for_delivery']) {
    expect((await act(rider, fn, { p_order_id: id })).error, fn).toBeNull();
  }
  // Placed 90 minutes before it is delivered: the average time to delivery counts those minutes.
  await backend.sql(`update public.orders set created_at = now() - interval '90 minutes' where id = $1`, [id]);
  const [code] = await backend.sql('select code from public.delivery_codes where order_id = $1', [id]);
  expect((await act(rider, 'mark_delivered', { p_order_id: id, p_code: code!.code })).error).toBeNull();

  const after = await figures();
  expect(after.patients).toBe(before.patients! + 1);
  expect(after.delivered).toBe(before.delivered! + 1);
  const [avg] = await backend.sql(`select round(avg(extract(epoch from (e.at - o.created_at)) / 60))::int as m
    from public.orders o join public.order_events e on e.order_id = o.id and e.to_status = 'delivered' where o.status = 'delivered'`);
  expect(after.delivery_minutes).toBe(avg!.m);
  expect(after.delivery_minutes).toBeGreaterThanOrEqual(Math.round(90 / after.delivered!));
});
