// Bookings are stored: a patient books the demo doctor, the doctor sees it on the schedule, a second
// patient who chose the same slot is refused with a message and the next free times, and a
// confirmation page for somebody else's booking shows nothing.
import { expect, test, type Page } from '@playwright/test';
import { anonKey, AUTH_STORAGE_KEY, createConfirmedAccount, demoPassword, signInAs, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { openApp } from './patient-support';

const DEMO_DOCTOR = '33333333-3333-4333-8333-333333333333';
const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-NG', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d);

async function signInEmail(page: Page, email: string) {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(res.ok).toBe(true);
  const session = await res.json();
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
}

/** The demo doctor's first free slot from tomorrow (Lagos) on, as the database computes it. */
async function firstFreeSlotFromTomorrow() {
  const from = new Date(Date.now() + 864e5 + 3600e3).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 8 * 864e5).toISOString().slice(0, 10);
  const res = await fetch(`${apiUrl}/rest/v1/rpc/free_slots`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_doctor: DEMO_DOCTOR, p_from: from, p_to: to }),
  });
  const slots = (await res.json()) as string[];
  const iso = slots[0]!;
  const lagos = new Date(new Date(iso).getTime() + 3600e3);
  const h = lagos.getUTCHours();
  const label = `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(lagos.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  const day = new Date(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate(), 12);
  return { label, day };
}

async function chooseSlot(page: Page, slot: { label: string; day: Date }) {
  await openApp(page, '/consultations/book');
  await page.getByRole('button', { name: /^General Practice/ }).click();
  await page.getByRole('article', { name: 'Dr. Chidi Okafor' }).getByRole('button', { name: 'Select Doctor' }).click();
  const schedule = page.getByRole('region', { name: 'Schedule with Dr. Chidi Okafor' });
  if (slot.day.getMonth() !== new Date().getMonth()) await schedule.getByRole('button', { name: 'Next month' }).click();
  await schedule.getByRole('button', { name: longDate(slot.day) }).click();
  await schedule.getByRole('button', { name: slot.label, exact: true }).click();
  return schedule;
}

test('book the demo doctor; the doctor sees it; the same slot is refused to another patient; a forged confirmation shows nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const slot = await firstFreeSlotFromTomorrow();
  const [oneCtx, twoCtx, doctorCtx] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const one = await oneCtx.newPage();
  const two = await twoCtx.newPage();
  const doctor = await doctorCtx.newPage();
  await signInAs(one, 'patient');
  const secondEmail = uniqueEmail('second.patient');
  await createConfirmedAccount(secondEmail, demoPassword, 'patient', 'Bayo Second');
  await signInEmail(two, secondEmail);

  // Both patients pick the same free time; the first to book gets it.
  const first = await chooseSlot(one, slot);
  const second = await chooseSlot(two, slot);
  await first.getByRole('button', { name: `Book Video Call for ${slot.label}` }).click();
  await expect(one).toHaveURL(/\/consultations\/booking-confirmation\?id=/);
  await expect(one.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(one.getByText('Dr. Chidi Okafor, General Practice')).toBeVisible();
  const id = new URL(one.url()).searchParams.get('id')!;

  await second.getByRole('button', { name: `Book Video Call for ${slot.label}` }).click();
  const refused = two.getByRole('alert').filter({ hasText: 'was just booked by someone else' });
  await expect(refused).toContainText('This time is no longer available. Please choose another slot.');
  await expect(refused.getByRole('button').first()).toBeVisible();
  await expect(two).toHaveURL(/\/consultations\/book/);

  // The doctor's schedule lists it, read from the database.
  await signInAs(doctor, 'doctor');
  await openApp(doctor, '/doctor/schedule');
  await expect(doctor.getByRole('listitem', { name: new RegExp(`^Ada Patient, .*${slot.label}`) })).toBeVisible();

  // The patient's own list has it; the other patient cannot open its confirmation.
  await openApp(one, '/consultations');
  await expect(one.getByRole('listitem', { name: new RegExp(`^Dr. Chidi Okafor, General Practice, .*${slot.label}`) })).toBeVisible();
  await openApp(two, `/consultations/booking-confirmation?id=${id}`);
  await expect(two.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  await expect(two.getByText('Dr. Chidi Okafor')).toHaveCount(0);
  await openApp(two, '/consultations/booking-confirmation?id=0b0e4a3c-1111-4222-8333-444455556666');
  await expect(two.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
});
