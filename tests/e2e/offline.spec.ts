import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { appRoutes, type AppRoute } from './support/routes';
import { startAppServer, storeDemoSession, waitForOfflineReady, type AppServer } from './offline-support';

// One online visit, then the network is cut and the app server is gone: everything still works.
let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

const medications = JSON.parse(readFileSync('public/data/medications.json', 'utf8')) as { name: string; genericName: string }[];

test('every route renders offline after one visit, with the server stopped', async ({ page, context }) => {
  test.setTimeout(420_000);
  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  // The legal, help and service pages share one chunk kept on first use, not precached: opening
  // one of them online makes all of them available offline.
  await page.goto(`${app.url}/help`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Help Center');
  await app.close();
  await context.setOffline(true);

  const expectHeading = async (route: AppRoute) => {
    await page.goto(`${app.url}${route.path}`);
    await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toContainText(route.heading, { timeout: 15_000 });
  };
  for (const route of appRoutes.filter((r) => !r.role)) await expectHeading(route);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();

  // Guarded screens: each role signs in once (the API is reachable, the app server still is not),
  // then its screens open offline from the role remembered beside the session.
  const roles = [...new Set(appRoutes.flatMap((r) => (r.role ? [r.role] : [])))];
  for (const role of roles) {
    await context.setOffline(false);
    await storeDemoSession(page, role);
    const first = appRoutes.find((r) => r.role === role)!;
    await expectHeading(first);
    await context.setOffline(true);
    for (const route of appRoutes.filter((r) => r.role === role)) await expectHeading(route);
  }
});

test('search covers the whole catalogue, and the cart and booking work offline', async ({ page, context }) => {
  await page.goto(`${app.url}/drugs/search`);
  await waitForOfflineReady(page);
  await app.close();
  await context.setOffline(true);
  await page.goto(`${app.url}/drugs/search`);

  const search = page.getByRole('searchbox', { name: /Search medications/ }).or(page.getByLabel(/Search medications/)).first();
  const last = medications[medications.length - 1]!;
  for (const query of ['', 'para', last.genericName.slice(0, 5)]) {
    await search.fill(query);
    const q = query.toLowerCase();
    const expected = medications.filter((m) => `${m.name}\n${m.genericName}`.toLowerCase().includes(q)).length;
    await expect(page.getByText(`Found ${expected} medication${expected === 1 ? '' : 's'}`)).toBeVisible();
  }
  await search.fill(last.name);
  await page.getByRole('button', { name: `Add to Cart: ${last.name}` }).first().click();
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/cart/i);
  await expect(page.getByRole('article', { name: last.name })).toBeVisible();

  await page.goto(`${app.url}/consultations/book`);
  await page.getByRole('button', { name: 'Select Doctor' }).first().click();
  // Late in the evening today has no free slot left: book tomorrow then.
  const free = page.getByRole('group', { name: /Morning|Afternoon/ }).getByRole('button', { disabled: false });
  if ((await free.count()) === 0) {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const label = new Intl.DateTimeFormat('en-NG', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(tomorrow);
    await page.getByRole('button', { name: label }).click();
  }
  await free.last().click();
  await page.getByRole('button', { name: /^Book/ }).click();
  await expect(page).toHaveURL(/\/consultations\/booking-confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Booking|Consultation/);
});
