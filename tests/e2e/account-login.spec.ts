import { expect, test } from '@playwright/test';
import { anonKey, AUTH_STORAGE_KEY, demoAccounts, demoPassword, latestMessage, signInThroughForm, storedSession, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { openHydrated } from './offline-support';

test('login explains missing and malformed fields beside them', async ({ page }) => {
  await openHydrated(page, '/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please fill in all fields')).toHaveCount(2);
  // The first field with a message takes the focus, so a keyboard user starts there.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill('ada@');
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('whatever');
  // Only the malformed address keeps a message.
  await expect(page.getByText('Please fill in all fields')).toHaveCount(0);
});

test('a wrong password shows the service message and keeps the fields', async ({ page }) => {
  await openHydrated(page, '/auth/login');
  await signInThroughForm(page, demoAccounts.patient, 'not-the-password');
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(demoAccounts.patient);
  expect(await storedSession(page)).toBeNull();
});

test('the password can be shown and hidden', async ({ page }) => {
  await openHydrated(page, '/auth/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('without Remember me the session ends with the browser session; with it, it is kept', async ({ page }) => {
  await openHydrated(page, '/auth/login');
  await signInThroughForm(page, demoAccounts.doctor, demoPassword);
  await expect(page).toHaveURL(/\/dashboard\/doctor$/);
  const where = () =>
    page.evaluate((key) => ({ local: localStorage.getItem(key) !== null, session: sessionStorage.getItem(key) !== null }), AUTH_STORAGE_KEY);
  expect(await where()).toEqual({ local: false, session: true });

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await openHydrated(page, '/auth/login');
  await signInThroughForm(page, demoAccounts.doctor, demoPassword, { remember: true });
  await expect(page).toHaveURL(/\/dashboard\/doctor$/);
  expect(await where()).toEqual({ local: true, session: false });
});

test('Forgot password, Sign up and Back to Home lead where they say', async ({ page }) => {
  await openHydrated(page, '/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await openHydrated(page, '/auth/login');
  await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await openHydrated(page, '/auth/login');
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Resend confirmation email asks for the address and password and mails a new link', async ({ page }) => {
  // Registered without the first e-mail, so the resend is not held back by the one-per-minute limit.
  const email = uniqueEmail('resend');
  const signup = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123', data: { full_name: 'Resend Person', role: 'patient' } }),
  });
  expect(signup.ok).toBe(true);
  const asked = new Date().toISOString();
  await openHydrated(page, '/auth/login');

  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend confirmation email' });
  await dialog.getByLabel('Email address').fill(uniqueEmail('nobody'));
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByRole('button', { name: 'Send confirmation email' }).click();
  await expect(dialog.getByText('Failed to resend confirmation email')).toBeVisible();

  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send confirmation email' }).click();
  await expect(page.getByText('Confirmation email sent! Check your inbox.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await latestMessage(email, { after: asked });
  expect(mail.links.find((l) => l.includes('/confirm?token='))).toBeTruthy();
});
