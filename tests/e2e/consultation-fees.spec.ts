// A consultation's fee after the consultation: a new patient books the demo doctor choosing to pay
// afterwards, the doctor completes it, the patient's list shows the fee due, Pay now opens the
// Paystack stand-in's page for the fee the database kept, the test card pays it, and the list
// shows it paid. The card paid there is then offered for the next booking's fee.
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, demoAccounts, demoPassword, serviceClient, signInAsAccount, uniqueEmail } from './support/auth';
import { clientFor } from './support/orders';
import { openApp } from './patient-support';
import { axeViolations } from './support/axe';

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-NG', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d);

test('pay after: the fee is due once the doctor completes the consultation, paid on Paystack\'s page, then shown paid', async ({ page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('fee.patient');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Bisi Patient');
  await signInAsAccount(page, email);

  await openApp(page, '/consultations/book');
  await page.getByRole('article', { name: 'Dr. Chidi Okafor' }).getByRole('button', { name: 'Select Doctor' }).click();
  const schedule = page.getByRole('region', { name: 'Schedule with Dr. Chidi Okafor' });
  await schedule.getByRole('button', { name: 'Next month' }).click();
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 12 + Math.floor(Math.random() * 15), 12);
  await schedule.getByRole('button', { name: longDate(day) }).click();
  const slots = schedule.getByRole('group', { name: 'Afternoon and evening' }).getByRole('button');
  await expect(slots.first()).toBeVisible();
  await slots.nth(Math.floor(Math.random() * Math.min(8, await slots.count()))).click();
  // No card is kept for this patient yet: the fee is paid afterwards, and nothing is charged now.
  await expect(schedule.getByTestId('fee-choice')).toHaveText('Fee ₦15,000: you pay after the consultation, once the doctor marks it completed.');
  await schedule.getByRole('button', { name: /^Book Video Call for / }).click();
  await expect(page).toHaveURL(/\/consultations\/booking-confirmation\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;

  const service = serviceClient();
  const { data: stored } = await service.from('consultations').select('fee_payment, fee').eq('id', id).single();
  expect(stored).toEqual({ fee_payment: 'pay_after', fee: 15000 });
  const { data: before } = await service.from('payments').select('id').eq('consultation_id', id);
  expect(before).toEqual([]);

  // The consultation took place (moved to five minutes ago) and the doctor completes it.
  await service.from('consultations').update({ starts_at: new Date(Date.now() - 5 * 60_000 - 7_000).toISOString() }).eq('id', id);
  const doctor = await clientFor(demoAccounts.doctor, demoPassword);
  expect((await doctor.rpc('complete_consultation', { p_id: id, p_notes: 'Rest and fluids' })).error).toBeNull();

  await openApp(page, '/consultations');
  const fee = page.getByTestId('consultation-fee');
  await expect(fee).toHaveAttribute('data-status', 'due');
  await expect(fee).toContainText('Fee ₦15,000: due');
  expect(await axeViolations(page)).toEqual([]);
  await fee.getByRole('button', { name: 'Pay now' }).click();

  // The stand-in's checkout page, for the amount the database kept (it writes ₦15,000.00).
  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.amount')).toHaveText(/₦15,000(\.00)?/);
  await page.getByRole('button', { name: 'Pay with test card (succeeds)' }).click();
  await expect(page).toHaveURL(/\/orders\/payment\?.*reference=MGN-/);
  const state = page.getByTestId('payment-state');
  await expect(state).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(state).toContainText('Paid: ₦15,000');
  await expect(state).toContainText('your consultation fee is paid');

  await state.getByRole('link', { name: 'My consultations' }).click();
  await expect(page.getByTestId('consultation-fee')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('consultation-fee')).toHaveText('Fee ₦15,000: paid');
  const { data: rows } = await service.from('payments').select('status, amount_kobo').eq('consultation_id', id);
  expect(rows).toEqual([{ status: 'paid', amount_kobo: 1_500_000 }]);

  // The card paid on Paystack's page is kept: the next booking offers it for the fee (the doctor
  // chosen before is still selected on this device).
  await openApp(page, '/consultations/book');
  const again = page.getByRole('region', { name: 'Schedule with Dr. Chidi Okafor' });
  await expect(again.getByRole('radio', { name: 'Pay after the consultation' })).toBeChecked();
  await expect(again.getByRole('radio', { name: 'Charge my saved card ending 4081 after the consultation' })).toBeVisible();
});
