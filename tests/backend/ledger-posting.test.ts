// What each event posts: a delivery shares the order out at the rates of the moment it was
// placed (10% commission on items, 80% of the delivery fee to the rider, 15% on consultation
// fees unless an admin changed them), online money comes in through Paystack's clearing, a
// refund goes back out, and a cancelled order or consultation posts nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { booked, feePayments } from './consultation-fee-helpers';
import { confirmedPatient, DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';
import { approvedRider } from './order-helpers';
import { balance, deliver, entryOf, kobo, paidOnlineOrder, podOrder, refundsPaidBack, share, unbalancedEntries } from './ledger-helpers';
import { settle, transaction } from './payment-helpers';

let backend: LocalBackend;
let pharmacy: SupabaseClient;
let admin: SupabaseClient;
let doctor: SupabaseClient;
let service: SupabaseClient;
let pharmacyId: string;
beforeAll(async () => {
  backend = await startBackend();
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  admin = (await signedIn(backend, DEMO.admin.email)).client;
  doctor = (await signedIn(backend, DEMO.doctor.email)).client;
  service = serviceClient(backend);
  pharmacyId = (await backend.sql('select id from public.pharmacies where user_id = $1', [DEMO.pharmacy.id]))[0]!.id as string;
});
afterAll(async () => {
  if (backend) expect(await unbalancedEntries(backend)).toBe(0);
  await backend?.stop();
});

describe('orders', () => {
  test('a pay-on-delivery order delivered: the rider holds the cash, each party is owed its share', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const rider = await approvedRider(backend, 'Lagos', 'Cash Rider');
    const order = await podOrder(backend, patient, 2);
    const before = await balance(backend, 'pharmacy', pharmacyId);
    await deliver(backend, pharmacy, rider.client, order.id);
    const [items, fee] = [kobo(order.subtotal), kobo(order.delivery_fee)];
    const [cut, riderShare] = [share(items, 1000), share(fee, 8000)];
    expect(await entryOf(backend, 'delivery', order.reference)).toEqual([
      `rider_cash ${items + fee}`, `pharmacy ${-items}`, `pharmacy ${cut}`, `rider ${-riderShare}`,
      `platform_commission ${-(cut + fee - riderShare)}`,
    ]);
    expect(await balance(backend, 'rider_cash', rider.user.id)).toBe(items + fee);
    expect(await balance(backend, 'rider', rider.user.id)).toBe(-riderShare);
    expect(before - (await balance(backend, 'pharmacy', pharmacyId))).toBe(items - cut);
  });

  test('an online order: paid into clearing, earned at delivery from the patient\'s funds', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const rider = await approvedRider(backend, 'Lagos', 'Online Rider');
    const { order, payment } = await paidOnlineOrder(backend, patient);
    expect(await entryOf(backend, 'payment', payment.reference)).toEqual([
      `paystack_clearing ${payment.amount_kobo}`, `patient_funds ${-payment.amount_kobo}`]);
    expect(await entryOf(backend, 'delivery', order.reference)).toEqual([]);
    await deliver(backend, pharmacy, rider.client, order.id);
    const lines = await entryOf(backend, 'delivery', order.reference);
    expect(lines[0]).toBe(`patient_funds ${kobo(order.total)}`);
    expect(await balance(backend, 'rider_cash', rider.user.id)).toBe(0);
    // Delivering again posts nothing more (the entry is keyed by the order).
    await backend.sql(`select private.ledger_post('delivery', $1, '[]'::jsonb)`, [order.reference]).catch(() => null);
    expect(await entryOf(backend, 'delivery', order.reference)).toEqual(lines);
  });

  test('a paid order declined: nothing earned, the money owed back, then paid back by Paystack', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const { order, payment } = await paidOnlineOrder(backend, patient);
    const pharmacyBefore = await balance(backend, 'pharmacy', pharmacyId);
    expect((await pharmacy.rpc('decline_order', { p_order_id: order.id, p_reason: 'Out of stock today' })).error).toBeNull();
    const refund = (await backend.sql('select id from public.payment_refunds where order_id = $1', [order.id]))[0]!.id as number;
    expect(await entryOf(backend, 'refund', String(refund))).toEqual([`patient_funds ${kobo(order.total)}`, `patient_refunds ${-kobo(order.total)}`]);
    expect(await entryOf(backend, 'delivery_refunded', order.reference)).toEqual([]);
    expect(await balance(backend, 'pharmacy', pharmacyId)).toBe(pharmacyBefore);
    await refundsPaidBack(backend);
    expect(await entryOf(backend, 'refund_sent', String(refund))).toEqual([`patient_refunds ${kobo(order.total)}`, `paystack_clearing ${-kobo(order.total)}`]);
    expect(await balance(backend, 'paystack_clearing')).toBeGreaterThanOrEqual(0);
    expect(payment.reference).toMatch(/^MGN-/);
  });

  test('a refund of a delivered order reverses what each party earned', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const rider = await approvedRider(backend, 'Lagos', 'Refund Rider');
    const { order, payment } = await paidOnlineOrder(backend, patient);
    await deliver(backend, pharmacy, rider.client, order.id);
    const earned = await balance(backend, 'rider', rider.user.id);
    expect(earned).toBeLessThan(0);
    const paymentId = (await backend.sql('select id from public.payments where reference = $1', [payment.reference]))[0]!.id;
    await backend.sql(`insert into public.payment_refunds (payment_id, order_id, amount_kobo, reason) values ($1, $2, $3, 'Wrong medicine delivered')`,
      [paymentId, order.id, kobo(order.total)]);
    const reversal = await entryOf(backend, 'delivery_refunded', order.reference);
    expect(reversal).toEqual((await entryOf(backend, 'delivery', order.reference)).map((l) => {
      const [kind, amount] = l.split(' ');
      return `${kind} ${-Number(amount)}`;
    }));
    expect(await balance(backend, 'rider', rider.user.id)).toBe(0);
  });

  test('an order cancelled before delivery posts nothing', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const order = await podOrder(backend, patient);
    const entries = async () => Number((await backend.sql('select count(*)::int as n from private.ledger_entries'))[0]!.n);
    const before = await entries();
    expect((await patient.rpc('cancel_order', { p_order_id: order.id })).error).toBeNull();
    expect(await entries()).toBe(before);
  });
});

