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
  await expect(card.getByText('No bank account yet: add one to be paid.')).toBeVisible({ timeout: 20_000 });

  await card.getByRole('button', { name: 'Add bank account' }).click();
  const form = card.getByRole('form', { name: 'Add bank account' });
  const bank = form.getByRole('combobox', { name: /^Bank/ });
  await expect(bank).toBeEnabled({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Check account name' }).click();
  await expect(bank).toHaveAccessibleDescription(/Choose your bank/);
  await expect(form.getByText('An account number is 10 digits')).toBeVisible();

  await bank.selectOption({ label: 'Guaranty Trust Bank' });
  await form.getByLabel('Account number').fill('0234567891');
  await form.getByRole('button', { name: 'Check account name' }).click();
  await expect(form.getByRole('status')).toHaveText('Account name: CHIDI OKAFOR');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save bank account' }).click();
  const account = card.getByTestId('payout-account');
  await expect(account).toContainText('Guaranty Trust Bank · ******7891');
  await expect(account).toContainText('Active');
  await expect(card.getByText('Saved: payouts go to Guaranty Trust Bank ******7891.')).toBeVisible();

  await card.getByRole('button', { name: 'Change bank account' }).click();
  const change = card.getByRole('form', { name: 'Change bank account' });
  await expect(change.getByRole('combobox', { name: /^Bank/ })).toBeEnabled({ timeout: 30_000 });
  await change.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: 'Zenith Bank' });
  await change.getByLabel('Account number').fill('0234567891');
  await change.getByRole('button', { name: 'Check account name' }).click();
  await expect(change.getByRole('status')).toHaveText('Account name: CHIDI OKAFOR');
  await change.getByRole('button', { name: 'Save bank account' }).click();
  await expect(change.getByText('Enter your password to change your payout account')).toBeVisible();
  await change.getByLabel('Your password').fill('not-my-password');
  await change.getByRole('button', { name: 'Save bank account' }).click();
  await expect(change.getByText('That password is not right')).toBeVisible();
  await change.getByLabel('Your password').fill(demoPassword);
  await change.getByRole('button', { name: 'Save bank account' }).click();
  await expect(account).toContainText('Zenith Bank · ******7891');
  await expect(account).toContainText(/Held until .+Payouts wait 24 hours after a change of account\./);
  expect(await axeViolations(page)).toEqual([]);
});
