import { expect, test } from '@playwright/test';
import { demoAccounts, demoPassword, signInThroughForm, storedSession } from './support/auth';
import { idbRows, saveSubmissions, samplePng, startAppServer, waitForOfflineReady, type AppServer, openHydrated } from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test('a sign-in made offline waits, then goes through on reconnecting and opens the dashboard', async ({ page, context }) => {
  await openHydrated(page, `${app.url}/auth/login`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await signInThroughForm(page, demoAccounts.pharmacy, demoPassword);
  const notice = page.getByRole('alert').filter({ hasText: "We'll sign you in as soon as you're back online." });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("You're offline");
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedSession(page)).toBeNull();
  // The password waits encrypted, never in the job row.
  expect(JSON.stringify(await idbRows(page, 'outbox'))).not.toContain(demoPassword);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/dashboard\/pharmacy$/, { timeout: 20_000 });
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/pharmacy');
  expect(await storedSession(page)).not.toBeNull();
});

test('a wrong password typed offline is refused on reconnecting, beside the form', async ({ page, context }) => {
  await openHydrated(page, `${app.url}/auth/login`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await signInThroughForm(page, demoAccounts.patient, 'not-the-password');
  await expect(page.getByText("We'll sign you in as soon as you're back online.")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Invalid login credentials')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("We'll sign you in as soon as you're back online.")).toHaveCount(0);
  // Shown here, so it is not left in the Pending view as well.
  await expect.poll(async () => (await idbRows(page, 'outbox')).length).toBe(0);
  expect(await storedSession(page)).toBeNull();
});

test('signing out with unsent items lists them first, from the header and from the phone menu', async ({ page, context }) => {
  await openHydrated(page, `${app.url}/auth/login`);
  await waitForOfflineReady(page);
  await signInThroughForm(page, demoAccounts.patient, demoPassword);
  await expect(page).toHaveURL(/\/dashboard\/patient$/);
  const userId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('magani-auth') ?? sessionStorage.getItem('magani-auth') ?? '{}').user.id as string,
  );

  await context.setOffline(true);
  await saveSubmissions(page, [{ id: crypto.randomUUID(), owner: userId, files: [{ name: 'rx.png', type: 'image/png', bytes: [...samplePng] }] }]);
  await expect.poll(async () => (await idbRows(page, 'outbox')).map((job) => job.state)).toEqual(['queued']);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out and delete unsent items?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['Prescription for Kingsway Pharmacy (1 file)']);
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedSession(page)).not.toBeNull();
  expect(await idbRows(page, 'outbox')).toHaveLength(1);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(dialog.getByRole('listitem')).toHaveText(['Prescription for Kingsway Pharmacy (1 file)']);
  await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(new RegExp(`^${app.url}/$`));
  expect(await storedSession(page)).toBeNull();
  // The prescription went with the account; only the server-side end of the session waits to be sent.
  await expect.poll(async () => (await idbRows(page, 'outbox')).map((job) => job.kind)).toEqual(['sign-out-revoke']);
  expect(await idbRows(page, 'prescriptions')).toEqual([]);
});

test('the phone menu offers Install app where the browser allows installation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${app.url}/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // What Chromium fires once the app qualifies (the real check is in pwa.spec.ts).
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Install app' }).click();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
});
