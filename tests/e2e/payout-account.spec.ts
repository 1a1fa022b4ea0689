import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { demoPassword, serviceClient, signInAs } from './support/auth';

// The demo doctor adds a payout bank account at /settings: Paystack's stand-in resolves the
// account's name, which matches the doctor's, so it is active at once; changing it asks for the
// password (a wrong one is refused next to the field) and then holds payouts for 24 hours.
// (The demo doctor, so that money.spec.ts can pay the demo pharmacy and rider at the same time.)
const DOCTOR_ID = '33333333-3333-4333-8333-333333333333';

test('a doctor adds a bank account, then changes it with its password', async ({ page }) => {
  test.setTimeout(90_000);
  await serviceClient().from('payout_accounts').delete().eq('user_id', DOCTOR_ID);
  await signInAs(page, 'doctor');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Payout bank account' });
  await expect(card.getByText('Add the Nigerian bank account your weekly payouts go to.')).toBeVisible({ timeout: 20_000 });

  await card.getByRole('button', { name: 'Check account' }).click();
  await expect(card.getByText('Choose your bank', { exact: true }).last()).toBeVisible();
  await expect(card.getByText('An account number is 10 digits')).toBeVisible();

  await card.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await card.getByLabel('Account number (10 digits)').fill('0234567891');
  await card.getByRole('button', { name: 'Check account' }).click();
  await expect(card.getByRole('status')).toHaveText('Account name: CHIDI OKAFOR');
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Save this account' }).click();
  await expect(card.getByText('Guaranty Trust Bank ******7891')).toBeVisible();
  await expect(card.getByText('Active: weekly payouts go to this account.')).toBeVisible();

  await card.getByLabel('New bank').selectOption({ label: 'Zenith Bank' });
  await card.getByLabel('Account number (10 digits)').fill('0234567891');
  await card.getByRole('button', { name: 'Check account' }).click();
  await expect(card.getByRole('status')).toHaveText('Account name: CHIDI OKAFOR');
  await card.getByRole('button', { name: 'Save this account' }).click();
  await expect(card.getByText('Enter your password to change your payout account')).toBeVisible();
  await card.getByLabel('Your password').fill('not-my-password');
  await card.getByRole('button', { name: 'Save this account' }).click();
  await expect(card.getByText('That password is not right')).toBeVisible();
  await card.getByLabel('Your password').fill(demoPassword);
  await card.getByRole('button', { name: 'Save this account' }).click();
  await expect(card.getByText('Zenith Bank ******7891')).toBeVisible();
  await expect(card.getByText(/^Payouts are held until .+ because the account was changed\.$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
