import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { viewports } from './support/env';
import { demoAccounts, demoPassword, signInAs, signInThroughForm, uniqueEmail } from './support/auth';
import { fillRegistration, waitForOfflineReady, openHydrated } from './offline-support';

// The account screens in the states the route sweep (a11y.spec.ts) never reaches: errors shown,
// dialogs open, second steps, signed-in variants. Each state is reached once, at phone width, and
// checked at phone and desktop widths (the layout follows the resize).
async function check(page: Page, widths: (keyof typeof viewports)[] = ['phone', 'desktop']) {
  for (const width of widths) {
    await page.setViewportSize(viewports[width]);
    // axeViolations waits for the page's animations to finish first.
    expect(await axeViolations(page), `at ${width} width`).toEqual([]);
  }
  await page.setViewportSize(viewports.phone);
}

test.describe('account screens at phone and desktop widths', () => {
  test.use({ viewport: viewports.phone });

  test('login with errors, then the resend dialog', async ({ page }) => {
    await openHydrated(page, '/auth/login?redirect=%2Fdashboard%2Fadmin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
    await check(page);
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Send confirmation email' }).click();
    await check(page);
  });

  test('registration for each role with its messages', async ({ page }) => {
    await openHydrated(page, '/auth/register');
    for (const role of ['Pharmacy', 'Doctor', 'Rider']) {
      await page.getByRole('radio', { name: role }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await check(page);
    }
  });

  test('forgot password: the Check Your Email view', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('a11y'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await check(page);
  });

  test('reset password form with a session, and its messages', async ({ page }) => {
    await signInAs(page, 'rider');
    await page.goto('/auth/reset-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await check(page);
  });

  test('confirmation: expired link', async ({ page }) => {
    await page.goto('/confirm?token=not-a-real-token');
    await expect(page.getByText(/Invalid or expired/)).toBeVisible();
    await check(page);
  });

  test('logistics: messages, the code step and the e-mail fallback', async ({ page }) => {
    await page.goto('/logistics/signup');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Enter your full name')).toBeVisible();
    await check(page);
    const fill = async (phone: string) => {
      await page.getByLabel('Full name').fill('Ngozi Eze');
      await page.getByLabel('Email').fill(uniqueEmail('a11y'));
      await page.getByLabel('Phone number').fill(phone);
      await page.getByLabel('Address').fill('4 Marina Road, Lagos');
      await page.getByLabel('Government ID').fill('NIN-123456');
      await page.getByRole('button', { name: 'Send OTP' }).click();
    };
    await fill(`0814${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);
    await page.getByRole('button', { name: 'Verify and Create' }).click();
    await expect(page.getByText('Enter OTP code', { exact: true })).toBeVisible();
    await check(page);
    await page.reload();
    await fill('0800 000 0099');
    await expect(page.getByRole('main').getByText('Check your email')).toBeVisible();
    await check(page);
  });

  test('requests waiting for a connection: registration, sign-in and a code', async ({ page, context }) => {
    await openHydrated(page, '/auth/register');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await fillRegistration(page, { name: 'Ada Obi', email: uniqueEmail('a11y.offline'), password: 'secret123' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('link', { name: 'See Pending items' })).toBeVisible();
    await check(page);
    await openHydrated(page, '/auth/login');
    await signInThroughForm(page, demoAccounts.patient, demoPassword);
    await expect(page.getByText("We'll sign you in as soon as you're back online.")).toBeVisible();
    await check(page);
    await page.goto('/logistics/signup');
    await page.getByLabel('Full name').fill('Ngozi Eze');
    await page.getByLabel('Email').fill(uniqueEmail('a11y'));
    await page.getByLabel('Phone number').fill('0814 555 1234');
    await page.getByLabel('Address').fill('4 Marina Road, Lagos');
    await page.getByLabel('Government ID').fill('NIN-123456');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('The code can only be checked while you are online.')).toBeVisible();
    await check(page);
  });

  test('tier upgrade when signed in, and the header and menu of a signed-in account', async ({ page }) => {
    await signInAs(page, 'rider');
    await page.goto('/dashboard/logistics/upgrade');
    await expect(page.getByRole('heading', { name: 'Tier 2' })).toBeVisible();
    await page.setViewportSize(viewports.desktop);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await check(page);
    // The menu exists at phone width only.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await check(page, ['phone']);
  });
});
