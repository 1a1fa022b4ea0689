// Fault: a shared tablet. Patient A signs in without "Remember me", fills a cart, queues a
// prescription offline and closes the browser (no sign-out, so no wipe). Patient B then signs in
// on the same browser profile: B must see nothing of A, and A's prescription must never be sent
// under B's account.
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, signInThroughForm, uniqueEmail } from './support/auth';
import { idbRows, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';
import { firstPage, persistentProfile, serverPrescriptions, submitPrescription, userIdOf } from './fault-support';
import { startAppNow } from './patient-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

async function signIn(page: import('@playwright/test').Page, url: string, email: string) {
  await page.goto(`${url}/auth/login`);
  // The sign-in page loads the app at first use (src/light.ts): start it as a first tap would.
  await startAppNow(page);
  await page.waitForFunction(() => Object.keys(document.getElementById('main') ?? {}).some((k) => k.startsWith('__reactFiber')));
  await page.getByLabel('Remember me').uncheck();
  await signInThroughForm(page, email, 'secret123');
  await expect(page).toHaveURL(/\/dashboard\/patient$/, { timeout: 20_000 });
}

test('closing the browser without signing out hands nothing of patient A to patient B, and A is told at the next sign-in', async () => {
  test.setTimeout(180_000);
  const a = uniqueEmail('tablet.a');
  const b = uniqueEmail('tablet.b');
  await createConfirmedAccount(a, 'secret123');
  await createConfirmedAccount(b, 'secret123');
  const profile = persistentProfile();
  try {
    let context = await profile.open();
    let page = await firstPage(context);
    await page.goto(`${app.url}/`);
    await waitForOfflineReady(page);
    await signIn(page, app.url, a);
    const aId = await userIdOf(page);

    await page.goto(`${app.url}/drugs/search?stock=instock&q=panadol`);
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading')).toContainText(/panadol/i);
    // Results group offers by medicine: one Add to Cart per pharmacy offer; take the first offer.
    await card.getByRole('button', { name: /^Add to Cart:/ }).first().click();
    await expect.poll(async () => (await idbRows(page, 'cart')).length).toBe(1);

    // The approved pharmacies come from the server; one online visit keeps them for offline use.
    await page.goto(`${app.url}/prescriptions/upload`);
    await expect(page.getByRole('radio', { name: 'Bodija Pharmacy' })).toBeVisible();
    await context.setOffline(true);
    const submissionId = await submitPrescription(page, app.url, { address: '7 Patient A Close, Ikeja' });
    await expect.poll(async () => (await idbRows(page, 'outbox')).some((job) => job.kind === 'prescription')).toBe(true);
    // The browser is closed: sessionStorage (A's session) goes, nothing is wiped.
    await context.close();

    context = await profile.open();
    page = await firstPage(context);
    await signIn(page, app.url, b);
    const bId = await userIdOf(page);

    // Whatever the outbox does now, it settles: no prescription job is left running.
    await expect
      .poll(async () => (await idbRows(page, 'outbox')).filter((job) => job.kind === 'prescription' && ['queued', 'running', 'waiting-retry'].includes(String(job.state))).length, { timeout: 20_000 })
      .toBe(0);
    expect(await serverPrescriptions(submissionId), 'A’s prescription sent under B’s account').toEqual([]);

    await page.goto(`${app.url}/cart`);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    for (const table of ['cart', 'prescriptions', 'outbox', 'booking']) {
      const rows = await idbRows(page, table);
      expect(rows.filter((row) => row.owner !== bId && row.owner !== 'device'), `${table} rows left of A (${aId})`).toEqual([]);
    }
    // B is told nothing about A; what the device keeps for A is a count, not the content.
    await expect(page.getByText('Something you saved on this phone was not sent')).toHaveCount(0);
    expect(JSON.stringify(await idbRows(page, 'kv'))).not.toContain('Patient A Close');
    await context.close();

    // A comes back to the tablet: A is told, once, that the unsent prescription was dropped.
    context = await profile.open();
    page = await firstPage(context);
    await signIn(page, app.url, a);
    await expect(page.getByText('Something you saved on this phone was not sent')).toBeVisible();
    await expect(page.getByText('One item you saved here offline went unsent when someone else signed in on this device')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Something you saved on this phone was not sent')).toHaveCount(0);
    await context.close();
  } finally {
    profile.remove();
  }
});

test('a guest’s cart carries into the guest’s own first sign-in', async ({ page }) => {
  const email = uniqueEmail('guest.cart');
  await createConfirmedAccount(email, 'secret123');
  await page.goto(`${app.url}/drugs/search?stock=instock&q=panadol`);
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading')).toContainText(/panadol/i);
  // Results group offers by medicine: one Add to Cart per pharmacy offer; take the first offer.
  await card.getByRole('button', { name: /^Add to Cart:/ }).first().click();
  await expect.poll(async () => (await idbRows(page, 'cart')).map((row) => row.owner)).toEqual(['guest']);
  await signIn(page, app.url, email);
  const id = await userIdOf(page);
  await expect.poll(async () => (await idbRows(page, 'cart')).map((row) => row.owner)).toEqual([id]);
  await page.goto(`${app.url}/cart`);
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart');
});
