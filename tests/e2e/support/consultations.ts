import { expect } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, createConfirmedAccount, demoPassword, uniqueEmail } from './auth';
import { apiUrl } from './env';

export const DEMO_DOCTOR = '33333333-3333-4333-8333-333333333333';

/**
 * A consultation with the demo doctor, booked through the database function by a new confirmed
 * patient named Ada Patient (a patient may hold only 2 upcoming bookings with one doctor, so the
 * suite cannot pile them all on the demo patient). Sign the patient's page in with its `email`.
 */
export async function bookedConsultation(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('ada.patient');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Ada Patient');
  const client = createClient(apiUrl, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  const { error: signInError } = await client.auth.signInWithPassword({ email, password: demoPassword });
  expect(signInError).toBeNull();
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10);
  const { data: slots } = await client.rpc('free_slots', { p_doctor: DEMO_DOCTOR, p_from: from, p_to: to });
  const list = slots as string[];
  const starts = list[list.length - 1 - Math.floor(Math.random() * Math.min(20, list.length))]!;
  const { data, error } = await client.rpc('book_consultation', {
    p_doctor: DEMO_DOCTOR, p_starts_at: starts, p_type: 'video', p_symptoms: 'Cough for a week', p_client_id: crypto.randomUUID(),
  });
  expect(error).toBeNull();
  return { id: (data as { id: string }).id, email };
}
