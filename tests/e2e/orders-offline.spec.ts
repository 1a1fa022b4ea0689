// An order placed offline goes out once: random disconnections, a reload and a second tab never
// make a second order, and the screen never claims it is placed before the server holds it.
import { expect, test } from '@playwright/test';
import { serviceClient } from './support/auth';
import { demoOffer, putInCart } from './support/orders';
import { mulberry32, startAppServer, storeDemoSession, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

async function ordersWith(offerId: string, since: string) {
  const { data: items } = await serviceClient().from('order_items').select('order_id').eq('offer_id', offerId);
  const ids = (items ?? []).map((i) => i.order_id as string);
  if (!ids.length) return [];
  const { data } = await serviceClient().from('orders').select('id, reference').in('id', ids).gte('created_at', since);
  return data ?? [];
}

test('chaos: an order placed offline exists exactly once after network switches, a reload and a second tab', async ({ page, context }) => {
  test.setTimeout(150_000);
  const since = new Date(Date.now() - 5_000).toISOString();
  const offer = await demoOffer(300, 8);
  const random = mulberry32(0x0de5);
  await page.goto(`${app.url}/cart/checkout`);
  await waitForOfflineReady(page);
  await storeDemoSession(page, 'patient');
  await putInCart(page, offer, 1);
  await page.reload();
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('LGA').selectOption('Surulere');
  await page.getByLabel('Street address').fill('12 Adeniran Ogunsanya Street');
  await page.getByLabel('Phone number').fill('+234 803 123 4567');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-queued')).toContainText('Your order is saved on this phone, not placed yet');
  await expect(page.getByTestId('order-placed')).toHaveCount(0);

  const second = await context.newPage();
  let online = false;
  for (let switchNo = 0; switchNo < 12; switchNo++) {
    online = !online;
    await context.setOffline(!online);
    if (switchNo === 4) await page.reload().catch(() => undefined);
    if (switchNo === 7) await second.goto(`${app.url}/pending`).catch(() => undefined);
    await page.waitForTimeout(50 + Math.floor(random() * 500)); // the chaos: random time between switches
  }
  await context.setOffline(false);

  await expect.poll(async () => (await ordersWith(offer.offerId, since)).length, { timeout: 60_000 }).toBe(1);
  // Give any duplicate attempt time to land: there must still be one.
  await page.waitForTimeout(5_000); // time itself is measured: a late duplicate would land in it
  expect(await ordersWith(offer.offerId, since)).toHaveLength(1);
});

async function queueOrderOffline(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext, offer: Awaited<ReturnType<typeof demoOffer>>) {
  await page.goto(`${app.url}/cart/checkout`);
  await waitForOfflineReady(page);
  await storeDemoSession(page, 'patient');
  await putInCart(page, offer, 1);
  await page.reload();
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('LGA').selectOption('Surulere');
  await page.getByLabel('Street address').fill('12 Adeniran Ogunsanya Street');
  await page.getByLabel('Phone number').fill('+234 803 123 4567');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-queued')).toBeVisible();
}

test('chaos: a checkout reloaded while its order waits shows that order, so pressing again cannot make a second', async ({ page, context }) => {
  test.setTimeout(120_000);
  const since = new Date(Date.now() - 5_000).toISOString();
  const offer = await demoOffer(8, 9);
  await queueOrderOffline(page, context, offer);

  await page.reload();
  const queued = page.getByTestId('order-queued');
  await expect(queued).toContainText(/saved on this phone, sent when you are back online/i);
  await expect(queued).toContainText('1 item from 1 pharmacy');
  await expect(queued.getByRole('button', { name: 'Cancel this order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  // A second tab on the checkout shows the same waiting order, not a form either.
  const second = await context.newPage();
  await second.goto(`${app.url}/cart/checkout`);
  await expect(second.getByTestId('order-queued')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Place order' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('order-placed')).toContainText('Order placed', { timeout: 60_000 });
  await page.waitForTimeout(3_000); // time itself is measured: a late duplicate would land in it
  expect(await ordersWith(offer.offerId, since)).toHaveLength(1);
  const { data } = await serviceClient().from('offers').select('stock_quantity').eq('id', offer.offerId).single();
  expect(data!.stock_quantity, 'stock taken once').toBe(7);
});

test('an order waiting on the phone can be cancelled before it is sent: nothing reaches the pharmacy', async ({ page, context }) => {
  test.setTimeout(90_000);
  const since = new Date(Date.now() - 5_000).toISOString();
  const offer = await demoOffer(8, 10);
  await queueOrderOffline(page, context, offer);
  await page.reload();
  await page.getByTestId('order-queued').getByRole('button', { name: 'Cancel this order' }).click();
  // The form is back with the cart as it was.
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Order from ${offer.pharmacyName}` })).toContainText(offer.name);
  await context.setOffline(false);
  await page.waitForTimeout(4_000); // a job left behind would be sent in this time
  expect(await ordersWith(offer.offerId, since)).toHaveLength(0);
});
