// Complete exports: the admin's user list shows the phone wherever the account's number is kept,
// and a person's own export holds their orders with items and timeline, prescriptions with
// quotes, consultations with messages, and reviews.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { demoOffer, intent, place } from './order-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

type Listed = { user_id: string; phone: string };

describe('admin user list', () => {
  test('phones come from the pharmacy, rider and latest order when the account has none', async () => {
    const admin = (await signedIn(backend, DEMO.admin.email)).client;
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    const offer = await demoOffer(backend, { stock: 10 });
    await place(patient, intent([{ offer_id: offer.id, quantity: 1 }], { phone: '+2348035551234' }));
    const { data, error } = await admin.rpc('admin_list_users', { search: 'magani.test', page_size: 50 });
    expect(error).toBeNull();
    const phone = (id: string) => (data as Listed[]).find((u) => u.user_id === id)?.phone;
    expect(phone(DEMO.pharmacy.id)).toBe('+2348010000002');
    expect(phone(DEMO.rider.id)).toBe('+2348010000004');
    expect(phone(DEMO.patient.id)).toBe('+2348035551234');
    const byPhone = await admin.rpc('admin_list_users', { search: '08035551234' });
    expect((byPhone.data as Listed[]).map((u) => u.user_id)).toContain(DEMO.patient.id);
  });
});

describe('my data export', () => {
  test('holds orders with items, prices and timeline, consultations with messages, and reviews', async () => {
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    const offer = await demoOffer(backend, { stock: 10 });
    const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 2 }]));
    await backend.sql(`update public.orders set status = 'delivered' where id = $1`, [orders[0]!.id]);
    expect((await patient.rpc('submit_review', { p_order: orders[0]!.id, p_consultation: null, p_rating: 4, p_comment: 'Fine' })).error).toBeNull();
    const [c] = await backend.sql(
      `insert into public.consultations (client_id, patient_id, doctor_id, starts_at, type, status, fee)
       values ('export-test-1', $1, $2, now() - interval '1 day', 'chat', 'completed', 5000) returning id::text`,
      [DEMO.patient.id, DEMO.doctor.id]);
    await backend.sql(`insert into public.consultation_messages (consultation_id, sender_id, client_id, body)
      values ($1, $2, 'export-msg-1', 'Take it after meals')`, [c!.id, DEMO.doctor.id]);

    const { data, error } = await patient.rpc('export_my_data');
    expect(error).toBeNull();
    const records = data.records;
    const order = records.orders.find((o: { id: string }) => o.id === orders[0]!.id);
    expect(order.items).toEqual([expect.objectContaining({ quantity: 2, unit_price: offer.price, line_total: offer.price * 2 })]);
    expect(order.total).toBe(orders[0]!.total);
    expect(order.events.map((e: { to: string }) => e.to)).toContain('placed');
    const consultation = records.consultations.find((x: { id: string }) => x.id === c!.id);
    expect(consultation.messages).toEqual([expect.objectContaining({ from: 'doctor', body: 'Take it after meals' })]);
    expect(records.reviews).toEqual([expect.objectContaining({ order_id: orders[0]!.id, rating: 4, comment: 'Fine' })]);
    expect(Array.isArray(records.prescriptions)).toBe(true);
  });
});
