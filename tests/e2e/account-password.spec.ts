import { expect, test } from '@playwright/test';
import { createConfirmedAccount, latestMessage, signInThroughForm, storedSession, uniqueEmail } from './support/auth';

test('forgot password asks for the address, then a valid one', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  // A confirmed account of its own, so the demo accounts keep their password.
  const email = uniqueEmail('reset');
  await createConfirmedAccount(email, 'old-secret');

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth/login');

  const mail = await latestMessage(email);
  const link = mail.links.find((l) => l.includes('/auth/v1/verify'));
  expect(link, 'reset link').toBeTruthy();
  // The link goes through the API, which sends the browser back to this app's reset page.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Confirm new password').fill('new-secreT');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Confirm new password')).toBeFocused();
  await page.getByLabel('Confirm new password').fill('new-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedSession(page)).toBeNull();

  await signInThroughForm(page, email, 'old-secret');
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await signInThroughForm(page, email, 'new-secret');
  await expect(page).toHaveURL(/\/dashboard\/patient$/);
});

test('the reset page without a reset link says how to get one', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('password');
  await expect(page.getByText(/link may have expired/)).toBeVisible();
  await page.getByRole('link', { name: 'Request a new reset email' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.goto('/auth/reset-password#error=access_denied&error_code=otp_expired');
  await expect(page.getByRole('link', { name: 'Request a new reset email' })).toBeVisible();
});
