// The smaller faults: a confirmation link opened offline or twice, the login page guarded routes
// land on, and a person's profile left in the HTTP cache after sign-out.
import { expect, test } from '@playwright/test';
import { anonKey, demoAccounts, demoPassword, serviceClient, signInThroughForm, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { openHydrated, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test('a confirmation link opened offline waits and confirms online; opened again it says confirmed', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('confirm.offline');
  const res = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123', data: { full_name: 'Bisi Ola', role: 'patient' } }),
  });
  expect(res.ok).toBe(true);
  const { data, error } = await serviceClient().rpc('resend_confirmation_token', { user_email: email });
  expect(error).toBeNull();
  const token = (data as { token: string }).token;

  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.goto(`${app.url}/confirm?token=${encodeURIComponent(token)}`);
  await expect(page.getByText("You're offline. Your link is kept")).toBeVisible();
  await expect(page.getByText("We couldn't confirm your email address.")).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText('Email confirmed successfully! You can now log in.')).toBeVisible({ timeout: 20_000 });

  await page.goto(`${app.url}/confirm?token=${encodeURIComponent(token)}`);
  await expect(page.getByText('Your email is already confirmed. You can log in.')).toBeVisible();
  await expect(page.getByText(/invalid or expired/i)).toHaveCount(0);
});

test('a guarded route lands on a login page without a hydration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // Both ways in: the first visit (served by the app server) and later ones (by the service worker).
  await page.goto(`${app.url}/dashboard/patient`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await waitForOfflineReady(page);
  await page.goto(`${app.url}/dashboard/patient`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForFunction(() => Object.keys(document.getElementById('main') ?? {}).some((k) => k.startsWith('__reactFiber')));
  expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
});

test('after sign-out the profile request cannot be read back from the HTTP cache', async ({ page }) => {
  test.setTimeout(90_000);
  const profileUrls: string[] = [];
  page.on('request', (r) => r.url().includes('/rest/v1/profiles?') && profileUrls.push(r.url()));
  await openHydrated(page, `${app.url}/auth/login`);
  await signInThroughForm(page, demoAccounts.patient, demoPassword);
  await expect(page).toHaveURL(/\/dashboard\/patient$/);
  await expect.poll(() => profileUrls.length).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(`${app.url}/robots.txt`);
  for (const url of new Set(profileUrls)) {
    // force-cache: whatever the HTTP cache holds for the address is returned, however old.
    const cached = await page.evaluate(
      async ([u, key]) => {
        try {
          const r = await fetch(u, { cache: 'force-cache', headers: { apikey: key }, signal: AbortSignal.timeout(5_000) });
          return await r.text();
        } catch (e) {
          return String(e);
        }
      },
      [url, anonKey] as const,
    );
    expect(cached, `what the HTTP cache gives for ${url}`).not.toMatch(/"role"\s*:\s*"patient"/);
  }
});
