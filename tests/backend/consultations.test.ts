// Doctors, slots and bookings: the database decides who reads what and that a slot is booked once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { newKey } from './order-helpers';
import { testEngine } from './pg-database';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

const DOCTOR = DEMO.doctor.id;
const ADAEZE = 'd0c70000-0000-4000-8000-000000000001';

async function freeSlots(client = anonClient(backend), doctor: string = DOCTOR): Promise<string[]> {
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
  const { data, error } = await client.rpc('free_slots', { p_doctor: doctor, p_from: today, p_to: later });
  expect(error).toBeNull();
  return data as string[];
}

const book = (client: ReturnType<typeof anonClient>, startsAt: string, key = newKey(), doctor: string = DOCTOR) =>
  client.rpc('book_consultation', { p_doctor: doctor, p_starts_at: startsAt, p_type: 'video', p_symptoms: 'Headache', p_client_id: key });

describe('doctors', () => {
  test('anyone reads approved doctors with their profile and next free slot, nothing private', async () => {
    const { data, error } = await anonClient(backend).rpc('approved_doctors');
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(19);
    const adaeze = rows.find((r) => r.id === ADAEZE)!;
    expect(adaeze).toMatchObject({ name: 'Dr. Adaeze Okonkwo', specialty: 'Cardiology', price: 25000 });
    expect(adaeze.next_available).toBeTruthy();
    expect(Object.keys(adaeze)).not.toContain('license_number');
    // A pending doctor is not listed and has no slots.
    await backend.sql(`update public.doctors set approval_status = 'pending' where user_id = $1`, [ADAEZE]);
    const after = (await anonClient(backend).rpc('approved_doctors')).data as { id: string }[];
    expect(after.some((r) => r.id === ADAEZE)).toBe(false);
    expect(await freeSlots(undefined, ADAEZE)).toEqual([]);
    await backend.sql(`update public.doctors set approval_status = 'approved' where user_id = $1`, [ADAEZE]);
  });

  test('slots are 30 minutes, in Lagos hours, and a doctor sets their own week only', async () => {
    const slots = await freeSlots();
    expect(slots.length).toBeGreaterThan(10);
    for (const s of slots.slice(0, 10)) {
      const lagos = new Date(new Date(s).getTime() + 3600e3); // WAT is UTC+1
      const minutes = lagos.getUTCHours() * 60 + lagos.getUTCMinutes();
      expect(minutes % 30).toBe(0);
      expect((minutes >= 9 * 60 && minutes < 12 * 60) || (minutes >= 14 * 60 && minutes < 20 * 60)).toBe(true);
    }
    const { client: patient } = await confirmedPatient(backend);
    const refused = await patient.rpc('set_availability', { p_hours: [] });
    expect(refused.error?.message).toMatch(/Only a doctor/);
    // The screen names the refusal by its hint, in the doctor's language.
    expect(refused.error?.hint).toBe('not_doctor');
    const { client: doctor } = await signedIn(backend, 'emeka@doctors.magani.test');
    const emeka = 'd0c70000-0000-4000-8000-000000000007';
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '11:00' }));
    expect((await doctor.rpc('set_availability', { p_hours: hours })).error).toBeNull();
    const mine = await freeSlots(undefined, emeka);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThanOrEqual(16); // two slots a day, eight days at most
    const { data: rows } = await doctor.from('doctor_availability').select('weekday');
    expect(rows).toHaveLength(7);
  });
});

