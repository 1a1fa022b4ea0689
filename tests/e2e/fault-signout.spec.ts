// Fault: signing out while a prescription is uploading. The person is told nothing will be sent:
// the upload must stop, nothing of it may stay on the server, and the session's tokens must be
// gone from the device at once (the server revoke waits encrypted).
import { expect, test } from '@playwright/test';
import { idbRows, storeSession, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';
import { createConfirmedAccount, uniqueEmail } from './support/auth';
import { pngFile, serverPrescriptions, storedObjects, submitPrescription } from './fault-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test('sign-out during an upload stops it, leaves nothing on the server, and no token on the device', async ({ page, context }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('signout.upload');
  await createConfirmedAccount(email, 'secret123');
  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  await storeSession(page, email, 'secret123');
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('magani-auth')))!) as { refresh_token: string; access_token: string; user: { id: string } };

  // A slow line: the 3 MB scan takes about a minute to go up.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 50 * 1024 });
  const upload = page.waitForEvent('request', (r) => r.method() === 'POST' && r.url().includes('/storage/v1/object/prescriptions/'));
  const id = await submitPrescription(page, app.url, { address: '8 Sign Out Street, Abuja', files: [pngFile('scan.png', 3 * 1024 * 1024)] });
  const request = await upload;
  const ended = new Promise<void>((resolve) => {
    page.on('requestfinished', (r) => r === request && resolve());
    page.on('requestfailed', (r) => r === request && resolve());
  });
  await expect(page.getByTestId('submission-state')).toHaveText('Uploading');

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out and delete unsent items?' }).getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  // The tokens left with the session: not in web storage, not readable in IndexedDB.
  const web = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(web).not.toContain(session.refresh_token);
  expect(web).not.toContain(session.access_token);
  for (const table of ['outbox', 'secrets', 'kv', 'prescriptions', 'drafts']) {
    expect(JSON.stringify(await idbRows(page, table)), table).not.toContain(session.refresh_token);
  }

  // Full speed again: whatever was still on its way ends now.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await ended;
  await expect.poll(() => storedObjects(session.user.id, id), { timeout: 10_000 }).toEqual([]);
  expect(await serverPrescriptions(id)).toEqual([]);
});
