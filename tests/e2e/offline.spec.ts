import { expect, test } from '@playwright/test';
import { appRoutes, expectScreen, type AppRoute } from './support/routes';
import { distDir, roleCacheNames, startAppServer, storeDemoSession, waitForOfflineReady, waitForRoleScreens, type AppServer } from './offline-support';

// One online visit, then the network is cut and the app server is gone: everything still works.
let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test('every route renders offline after one visit, with the server stopped', async ({ page, context }) => {
  test.setTimeout(420_000);
  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  // A guest's device holds no staff screens: the precache leaves them to a staff sign-in.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
    return { roleCaches: names.filter((n) => n.startsWith('magani-role-')), urls: urls.flat() };
  });
  expect(precached.roleCaches).toEqual([]);
  const staffOnly = Object.values((await (await fetch(`${app.url}/role-screens.json`)).json()) as Record<string, string[]>).flat();
  expect(staffOnly.length).toBeGreaterThan(0);
  expect(precached.urls.filter((url) => staffOnly.includes(url))).toEqual([]);
  // The legal, help and service pages share one chunk kept on first use, not precached: opening
  // one of them online makes all of them available offline.
  await page.goto(`${app.url}/help`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Help Center');
  // The review screens share one chunk kept on first use too: a patient opens one online.
  await storeDemoSession(page, 'patient');
  await page.goto(`${app.url}/reviews/order/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Only the patient of this order/)).toBeVisible();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await app.close();
  await context.setOffline(true);

  const expectHeading = async (route: AppRoute) => {
    await page.goto(`${app.url}${route.path}`);
    await expectScreen(page, route, 15_000);
  };
  for (const route of appRoutes.filter((r) => !r.role)) await expectHeading(route);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();

  // Guarded screens: each role signs in once (the API is reachable, the app server still is not),
  // then its screens open offline from the role remembered beside the session. A staff role's
  // screens are not in the precache: the worker fetched them when that role signed in, so the app
  // server comes back for each staff role's first screen, and is gone again before the sweep.
  const roles = [...new Set(appRoutes.flatMap((r) => (r.role ? [r.role] : [])))];
  for (const role of roles) {
    await context.setOffline(false);
    const staff = role !== 'patient';
    if (staff) await app.setDist(distDir);
    await storeDemoSession(page, role);
    const first = appRoutes.find((r) => r.role === role)!;
    await expectHeading(first);
    if (staff) {
      await waitForRoleScreens(page, role);
      await app.close();
    } else await expect.poll(() => roleCacheNames(page), { message: "a patient's device keeps no staff screens" }).toEqual([]);
    await context.setOffline(true);
    for (const route of appRoutes.filter((r) => r.role === role)) await expectHeading(route);
  }
});

test('search covers the whole catalogue, and the cart and the booking screen work offline', async ({ page, context }) => {
  // The first visit starts the catalogue's worker, downloads the state's copy and the shown offers.
  test.setTimeout(90_000);
  await page.goto(`${app.url}/drugs/search`);
  await waitForOfflineReady(page);
  const search = page.getByRole('searchbox', { name: /Search medications/ }).or(page.getByLabel(/Search medications/)).first();
  const found = page.getByText(/^Found \d+ medications?$/);
  // Online: what each query finds, from the database.
  const queries = ['', 'para', 'malaria', 'amlodipine 10mg'];
  const online: string[] = [];
  const settled = async (query: string) => {
    // The URL follows the box once typing pauses, after the list has answered.
    if (query) await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}`));
    else await expect(page).not.toHaveURL(/q=/);
  };
  await expect(page.getByTestId('prices-as-of')).not.toContainText('checking');
  for (const query of queries) {
    await search.fill(query);
    await settled(query);
    // Under load the server's answer can land after the URL moved: read the count once it holds still.
    let last = '';
    await expect.poll(async () => {
      const now = (await found.textContent()) ?? '';
      const same = now === last;
      last = now;
      return same;
    }, { intervals: [700] }).toBe(true);
    online.push(last);
  }
  expect(online[0]).not.toBe('Found 0 medications');

  await app.close();
  await context.setOffline(true);
  await page.goto(`${app.url}/drugs/search`);
  // Offline: the copy kept on the device finds the same, and says how old its prices are.
  await expect(page.getByTestId('prices-as-of')).toContainText(/Prices as of \d\d:\d\d · offline, showing saved prices/);
  for (const [i, query] of queries.entries()) {
    await search.fill(query);
    await expect(found).toHaveText(online[i] as string);
  }
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: /^Add to Cart:/ }).first().click();
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/cart/i);
  await expect(page.getByRole('article', { name })).toBeVisible();

  // A booking holds a slot on the server (one booking per slot), so it needs the connection: offline
  // the booking screen still opens from the device.
  await page.goto(`${app.url}/consultations/book`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