describe('consultations', () => {
  test('a completed consultation with its fee paid: the doctor earns the fee less 15%', async () => {
    const { id } = await booked(backend);
    const doctorBefore = await balance(backend, 'doctor', DEMO.doctor.id);
    expect((await doctor.rpc('complete_consultation', { p_id: id, p_notes: 'Rest and fluids' })).error).toBeNull();
    expect(await balance(backend, 'doctor', DEMO.doctor.id)).toBe(doctorBefore);
    const [fee] = await feePayments(backend, id);
    await settle(service, 'webhook', 'charge.success', transaction(fee!));
    const cut = share(fee!.amount_kobo, 1500);
    expect(await entryOf(backend, 'consultation', fee!.reference)).toEqual([
      `patient_funds ${fee!.amount_kobo}`, `doctor ${-fee!.amount_kobo}`, `doctor ${cut}`, `platform_commission ${-cut}`]);
    expect(doctorBefore - (await balance(backend, 'doctor', DEMO.doctor.id))).toBe(fee!.amount_kobo - cut);
  });

  test('a cancelled consultation posts nothing to the doctor', async () => {
    const { id, patient } = await booked(backend);
    await backend.sql(`update public.consultations set starts_at = now() + interval '3 days' where id = $1`, [id]);
    const doctorBefore = await balance(backend, 'doctor', DEMO.doctor.id);
    expect((await patient.rpc('cancel_consultation', { p_id: id })).error).toBeNull();
    expect(await feePayments(backend, id)).toEqual([]);
    expect(await balance(backend, 'doctor', DEMO.doctor.id)).toBe(doctorBefore);
  });
});

describe('rates', () => {
  test('only an admin sets rates, never for the past, and an order keeps the rates of when it was placed', async () => {
    const args = { p_pharmacy_pct: 12.5, p_rider_pct: 75, p_doctor_pct: 20, p_reason: 'New partner terms' };
    expect((await pharmacy.rpc('set_commission_rates', args)).error?.code).toBe('42501');
    const past = await admin.rpc('set_commission_rates', { ...args, p_effective_from: '2025-01-01T00:00:00Z' });
    expect(past.error?.message).toMatch(/cannot apply to the past/);
    expect((await admin.rpc('set_commission_rates', { ...args, p_reason: '' })).error?.message).toMatch(/reason/);
    const patient = (await confirmedPatient(backend)).client;
    const rider = await approvedRider(backend, 'Lagos', 'Rates Rider');
    const older = await podOrder(backend, patient, 1, 1);
    expect((await admin.rpc('set_commission_rates', args)).error).toBeNull();
    const newer = await podOrder(backend, patient, 1, 2);
    await deliver(backend, pharmacy, rider.client, older.id);
    await deliver(backend, pharmacy, rider.client, newer.id);
    expect((await entryOf(backend, 'delivery', older.reference))[2]).toBe(`pharmacy ${share(kobo(older.subtotal), 1000)}`);
    expect((await entryOf(backend, 'delivery', newer.reference))[2]).toBe(`pharmacy ${share(kobo(newer.subtotal), 1250)}`);
    expect((await entryOf(backend, 'delivery', newer.reference))[3]).toBe(`rider ${-share(kobo(newer.delivery_fee), 7500)}`);
    const history = await admin.from('commission_rates').select('pharmacy_commission_bp').order('id');
    expect(history.data?.map((r) => r.pharmacy_commission_bp)).toEqual([1000, 1250]);
    expect((await admin.from('commission_rates').update({ reason: 'x' }).eq('id', 1)).error).not.toBeNull();
  });
});
