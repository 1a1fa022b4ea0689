// Consultation fees: charged once and only after the doctor completes the consultation, for the
// fee kept at booking; a cancelled consultation is never charged; a saved card is charged once
// through the Paystack stand-in; the patient can neither write payment rows nor choose the amount.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';
import { booked, feePayments, saveCard, standInCard } from './consultation-fee-helpers';
import { settle, transaction } from './payment-helpers';

let backend: LocalBackend;
let doctor: SupabaseClient;
let service: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  doctor = (await signedIn(backend, DEMO.doctor.email)).client;
  service = serviceClient(backend);
});
afterAll(() => backend.stop());

const complete = (id: string) => doctor.rpc('complete_consultation', { p_id: id, p_notes: 'Rest and fluids' });
const fees = async (client: SupabaseClient) =>
  (await client.rpc('consultation_fees')).data as { consultation_id: string; amount_kobo: number; status: string }[];

describe('pay after the consultation', () => {
  test('nothing is charged before completion; completing asks the patient once for the fee kept at booking', async () => {
    const { id, patient, patientId } = await booked(backend);
    expect(await feePayments(backend, id)).toEqual([]);
    expect((await patient.rpc('consultation_payment', { p_consultation_id: id })).error?.message).toMatch(/once the doctor has completed/);
    // The doctor's fee changes after the booking: the consultation keeps the fee it was booked at.
    await backend.sql(`update public.doctors set fee = 20000 where user_id = $1`, [DEMO.doctor.id]);
    try {
      expect((await complete(id)).error).toBeNull();
      expect((await complete(id)).error?.message).toMatch(/Only a booked consultation/);
    } finally {
      await backend.sql(`update public.doctors set fee = 15000 where user_id = $1`, [DEMO.doctor.id]);
    }
    const rows = await feePayments(backend, id);
    expect(rows).toEqual([expect.objectContaining({ status: 'pending', amount_kobo: 1_500_000, patient_id: patientId })]);
    const bell = await backend.sql(`select body, link from public.notifications where consultation_id = $1 and user_id = $2
      and title = 'Consultation fee due'`, [id, patientId]);
    expect(bell).toEqual([{ body: 'Pay ₦15,000 for your consultation with Dr. Chidi Okafor.', link: '/consultations' }]);
    // The completion notice says what happened; the amount is asked for once, by the notice above.
    const done = await backend.sql(`select body from public.notifications where consultation_id = $1 and user_id = $2
      and title = 'Consultation completed'`, [id, patientId]);
    expect(done).toEqual([{ body: 'Dr. Chidi Okafor completed your consultation. Notes and any prescription are in the consultation room.' }]);
    const mail = await backend.sql(`select count(*)::int as n from private.outgoing_messages m join public.profiles p
      on p.email = m.recipient where p.user_id = $1 and m.subject = 'Consultation fee due'`, [patientId]);
    expect(mail[0]!.n).toBe(1);
    expect(await fees(patient)).toEqual([{ consultation_id: id, amount_kobo: 1_500_000, status: 'due' }]);
    expect((await fees(doctor)).find((f) => f.consultation_id === id)?.status).toBe('due');

    // Paying it: the request's own row, paid once whatever arrives twice.
    const { data: payment } = await patient.rpc('consultation_payment', { p_consultation_id: id });
    expect(payment).toMatchObject({ reference: rows[0]!.reference, amount_kobo: 1_500_000, status: 'pending' });
    expect((await settle(service, 'webhook', 'charge.success', transaction(rows[0]!))).outcome).toBe('applied');
    expect((await settle(service, 'verify', 'verify', transaction(rows[0]!))).outcome).toBe('duplicate');
    expect(await fees(patient)).toEqual([{ consultation_id: id, amount_kobo: 1_500_000, status: 'paid' }]);
    expect((await fees(doctor)).find((f) => f.consultation_id === id)?.status).toBe('paid');
    expect((await feePayments(backend, id)).map((r) => r.status)).toEqual(['paid']);
  });

  test('a cancelled consultation is never charged, not even by the server itself', async () => {
    const { id, patient } = await booked(backend);
    await backend.sql(`update public.consultations set starts_at = now() + interval '3 hours' where id = $1`, [id]);
    expect((await patient.rpc('cancel_consultation', { p_id: id })).error).toBeNull();
    expect((await complete(id)).error?.message).toMatch(/Only a booked consultation/);
    expect((await patient.rpc('consultation_payment', { p_consultation_id: id })).error?.message).toMatch(/once the doctor has completed/);
    await expect(backend.sql(`insert into public.payments (reference, patient_id, purpose, consultation_id, amount_kobo)
      select 'MGN-CANCELLED0001', patient_id, 'consultation', id, fee * 100 from public.consultations where id = $1`, [id]))
      .rejects.toThrow(/only after the consultation is completed/);
    expect(await feePayments(backend, id)).toEqual([]);
    expect(await fees(patient)).toEqual([]);
  });

  test('the patient cannot write payment rows or change the amount; another patient cannot pay for it', async () => {
    const { id, patient, patientId } = await booked(backend);
    expect((await complete(id)).error).toBeNull();
    const [row] = await feePayments(backend, id);
    const insert = await patient.from('payments').insert({ reference: 'MGN-MINE00000001', patient_id: patientId,
      purpose: 'consultation', consultation_id: id, amount_kobo: 100 });
    expect(insert.error?.code).toBe('42501');
    const update = await patient.from('payments').update({ amount_kobo: 100, status: 'paid' }).eq('reference', row!.reference);
    expect(update.error?.code).toBe('42501');
    expect((await feePayments(backend, id))[0]).toMatchObject({ status: 'pending', amount_kobo: 1_500_000 });
    // A webhook claiming a smaller amount changes nothing.
    expect((await settle(service, 'webhook', 'charge.success', transaction({ ...row!, amount_kobo: 100 }))).outcome).toBe('mismatch');
    // Even the database owner cannot open a second live payment or another amount.
    await expect(backend.sql(`insert into public.payments (reference, patient_id, purpose, consultation_id, amount_kobo, expires_at)
      values ('MGN-SECOND000001', $1, 'consultation', $2, 1500000, 'infinity')`, [patientId, id])).rejects.toThrow(/unique/);
    await expect(backend.sql(`update public.payments set amount_kobo = 100 where reference = $1`, [row!.reference]))
      .rejects.toThrow(/fee agreed at booking/);
    const other = (await confirmedPatient(backend)).client;
    expect((await other.rpc('consultation_payment', { p_consultation_id: id })).error?.message).toMatch(/not found/);
    expect(await fees(other)).toEqual([]);
  });

  test('a declined card leaves it due and Try again opens a new attempt; the reminder comes once after 24 hours', async () => {
    const { id, patient, patientId } = await booked(backend);
    expect((await complete(id)).error).toBeNull();
    const [first] = await feePayments(backend, id);
    await settle(service, 'webhook', 'charge.failed', { ...transaction(first!), status: 'failed', gateway_response: 'Declined' });
    expect((await fees(patient))[0]?.status).toBe('due');
    const { data: again } = await patient.rpc('consultation_payment', { p_consultation_id: id });
    expect((again as { reference: string }).reference).not.toBe(first!.reference);
    expect((await feePayments(backend, id)).map((r) => r.status)).toEqual(['failed', 'pending']);

    expect((await service.rpc('remind_consultation_fees')).data).toBe(0);
    await backend.sql(`update public.payments set created_at = now() - interval '25 hours' where consultation_id = $1`, [id]);
    expect((await patient.rpc('remind_consultation_fees')).error?.code).toBe('42501');
    const first1 = (await service.rpc('remind_consultation_fees')).data as number;
    const second = (await service.rpc('remind_consultation_fees')).data as number;
    expect(first1).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    const reminders = await backend.sql(`select body from public.notifications where consultation_id = $1 and user_id = $2
      and title = 'Consultation fee still due'`, [id, patientId]);
    expect(reminders).toEqual([{ body: 'Reminder: pay ₦15,000 for your consultation with Dr. Chidi Okafor.' }]);
  });
});

