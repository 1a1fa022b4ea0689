// Shared set-up for the consultation-fee tests: a booking of the demo doctor by a new confirmed
// patient, moved to have started, so the doctor may complete it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { anonClient, confirmedPatient, DEMO, type LocalBackend } from './helpers';
import { newKey } from './order-helpers';

let used = 0;

/** A free slot of the demo doctor not handed out before in this run. */
export async function nextSlot(backend: LocalBackend): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10);
  const { data } = await anonClient(backend).rpc('free_slots', { p_doctor: DEMO.doctor.id, p_from: today, p_to: later });
  const slots = data as string[];
  used += 1;
  return slots[Math.min(used * 3, slots.length - 1)]!;
}

/** Books the demo doctor for a new confirmed patient (or `patient`), with the given fee choice. */
export async function booked(backend: LocalBackend, feePayment = 'pay_after', patient?: { client: SupabaseClient; user: { id: string } }) {
  const who = patient ?? (await confirmedPatient(backend));
  const { data, error } = await who.client.rpc('book_consultation_with_fee', {
    p_doctor: DEMO.doctor.id, p_starts_at: await nextSlot(backend), p_type: 'video', p_symptoms: 'Cough',
    p_client_id: newKey(), p_fee_payment: feePayment,
  });
  expect(error).toBeNull();
  const id = (data as { id: string }).id;
  // It started five minutes ago: the doctor may complete it now.
  await backend.sql(`update public.consultations set starts_at = now() - interval '5 minutes' where id = $1`, [id]);
  return { id, patient: who.client, patientId: who.user.id };
}

export async function feePayments(backend: LocalBackend, consultationId: string) {
  return (await backend.sql(
    `select reference, status, amount_kobo::int as amount_kobo, patient_id from public.payments
     where consultation_id = $1 order by created_at, id`,
    [consultationId],
  )) as { reference: string; status: string; amount_kobo: number; patient_id: string }[];
}

/** Gives the patient a reusable card authorization, as a paid card checkout would. */
export async function saveCard(backend: LocalBackend, patientId: string, code: string, email: string) {
  await backend.sql(
    `insert into private.saved_cards (patient_id, authorization_code, email, brand, last4) values ($1, $2, $3, 'visa', '4081')`,
    [patientId, code, email],
  );
}

/** Pays a small amount by card on the stand-in's page; returns the reusable authorization it kept. */
export async function standInCard(backend: LocalBackend, email: string): Promise<string> {
  const res = await fetch(`${backend.paystack.url}/transaction/initialize`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.paystack.secretKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, amount: 10000, reference: `CARD-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` }),
  });
  const { data } = (await res.json()) as { data: { authorization_url: string; reference: string } };
  await fetch(`${data.authorization_url}/pay`, { method: 'POST', body: new URLSearchParams({ outcome: 'card_success' }), redirect: 'manual' });
  const tx = backend.paystack.transactions.get(data.reference) as unknown as { authorization: { authorization_code: string } };
  return tx.authorization.authorization_code;
}
