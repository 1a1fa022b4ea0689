import { expect, test } from '@playwright/test';
import { roleCacheNames, startAppServer, storeDemoSession, waitForOfflineReady, waitForRoleScreens, type AppServer } from './offline-support';

// A staff member's screens come to the device with their sign-in and leave with their sign-out.
let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test("a pharmacy's screens are kept at sign-in and dropped at sign-out on a shared device", async ({ page, context }) => {
  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  expect(await roleCacheNames(page)).toEqual([]);

  await storeDemoSession(page, 'pharmacy');
  await page.goto(`${app.url}/dashboard/pharmacy`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForRoleScreens(page, 'pharmacy');
  // Kept: the inventory screen opens with the app server gone and the network cut.
  await app.close();
  await context.setOffline(true);
  await page.goto(`${app.url}/pharmacy/inventory`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => roleCacheNames(page), { message: 'the role screens dropped at sign-out' }).toEqual([]);
});

test('with Save-Data on, the first visit starts no service worker and the second one does', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
  });
  const page = await context.newPage();
  await page.goto(`${app.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Past the point where the worker would have registered (after load and idle).
  await page.waitForTimeout(4_000);
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(false);
  await page.reload();
  await waitForOfflineReady(page);
  await context.close();
});