describe('paying through the payment functions', () => {
  test('Pay now opens a Paystack checkout for the database\'s amount, and the card paid there pays the fee once', async () => {
    const { id, patient } = await booked(backend);
    const early = await patient.functions.invoke('payment-initialize', { body: { consultation_id: id, return_url: 'http://127.0.0.1:4173/' } });
    expect(early.error).not.toBeNull();
    expect((await complete(id)).error).toBeNull();
    const { data, error } = await patient.functions.invoke('payment-initialize', {
      body: { consultation_id: id, return_url: 'http://127.0.0.1:4173/', amount_kobo: 100 },
    });
    expect(error).toBeNull();
    const payment = (data as { payment: { reference: string; authorization_url: string; amount_kobo: number } }).payment;
    const tx = backend.paystack.transactions.get(payment.reference)!;
    expect(tx).toMatchObject({ amount: 1_500_000, currency: 'NGN', callback_url: 'http://127.0.0.1:4173/orders/payment' });
    expect(tx.metadata).toMatchObject({ purpose: 'consultation', consultation: id });
    const back = await fetch(`${payment.authorization_url}/pay`, { method: 'POST', body: new URLSearchParams({ outcome: 'card_success' }), redirect: 'manual' });
    expect(back.headers.get('location')).toContain(`reference=${payment.reference}`);
    const verified = await patient.functions.invoke('payment-verify', { body: { reference: payment.reference } });
    expect((verified.data as { payment: { status: string; consultation_id: string } }).payment).toMatchObject({ status: 'paid', consultation_id: id });
    await backend.paystack.resend(payment.reference);
    expect((await feePayments(backend, id)).map((r) => r.status)).toEqual(['paid']);
    expect(await fees(patient)).toEqual([{ consultation_id: id, amount_kobo: 1_500_000, status: 'paid' }]);
  });
});

