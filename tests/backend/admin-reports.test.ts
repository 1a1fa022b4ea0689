// /admin/reports: only admins read the figures, and they are exactly what happened in the
// database: every order placed counts, only delivered ones make revenue, cancelled consultations
// count nowhere and only completed ones owe a fee.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, DEMO, type LocalBackend } from './helpers';
import { act } from './order-helpers';
import { adminWithMarketplace, consultation, deliver, placeOrder, type Clients } from './admin-report-helpers';

type Figures = { orders: number; revenue: number; consultations: number; fees: number };
type Report = {
  days: number; from: string; to: string;
  totals: Figures & { delivered: number; cancelled: number; completed: number };
  by_day: (Figures & { day: string })[];
  by_state: (Figures & { state: string })[];
};

let backend: LocalBackend;
let admin: SupabaseClient;
let c: Clients;
beforeAll(async () => {
  ({ backend, admin, c } = await adminWithMarketplace());
});
afterAll(() => backend.stop());

async function report(days: number): Promise<Report> {
  const { data, error } = await admin.rpc('admin_report', { p_days: days });
  expect(error).toBeNull();
  return data as Report;
}
const none: Figures = { orders: 0, revenue: 0, consultations: 0, fees: 0 };
const row = <T extends Figures>(rows: T[], find: (r: T) => boolean): Figures => rows.find(find) ?? none;
const minus = (a: Figures, b: Figures) => ({
  orders: a.orders - b.orders, revenue: Number(a.revenue) - Number(b.revenue),
  consultations: a.consultations - b.consultations, fees: Number(a.fees) - Number(b.fees),
});

describe('who may read the reports', () => {
  test('patients, providers and visitors are refused; a period other than 7, 30 or 90 days is refused', async () => {
    for (const client of [c.patient, c.pharmacy, c.rider]) {
      expect((await client.rpc('admin_report', { p_days: 30 })).error?.code).toBe('42501');
    }
    expect((await anonClient(backend).rpc('admin_report', { p_days: 30 })).error).not.toBeNull();
    expect((await admin.rpc('admin_report', { p_days: 10 })).error?.code).toBe('22023');
  });
});

describe('the figures', () => {
  test('count every order and consultation of the period; revenue is delivered orders only', async () => {
    const before = await report(7);
    const delivered = await placeOrder(backend, c.patient, 'Lagos', 2);
    await deliver(c, delivered.id);
    const cancelled = await placeOrder(backend, c.patient, 'Lagos', 3);
    expect((await act(c.patient, 'cancel_order', { p_order_id: cancelled.id })).error).toBeNull();
    const waiting = await placeOrder(backend, c.patient, 'Ogun');
    await consultation(backend, 7000, 'completed');
    await consultation(backend, 5000, 'booked');
    await consultation(backend, 9000, 'cancelled');

    const after = await report(7);
    expect(after.days).toBe(7);
    expect(minus(after.totals, before.totals)).toEqual({ orders: 3, revenue: delivered.total, consultations: 2, fees: 7000 });
    expect(after.totals.delivered - before.totals.delivered).toBe(1);
    expect(after.totals.cancelled - before.totals.cancelled).toBe(1);
    expect(after.totals.completed - before.totals.completed).toBe(1);

    // Today (Lagos) holds all of it; the cancelled order's larger total is not revenue.
    const today = (r: Report) => row(r.by_day, (d) => d.day === r.to);
    expect(minus(today(after), today(before))).toEqual({ orders: 3, revenue: delivered.total, consultations: 2, fees: 7000 });
    expect(cancelled.total).toBeGreaterThan(delivered.total);
    // By delivery state for orders; the demo patient's consultations count in the patient's state.
    const lagos = (r: Report) => row(r.by_state, (s) => s.state === 'Lagos');
    const ogun = (r: Report) => row(r.by_state, (s) => s.state === 'Ogun');
    expect(minus(lagos(after), lagos(before))).toMatchObject({ orders: 2, revenue: delivered.total });
    expect(minus(ogun(after), ogun(before))).toEqual({ orders: 1, revenue: 0, consultations: 0, fees: 0 });
    const state = (await backend.sql('select state from public.profiles where user_id = $1', [DEMO.patient.id]))[0]!.state as string | null;
    const patientState = (r: Report) => row(r.by_state, (s) => s.state === (state ?? 'Not given'));
    expect(minus(patientState(after), patientState(before)).consultations).toBe(2);
    expect(waiting.total).toBeGreaterThan(0);
  });

  test('the period decides: an order from 40 days ago counts in 90 days only', async () => {
    const [b7, b30, b90] = [await report(7), await report(30), await report(90)];
    const old = await placeOrder(backend, c.patient);
    await backend.sql(`update public.orders set created_at = now() - interval '40 days' where id = $1`, [old.id]);
    const [a7, a30, a90] = [await report(7), await report(30), await report(90)];
    expect(a7.totals.orders - b7.totals.orders).toBe(0);
    expect(a30.totals.orders - b30.totals.orders).toBe(0);
    expect(a90.totals.orders - b90.totals.orders).toBe(1);
    expect(a90.by_day.some((d) => d.day < a30.from && d.orders >= 1)).toBe(true);
  });
});
