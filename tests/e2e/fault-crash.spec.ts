// Fault: the browser is closed in the middle of an upload. When it opens again the submission must
// not claim to be "Uploading" (nothing is), and once online it is sent exactly once.
import { expect, test } from '@playwright/test';
import { storeSession, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';
import { createConfirmedAccount, uniqueEmail } from './support/auth';
import { firstPage, persistentProfile, serverPrescriptions, submitPrescription } from './fault-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test('a browser closed mid-upload shows the submission as waiting, then sends it once', async () => {
  test.setTimeout(120_000);
  const email = uniqueEmail('crash.upload');
  await createConfirmedAccount(email, 'secret123');
  const profile = persistentProfile();
  try {
    let context = await profile.open();
    let page = await firstPage(context);
    await page.goto(`${app.url}/`);
    await waitForOfflineReady(page);
    await storeSession(page, email, 'secret123');
    // Signed in on an earlier visit that ended normally. A killed browser loses what the last minute
    // wrote to localStorage (Chromium writes it to disk lazily), and the close below is such a kill:
    // the held upload keeps Chromium from shutting down until Playwright gives up on it.
    await context.close();
    context = await profile.open();
    page = await firstPage(context);
    // The upload never gets an answer: the browser is closed while it is on its way.
    await context.route(/\/storage\/v1\/object\/prescriptions\//, () => undefined);
    const id = await submitPrescription(page, app.url, { address: '2 Crash Lane, Kano' });
    const confirmation = page.url();
    await expect(page.getByTestId('submission-state')).toHaveText('Uploading', { timeout: 20_000 });
    await context.close();

    context = await profile.open();
    await context.setOffline(true);
    page = await firstPage(context);
    await page.goto(confirmation);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription Submitted');
    await expect(page.getByTestId('submission-state')).toHaveText('Waiting to upload', { timeout: 15_000 });

    await context.setOffline(false);
    await expect(page.getByTestId('submission-state')).toHaveText('Sent to pharmacy', { timeout: 30_000 });
    expect(await serverPrescriptions(id)).toHaveLength(1);
    await context.close();
  } finally {
    profile.remove();
  }
});