describe('charge my saved card', () => {
  test('is offered only with a saved card, and charges it once through Paystack after completion', async () => {
    const account = await confirmedPatient(backend);
    const refused = await account.client.rpc('book_consultation_with_fee', {
      p_doctor: DEMO.doctor.id, p_starts_at: new Date(Date.now() + 864e5).toISOString(), p_type: 'video', p_symptoms: '',
      p_client_id: `no-card-${Date.now()}`, p_fee_payment: 'saved_card',
    });
    expect(refused.error?.message).toMatch(/No card is saved yet/);
    expect((await account.client.rpc('my_saved_card')).data).toBeNull();

    // A card payment at the stand-in leaves a reusable authorization, as Paystack does.
    const code = await standInCard(backend, account.email);
    await saveCard(backend, account.user.id, code, account.email);
    expect((await account.client.rpc('my_saved_card')).data).toEqual({ brand: 'visa', last4: '4081' });
    const { id } = await booked(backend, 'saved_card', account);
    expect((await complete(id)).error).toBeNull();
    expect((await fees(account.client))[0]?.status).toBe('charging');
    await Promise.all([backend.runPaymentJobs(), backend.runPaymentJobs()]);
    await backend.runPaymentJobs();
    const rows = await feePayments(backend, id);
    expect(rows.map((r) => r.status)).toEqual(['paid']);
    const charged = [...backend.paystack.transactions.values()].filter((t) => t.reference === rows[0]!.reference);
    expect(charged).toEqual([expect.objectContaining({ amount: 1_500_000, status: 'success' })]);
    expect((await fees(account.client))[0]?.status).toBe('paid');
    const asked = await backend.sql(`select count(*)::int as n from public.notifications where consultation_id = $1
      and title = 'Consultation fee due'`, [id]);
    expect(asked[0]!.n).toBe(0);
  });

  test('a card Paystack refuses falls back to a payment request', async () => {
    const account = await confirmedPatient(backend);
    await saveCard(backend, account.user.id, 'AUTH_unknown0000', account.email);
    const { id } = await booked(backend, 'saved_card', account);
    expect((await complete(id)).error).toBeNull();
    await backend.runPaymentJobs();
    expect((await feePayments(backend, id)).map((r) => r.status)).toEqual(['failed', 'pending']);
    const bell = await backend.sql(`select body from public.notifications where consultation_id = $1 and title = 'Consultation fee due'`, [id]);
    expect(bell).toEqual([{ body: 'Your saved card could not be charged. Pay ₦15,000 for your consultation with Dr. Chidi Okafor.' }]);
    expect((await fees(account.client))[0]?.status).toBe('due');
  });
});
