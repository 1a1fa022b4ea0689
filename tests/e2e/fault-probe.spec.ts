// Fault: the backend stops answering while the browser stays online (navigator.onLine true, so no
// "online" event will come). Queued work must not wait out its whole back-off once the backend
// answers again: a cheap health probe brings the retry forward.
import { expect, test } from '@playwright/test';
import { apiUrl } from './support/env';
import { demoOffer, putInCart } from './support/orders';
import { idbRows, startAppServer, storeDemoSession, waitForOfflineReady, type AppServer } from './offline-support';
import { serviceClient } from './support/auth';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test('an order queued while the backend is down is sent within seconds of it answering again, not at the end of its back-off', async ({ page, context }) => {
  test.setTimeout(120_000);
  const since = new Date(Date.now() - 5_000).toISOString();
  const offer = await demoOffer(20, 12);
  await page.goto(`${app.url}/cart/checkout`);
  await waitForOfflineReady(page);
  await storeDemoSession(page, 'patient');
  await putInCart(page, offer, 1);
  await page.reload();
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('LGA').selectOption('Ikeja');
  await page.getByLabel('Street address').fill('5 Awolowo Way');
  await page.getByLabel('Phone number').fill('0803 123 4567');

  // The backend is unreachable: every request to the API is refused.
  const api = new RegExp(`^${apiUrl.replace(/[.]/g, '\\.')}/`);
  await context.route(api, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-queued')).toBeVisible({ timeout: 30_000 });
  // Let the back-off grow past what the probe should save: 2, 4, 8 s... then a wait of 13 s or more.
  await expect
    .poll(async () => Number((await idbRows(page, 'outbox')).find((job) => job.kind === 'place-order')?.attempts ?? 0), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(4);
  const job = (await idbRows(page, 'outbox')).find((j) => j.kind === 'place-order')!;
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await context.unroute(api);
  const back = Date.now();
  const due = Number(job.nextAttemptAt);
  const placed = async () => {
    const { data: items } = await serviceClient().from('order_items').select('order_id').eq('offer_id', offer.offerId);
    const ids = (items ?? []).map((i) => i.order_id as string);
    if (!ids.length) return 0;
    const { data } = await serviceClient().from('orders').select('id').in('id', ids).gte('created_at', since);
    return (data ?? []).length;
  };
  await expect.poll(placed, { timeout: 10_000, intervals: [250] }).toBe(1);
  const took = Date.now() - back;
  console.log(`sent ${took} ms after the backend answered again; the back-off would have waited ${due - back} ms`);
  expect(took).toBeLessThan(8_000);
  expect(took).toBeLessThan(due - back);
  await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 15_000 });
});
