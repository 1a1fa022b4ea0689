// Rescheduling a booked consultation at /consultations: the rule is on screen, a time taken
// meanwhile is refused with the next free times, and choosing one of those moves the booking.
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, createConfirmedAccount, demoPassword, signInAsAccount, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { bookedConsultation, DEMO_DOCTOR } from './support/consultations';
import { openApp } from './patient-support';
import { axeViolations } from './support/axe';
import { layoutProblems } from './support/layout';

/** The "09:30 AM" label the slot buttons show for an instant (Lagos is UTC+1 all year). */
function lagosLabel(iso: string) {
  const lagos = new Date(new Date(iso).getTime() + 3600e3);
  const h = lagos.getUTCHours();
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(lagos.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

async function otherPatient() {
  const email = uniqueEmail('reschedule');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Bisi Other');
  const client = createClient(apiUrl, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  expect((await client.auth.signInWithPassword({ email, password: demoPassword })).error).toBeNull();
  return client;
}

test('a patient moves a booking; a time taken meanwhile is refused with the next free times', async ({ page }) => {
  test.setTimeout(90_000);
  const { id, email: patientEmail } = await bookedConsultation();
  await signInAsAccount(page, patientEmail);
  await openApp(page, '/consultations');
  const row = page.getByRole('listitem').filter({ has: page.locator(`a[href*="${id}"]`) });
  const before = await row.getByText('(Lagos time)').first().textContent();
  await row.getByRole('button', { name: 'Reschedule' }).click();
  const panel = row.getByRole('region', { name: 'Reschedule' });
  await expect(panel).toContainText('A booking can be moved to another free time of the same doctor up to 2 hours before it starts.');
  await expect(panel.getByRole('group').first()).toBeVisible();
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // The person picks a time; someone else books it before they press Move.
  const date = await panel.getByLabel('New date').inputValue();
  const first = panel.getByRole('group').getByRole('button').first();
  const label = (await first.textContent())!.trim();
  await first.click();
  const other = await otherPatient();
  const { data: slots } = await other.rpc('free_slots', { p_doctor: DEMO_DOCTOR, p_from: date, p_to: date });
  const iso = (slots as string[]).find((s) => lagosLabel(s) === label)!;
  expect((await other.rpc('book_consultation', {
    p_doctor: DEMO_DOCTOR, p_starts_at: iso, p_type: 'video', p_symptoms: '', p_client_id: crypto.randomUUID(),
  })).error).toBeNull();

  await panel.getByRole('button', { name: /^Move to / }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('This time is no longer available. Please choose another slot.');
  const next = alert.getByRole('group', { name: 'Next free times' }).getByRole('button');
  await expect(next.first()).toBeVisible();
  await next.first().click();
  await panel.getByRole('button', { name: /^Move to / }).click();
  await expect(row.getByRole('status')).toContainText('Moved to ');

  // The list shows the stored new time: not the old one, not the one taken by the other patient.
  const moved = page.getByRole('listitem').filter({ has: page.locator(`a[href*="${id}"]`) });
  await expect(moved.getByText('(Lagos time)').first()).not.toHaveText(before!);
  await expect(moved.getByText('(Lagos time)').first()).not.toContainText(`, ${label} (Lagos time)`);
});