describe('bookings', () => {
  test('a guest cannot book; a patient books a free slot once and a retry returns the same booking', async () => {
    const [slot] = await freeSlots();
    expect((await book(anonClient(backend), slot!)).error).not.toBeNull();
    const { client } = await confirmedPatient(backend);
    const key = newKey();
    const first = await book(client, slot!, key);
    expect(first.error).toBeNull();
    const again = await book(client, slot!, key);
    expect(again.data).toEqual(first.data);
    expect(await freeSlots()).not.toContain(slot);
  });

  test('a second booking of the same slot is refused with a message naming it taken', async () => {
    const [slot] = await freeSlots();
    const { client: one } = await confirmedPatient(backend);
    const { client: two } = await confirmedPatient(backend);
    expect((await book(one, slot!)).error).toBeNull();
    const second = await book(two, slot!);
    expect(second.error?.message).toMatch(/no longer available/);
    expect(second.error?.hint).toBe('slot_taken');
    // A time outside the doctor's hours is refused too.
    const odd = new Date(new Date(slot!).getTime() + 7 * 60e3).toISOString();
    expect((await book(two, odd)).error?.hint).toBe('slot_taken');
  });

  test('a patient reads only their own consultations, a doctor only theirs', async () => {
    const [slot] = await freeSlots();
    const { client: patient } = await confirmedPatient(backend);
    const { client: other } = await confirmedPatient(backend);
    const id = ((await book(patient, slot!)).data as { id: string }).id;
    const { client: doctor } = await signedIn(backend, DEMO.doctor.email);
    const { client: adaeze } = await signedIn(backend, 'adaeze@doctors.magani.test');
    expect((await patient.from('consultations').select('id')).data).toEqual([{ id }]);
    expect((await other.from('consultations').select('id').eq('id', id)).data).toEqual([]);
    expect((await adaeze.from('consultations').select('id').eq('id', id)).data).toEqual([]);
    expect(((await doctor.from('consultations').select('id, patient_id').eq('id', id)).data ?? []).length).toBe(1);
    const foreign = await doctor.from('consultations').select('doctor_id');
    expect((foreign.data as { doctor_id: string }[]).every((r) => r.doctor_id === DOCTOR)).toBe(true);
    // Nobody writes a consultation directly.
    const sneaky = await patient.from('consultations').update({ status: 'completed' }).eq('id', id).select();
    expect(sneaky.data ?? []).toEqual([]);
    expect((await other.rpc('cancel_consultation', { p_id: id })).error?.message).toMatch(/not found/);
    expect((await other.rpc('consultation_room', { p_id: id, p_after_message: 0, p_after_signal: 0 })).data).toBeNull();
  });

  test('cancel frees the slot; reschedule only up to 2 hours before; completion makes the fee owed', async () => {
    const slots = await freeSlots();
    const { client: patient } = await confirmedPatient(backend);
    const id = ((await book(patient, slots[0]!)).data as { id: string }).id;
    const { client: doctor } = await signedIn(backend, DEMO.doctor.email);
    expect((await doctor.rpc('cancel_consultation', { p_id: id })).error).toBeNull();
    expect(await freeSlots()).toContain(slots[0]);
    const far = slots.find((s) => new Date(s).getTime() > Date.now() + 3 * 3600e3)!;
    const id2 = ((await book(patient, far)).data as { id: string }).id;
    const later = slots.filter((s) => s > far)[0]!;
    expect((await patient.rpc('reschedule_consultation', { p_id: id2, p_starts_at: later })).error).toBeNull();
    await backend.sql(`update public.consultations set starts_at = now() + interval '1 hour' where id = $1`, [id2]);
    const late = await patient.rpc('reschedule_consultation', { p_id: id2, p_starts_at: far });
    expect(late.error?.message).toMatch(/up to 2 hours before/);
    expect((await doctor.rpc('complete_consultation', { p_id: id2, p_notes: 'Rest' })).error?.message).toMatch(/once it has started/);
    await backend.sql(`update public.consultations set starts_at = now() - interval '5 minutes' where id = $1`, [id2]);
    expect((await patient.rpc('complete_consultation', { p_id: id2, p_notes: '' })).error).not.toBeNull();
    expect((await doctor.rpc('complete_consultation', { p_id: id2, p_notes: 'Rest' })).error).toBeNull();
    const row = (await patient.from('consultations').select('status, fee_status, fee').eq('id', id2).single()).data;
    expect(row).toMatchObject({ status: 'completed', fee_status: 'owed', fee: 15000 });
  });

  test('a reminder is written once for a booking that starts within 30 minutes', async () => {
    const slots = await freeSlots();
    const { client: patient, user } = await confirmedPatient(backend);
    const id = ((await book(patient, slots[slots.length - 1]!)).data as { id: string }).id;
    expect((await patient.rpc('consultation_reminders')).data).toBe(0);
    await backend.sql(`update public.consultations set starts_at = now() + interval '20 minutes' where id = $1`, [id]);
    expect((await patient.rpc('consultation_reminders')).data).toBe(1);
    expect((await patient.rpc('consultation_reminders')).data).toBe(0);
    const notes = await backend.sql(`select title from public.notifications where user_id = $1 and consultation_id = $2`, [user.id, id]);
    expect(notes.map((n) => n.title)).toEqual(['Consultation starts soon']);
  });

  test('reschedule: only to a free slot of the same doctor, and only by the consultation\'s patient or doctor', async () => {
    const slots = (await freeSlots()).filter((s) => new Date(s).getTime() > Date.now() + 3 * 3600e3);
    const { client: patient } = await confirmedPatient(backend);
    const { client: other } = await confirmedPatient(backend);
    const id = ((await book(patient, slots[0]!)).data as { id: string }).id;
    expect((await book(other, slots[1]!)).error).toBeNull();
    const taken = await patient.rpc('reschedule_consultation', { p_id: id, p_starts_at: slots[1] });
    expect(taken.error?.message).toBe('This time is no longer available. Please choose another slot.');
    expect(taken.error?.hint).toBe('slot_taken');
    // A time outside the doctor's hours is not a slot either.
    const odd = new Date(new Date(slots[2]!).getTime() + 7 * 60e3).toISOString();
    expect((await patient.rpc('reschedule_consultation', { p_id: id, p_starts_at: odd })).error?.hint).toBe('slot_taken');
    expect((await other.rpc('reschedule_consultation', { p_id: id, p_starts_at: slots[2] })).error?.message).toMatch(/not found/);
    const { client: doctor } = await signedIn(backend, DEMO.doctor.email);
    expect((await doctor.rpc('reschedule_consultation', { p_id: id, p_starts_at: slots[2] })).error).toBeNull();
    const row = (await patient.from('consultations').select('starts_at').eq('id', id).single()).data as { starts_at: string };
    expect(new Date(row.starts_at).toISOString()).toBe(new Date(slots[2]!).toISOString());
    expect(await freeSlots()).toContain(slots[0]);
  });
});

describe.skipIf(testEngine === 'pglite')('on PostgreSQL', () => {
  test('two bookings of one slot at the same moment give exactly one consultation', async () => {
    const [slot] = await freeSlots();
    const patients = await Promise.all(Array.from({ length: 6 }, () => confirmedPatient(backend)));
    const results = await Promise.all(patients.map(({ client }) => book(client, slot!)));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    for (const r of results.filter((r) => r.error)) expect(r.error?.hint).toBe('slot_taken');
    const rows = await backend.sql(`select count(*)::int as n from public.consultations where doctor_id = $1 and starts_at = $2 and status <> 'cancelled'`, [DOCTOR, slot]);
    expect(rows[0]!.n).toBe(1);
  });
});
