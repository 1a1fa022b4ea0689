import { expect, test, type Page } from '@playwright/test';
import { openApp } from './patient-support';
import { signInAs } from './support/auth';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The account screens in the pseudo-locale at 320 px (see languages-pseudo.spec.ts): signing in and
// up for every role, the password reset, the confirmation page, the logistics sign-up, upgrade and
// dashboard, the Pending view, the settings, the contact form's messages and the 404 page, each
// with its form's messages shown where a submit shows them.

// A sentence with a link or a figure inside (withInside) is split around it: its two pieces are the
// catalogue text's opening and closing parts.
const splitSentence = /⟦[^⟦⟧]*|[^⟦⟧]*⟧/;

/** Nothing outside a catalogue, nothing overflowing. `allowed`: text the same in every language. */
async function sweep(page: Page, allowed?: RegExp) {
  const same = new RegExp(`${splitSentence.source}${allowed ? `|${allowed.source}` : ''}`);
  expect(await textOutsideCatalogues(page, { allowed: same })).toEqual([]);
  expect(await overflowingControls(page)).toEqual([]);
}

async function open(page: Page, path: string) {
  await openApp(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
}

const submit = (page: Page, name: RegExp) => page.getByRole('button', { name }).click();

test.describe('pseudo-locale: account screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.beforeEach(async ({ page }) => {
    await usePseudoLocale(page);
  });

  test('welcome screen, with the figures the database counts', async ({ page }) => {
    await open(page, '/auth/splash');
    await expect(page.getByRole('list', { name: /Magani Health in numbers/ })).toHaveAttribute('aria-busy', 'false');
    // A figure sits inside its translated sentence, so the sentence's brackets are split around it.
    await sweep(page, /[\d,.]+( min| hours)?/);
  });

  test('sign-in: its messages, the resend dialog and signing in by phone', async ({ page }) => {
    await open(page, '/auth/login');
    await sweep(page);
    await submit(page, /Sign In/);
    await expect(page.getByText(/Please fill in all fields/).first()).toBeVisible();
    await sweep(page);
    await page.getByRole('button', { name: /Resend confirmation email/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Send confirmation email/ }).click();
    await expect(dialog.getByText(/Please fill in all fields/).first()).toBeVisible();
    await sweep(page);
    await dialog.getByRole('button', { name: /Close/ }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /Use your phone number/ }).click();
    await submit(page, /Send code/);
    await expect(page.getByText(/Enter your Nigerian phone number/)).toBeVisible();
    await sweep(page);
  });

  for (const role of ['patient', 'pharmacy', 'doctor', 'rider'] as const) {
    test(`registration as ${role}, with its messages`, async ({ page }) => {
      await open(page, role === 'patient' ? '/auth/register' : `/auth/register?role=${role}`);
      await expect(page.getByRole('radio', { name: new RegExp(role, 'i') })).toBeChecked();
      await sweep(page);
      await submit(page, /Create Account/);
      await expect(page.getByText(/Please fill in all required fields/).first()).toBeVisible();
      await sweep(page);
    });
  }

  test('forgot and reset password', async ({ page }) => {
    await open(page, '/auth/forgot-password');
    await submit(page, /Send Reset Link/);
    await expect(page.getByText(/Please enter your email address/)).toBeVisible();
    await sweep(page);
    await open(page, '/auth/reset-password');
    await expect(page.getByRole('link', { name: /Request a new reset email/ })).toBeVisible();
    await sweep(page);
  });

  test('confirmation page: no link, and a link the server does not know', async ({ page }) => {
    await open(page, '/confirm');
    await expect(page.getByRole('link', { name: /Try to Login/ })).toBeVisible();
    await sweep(page);
    await open(page, '/confirm?token=0000000000000000000000000000000000000000');
    await expect(page.getByText(/Invalid or expired confirmation link/)).toBeVisible();
    await sweep(page);
  });

  test('logistics sign-up with its messages, and the upgrade page and dashboard signed out', async ({ page }) => {
    await open(page, '/logistics/signup');
    await submit(page, /Send OTP/);
    await expect(page.getByText(/Enter your full name/)).toBeVisible();
    await sweep(page);
    await open(page, '/dashboard/logistics/upgrade');
    await expect(page.getByRole('link', { name: /Go to Signup/ })).toBeVisible();
    await sweep(page);
    await open(page, '/dashboard/logistics');
    await expect(page.getByText(/Providers sign in with the phone number/)).toBeVisible();
    await sweep(page);
  });

  test('Pending view, settings signed out, the contact form\'s messages and the 404 page', async ({ page }) => {
    await open(page, '/pending');
    await expect(page.getByText(/Nothing is waiting to be sent/)).toBeVisible();
    // The app's version number.
    await sweep(page, /[\d.]+/);
    await open(page, '/settings');
    await expect(page.getByRole('link', { name: /Sign in/ })).toBeVisible();
    await sweep(page);
    await open(page, '/contact');
    await page.getByRole('button', { name: /Send Message/ }).click();
    await expect(page.getByText(/Please enter your name/)).toBeVisible();
    await sweep(page);
    // The 404 page's heading is the number.
    await openApp(page, '/no-such-page');
    await expect(page.getByRole('link', { name: /Return to Home/ })).toBeVisible();
    await sweep(page, /404/);
  });

  test('settings and the tier upgrade, signed in', async ({ page }) => {
    await signInAs(page, 'patient');
    await open(page, '/settings');
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expect(page.getByTestId('refill-reminder').or(page.getByText(/No refill reminders/))).not.toHaveCount(0);
    // Orders' references, pharmacies' names and medicines in the reminders are marked translate="no".
    await sweep(page);
    await open(page, '/dashboard/logistics');
    await expect(page.getByText(/no logistics provider record/)).toBeVisible();
    await sweep(page);
  });

  test('settings of a pharmacy, with its payout account', async ({ page }) => {
    await signInAs(page, 'pharmacy');
    await open(page, '/settings');
    await expect(page.getByTestId('payout-account').or(page.getByText(/No bank account yet/))).toBeVisible();
    await sweep(page);
    await page.getByRole('button', { name: /bank account/ }).click();
    await expect(page.getByLabel(/Account number/)).toBeVisible();
    await sweep(page);
  });

  test('the tier upgrade of a signed-in account', async ({ page }) => {
    await signInAs(page, 'rider');
    await open(page, '/dashboard/logistics/upgrade');
    await expect(page.getByRole('heading', { name: /Tier 2/ })).toBeVisible();
    await sweep(page);
  });
});

test('in Hausa, the sign-in screen speaks Hausa', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
  await openApp(page, '/ha/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barka da dawowa');
  await page.getByRole('button', { name: 'Shiga', exact: true }).click();
  await expect(page.getByText('Da fatan za ku cike dukkan wuraren').first()).toBeVisible();
});
