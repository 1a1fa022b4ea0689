import { expect, test, type Page } from '@playwright/test';
import { idbRows, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';

// The person's state's catalogue downloads in the background after a first visit to any page, so
// that search works offline without ever having opened it online; with Data Saver on it does not.
let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

const copyRequests = (page: Page) => {
  const seen: string[] = [];
  page.context().on('request', (r) => {
    if (r.url().includes('/rpc/state_catalogue')) seen.push(r.url());
  });
  return seen;
};

test('after a visit to / only, /drugs/search lists medicines offline with "from ₦X at N pharmacies"', async ({ page, context }) => {
  test.setTimeout(180_000);
  const requests = copyRequests(page);
  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  // Downloaded when the page is idle, decoded and stored by the catalogue's worker.
  await expect.poll(async () => (await idbRows(page, 'kv')).some((r) => r.key === 'catalogue:copy'), { timeout: 60_000 }).toBe(true);
  expect(requests.length).toBeGreaterThan(0);
  const stored = await idbRows(page, 'catalogueMedicines');
  expect(stored.length).toBeGreaterThan(20);

  await app.close();
  await context.setOffline(true);
  await page.goto(`${app.url}/drugs/search`);
  await expect(page.getByText(/^Found \d+ medications?$/)).toHaveText(`Found ${stored.length} medications`, { timeout: 30_000 });
  await expect(page.getByTestId('copy-state')).toContainText('Prices in Lagos');
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/from\s*₦[\d,]+\s*at \d+ pharmac(y|ies)/);
  // The figure on the card is the one the server computed for the state, as stored.
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const row = stored.find((m) => m.name === name) as { from: number; pharmacies: number };
  await expect(card.getByTestId('price')).toHaveText(`₦${row.from.toLocaleString('en-US')}`);
  await expect(card).toContainText(`at ${row.pharmacies} pharmac`);
  // Search works on the copy offline.
  await page.getByRole('searchbox', { name: /Search medications/ }).fill('paracetamol');
  await expect(page.getByRole('article').first()).toContainText(/paracetamol/i);
  // The offers of a medicine never opened online are not on the phone: the card says when they come.
  await expect(card.getByText('The pharmacies’ offers load when you are online.')).toBeVisible();
});

test('with Data Saver on nothing downloads in the background, and the search page says so offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
    });
  });
  const requests = copyRequests(page);
  // With Save-Data the service worker starts on the second visit (src/lib/pwa/save-data.ts).
  await page.goto(`${app.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(4_000); // past the point where the worker would have registered
  await page.reload();
  await waitForOfflineReady(page);
  expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  // Long enough for the idle start (about 1 s after load, then idle) to have run.
  await page.waitForTimeout(8_000);
  expect(requests).toEqual([]);
  expect((await idbRows(page, 'kv')).some((r) => r.key === 'catalogue:copy')).toBe(false);

  await app.close();
  await context.setOffline(true);
  await page.goto(`${app.url}/drugs/search`);
  const notice = page.getByTestId('copy-missing');
  await expect(notice).toContainText('The medicine list is not on this phone yet.', { timeout: 30_000 });
  await expect(notice).toContainText('Data Saver is on, so the list was not downloaded in the background.');
  await expect(notice).toContainText('It downloads the first time you search while Magani is online');
  await expect(notice.getByRole('link', { name: 'open your cart' })).toBeVisible();
  await expect(page.getByText(/Check your connection/)).toHaveCount(0);
});
