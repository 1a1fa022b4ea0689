// The tracking page on a bad network: what it costs per minute, that it stops while hidden, and
// that it catches up by itself after the connection comes back.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, uniqueEmail } from './support/auth';
import { storeSession } from './offline-support';
import { apiUrl } from './support/env';
import { demoClient, demoOffer, placeDemoOrder } from './support/orders';
import { openApp } from './patient-support';

/** Bytes the page exchanged with the API (headers and bodies both ways) while `during` ran. */
async function apiBytes(page: Page, during: () => Promise<void>) {
  let bytes = 0;
  let bodies = 0;
  let requests = 0;
  const count = async (request: import('@playwright/test').Request) => {
    if (!request.url().startsWith(apiUrl)) return;
    const s = await request.sizes().catch(() => null);
    if (!s) return;
    requests += 1;
    bytes += s.requestHeadersSize + s.requestBodySize + s.responseHeadersSize + s.responseBodySize;
    bodies += s.requestBodySize + s.responseBodySize;
  };
  page.on('requestfinished', count);
  await during();
  page.off('requestfinished', count);
  return { bytes, bodies, requests };
}

test('an open tracking page costs little, pauses while hidden and recovers after a lost connection', async ({ page, context }) => {
  test.setTimeout(120_000);
  // A patient of its own, so that no other test's orders change this page while it is measured.
  const email = uniqueEmail('tracking');
  await createConfirmedAccount(email, demoPassword, 'patient');
  const order = await placeDemoOrder(await demoOffer(40, 1), 1, {}, { email, password: demoPassword });
  await page.goto('/robots.txt');
  await storeSession(page, email, demoPassword);
  // The state's catalogue downloads once in the background after a first visit: a one-off, not
  // part of what the open page costs per minute, so the measured window starts after it.
  const catalogue = page.waitForResponse((r) => r.url().endsWith('/rpc/state_catalogue'), { timeout: 60_000 });
  await openApp(page, `/orders/track?id=${order.reference}`);
  await expect(page.getByRole('heading', { name: `Order ${order.reference}` })).toBeVisible();
  await expect(page.getByText('Live: updates by themselves')).toBeVisible();
  await catalogue;
  // Past the feed's 5 s settling window, so the cursor has moved beyond this order's first event.
  await page.waitForTimeout(6_000); // time itself is measured (see above)

  const window = 30_000;
  const idle = await apiBytes(page, () => page.waitForTimeout(window)); // a measured window
  const perMinute = (n: number) => Math.round((n * 60_000) / window);
  console.log(
    `tracking page, nothing changing: ${perMinute(idle.requests)} requests, ${perMinute(idle.bytes)} bytes per minute ` +
      `(of which ${perMinute(idle.bodies)} bytes of request and response bodies, the rest HTTP/1.1 headers)`,
  );
  // 4 s polling, the bell every 20 s and the session check every 30 s: 20 requests a minute on
  // average, never a busy loop. A 30 s window can catch one more of each than its share (8 polls,
  // 2 bells, 2 checks: 24 a minute), as it did once (22).
  expect(perMinute(idle.requests)).toBeGreaterThanOrEqual(12);
  expect(perMinute(idle.requests)).toBeLessThanOrEqual(24);
  // Bodies: ~50 B per empty feed answer, plus the 30 s session check (about 1 KB of account each
  // time, see src/lib/auth/session-check.ts) and at most one late order change.
  expect(perMinute(idle.bodies)).toBeLessThan(8_000);
  expect(perMinute(idle.bytes)).toBeLessThan(60_000);

  // Hidden: no requests at all.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByText('Paused while the page is hidden')).toBeVisible();
  const hidden = await apiBytes(page, () => page.waitForTimeout(10_000)); // a measured window
  expect(hidden.requests).toBe(0);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByText('Live: updates by themselves')).toBeVisible();

  // Offline while the pharmacy accepts: the page says so, then catches up by itself.
  await context.setOffline(true);
  await expect(page.getByText('Connection lost: trying again…')).toBeVisible({ timeout: 10_000 });
  const pharmacy = await demoClient('pharmacy');
  expect((await pharmacy.rpc('confirm_order', { p_order_id: order.id })).error).toBeNull();
  await context.setOffline(false);
  await expect(
    page.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem').filter({ hasText: 'Pharmacy Confirmed' }),
  ).toContainText('(done)', { timeout: 7_000 });
  await expect(page.getByText('Live: updates by themselves')).toBeVisible();
});
