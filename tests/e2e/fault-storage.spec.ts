// Fault: storage growing with every retry. A 10 MB prescription retried 10 times against a storage
// service that keeps failing must cost the device no more IndexedDB than its first write (±5 %).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { idbRows, storeSession, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';
import { createConfirmedAccount, uniqueEmail } from './support/auth';
import { firstPage, persistentProfile, pngFile, submitPrescription } from './fault-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
const attempts = async (page: Page) => Number((await idbRows(page, 'outbox')).find((job) => job.kind === 'prescription')?.attempts ?? 0);

test('ten retries of a 10 MB submission cost no more storage than its first write', async () => {
  test.setTimeout(180_000);
  const email = uniqueEmail('storage.retry');
  await createConfirmedAccount(email, 'secret123');
  // A profile on disk: the usage Chromium reports is what the files really take.
  const profile = persistentProfile();
  const context = await profile.open();
  try {
    const page = await firstPage(context);
    await measure(page, context, email);
  } finally {
    await context.close();
    profile.remove();
  }
});

async function measure(page: Page, context: BrowserContext, email: string) {
  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  await storeSession(page, email, 'secret123');
  const before = await usage(page);
  // The storage service answers 503 to every upload: each try fails and is retried.
  await context.route(/\/storage\/v1\/object\/prescriptions\//, (route) => route.fulfill({ status: 503, body: '{"message":"unavailable"}' }));
  await submitPrescription(page, app.url, { address: '5 Quota Street, Enugu', files: [pngFile('scan.png', 10 * 1024 * 1024 - 4096)] });
  // The submission, its file and its job are written together; the first try follows at once, and
  // on a busy machine the backoff's first short retries may too: measure once it has been tried.
  await expect.poll(() => attempts(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const firstWrite = (await usage(page)) - before;
  const tried = await attempts(page);

  for (let retry = 1; retry <= 10; retry++) {
    // Coming back online sends the outbox at once, whatever the backoff timer says.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => attempts(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(tried + retry);
  }
  const afterRetries = (await usage(page)) - before;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(`IndexedDB/origin usage: first write ${mb(firstWrite)}, after 10 retries ${mb(afterRetries)} (${((afterRetries / firstWrite - 1) * 100).toFixed(1)} %)`);
  expect(firstWrite).toBeGreaterThan(5 * 1024 * 1024);
  expect(afterRetries).toBeLessThanOrEqual(firstWrite * 1.05);
}
