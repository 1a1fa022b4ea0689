// A patient's orders read offline after one online visit: /orders and /orders/track show the list
// and the last known state from the copy kept on this phone, and say from when. Sign-out removes it.
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, demoPassword, uniqueEmail } from './support/auth';
import { demoOffer, placeDemoOrder } from './support/orders';
import { idbRows, startAppServer, storeSession, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test('orders and tracking open offline after one visit, marked as the saved copy; sign-out removes it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('offline.orders');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Bola Offline');
  const order = await placeDemoOrder(await demoOffer(200, 3), 2, {}, { email, password: demoPassword });

  await page.goto(`${app.url}/robots.txt`);
  await storeSession(page, email, demoPassword);
  await page.goto(`${app.url}/orders`);
  await waitForOfflineReady(page);
  await expect(page.getByTestId('order-row').filter({ hasText: order.reference })).toBeVisible();
  await expect(page.getByText(/^Offline: showing the state saved/)).toHaveCount(0);
  await expect.poll(async () => (await idbRows(page, 'copies')).map((row) => row.key)).toContain('orders');

  await context.setOffline(true);
  await page.goto(`${app.url}/orders`);
  const row = page.getByTestId('order-row').filter({ hasText: order.reference });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Waiting for the pharmacy');
  await expect(page.getByText('Your orders could not be loaded')).toHaveCount(0);
  await expect(page.getByText(/^Offline: showing the state saved \d+ \w{3} \d{4}, \d{2}:\d{2}\.$/)).toBeVisible();

  await page.goto(`${app.url}/orders/track?id=${order.reference}`);
  await expect(page.getByText(order.reference).first()).toBeVisible();
  await expect(page.getByText(/^Offline: showing the state saved/)).toBeVisible();
  await expect(page.getByText('could not be loaded')).toHaveCount(0);

  // Back online, the screen shows the server's answer and drops the notice.
  await context.setOffline(false);
  await page.goto(`${app.url}/orders`);
  await expect(page.getByTestId('order-row').filter({ hasText: order.reference })).toBeVisible();
  await expect(page.getByText(/^Offline: showing the state saved/)).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => (await idbRows(page, 'copies')).length).toBe(0);
});
