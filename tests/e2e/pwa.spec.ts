import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchArgs } from '../tools/chromium-flags.mjs';
import { demoAccounts, demoPassword, signInThroughForm } from './support/auth';
import { apiUrl } from './support/env';
import { distDir, idbRows, saveSubmissions, samplePng, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.afterEach(async () => {
  await app?.close();
});

test('Chromium finds the app installable: manifest, icons, service worker', async () => {
  test.setTimeout(90_000); // its own server and browser profile start first
  app = await startAppServer();
  // Installability is never reported in a private (incognito) profile, so this test has its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'magani-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // Without the engagement heuristics Chromium offers installation as soon as the app qualifies.
    args: [...chromiumLaunchArgs, '--bypass-app-banner-engagement-checks'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${app.url}/`);
    await waitForOfflineReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as { name: string; short_name: string; display: string; icons: { sizes: string; purpose?: string }[] };
    expect(parsed).toMatchObject({ name: 'Magani Health', short_name: 'Magani', display: 'standalone' });
    expect(parsed.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    // The browser offered installation (beforeinstallprompt): the header shows our own action.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new version waits, is offered, and Reload shows it', async ({ page }) => {
  test.setTimeout(240_000);
  // The same app built again with a visible change, as a deploy would.
  const nextDist = path.join(path.dirname(distDir), 'dist-next');
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    env: { ...process.env, MAGANI_LOCAL: '1', MAGANI_DIST: nextDist, VITE_SUPABASE_URL: apiUrl, VITE_APP_VERSION: 'next-test' },
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);

  app = await startAppServer();
  await page.goto(`${app.url}/pending`);
  await waitForOfflineReady(page);
  await expect(page.getByText('App version 0.1.0')).toBeVisible();
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  await app.setDist(nextDist);
  await page.reload();
  const notice = page.getByRole('region', { name: 'App update' });
  await expect(notice.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
  // Nothing changes until the person agrees.
  await expect(page.getByText('App version 0.1.0')).toBeVisible();
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('App version next-test')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('A new version is available')).toHaveCount(0);
});

test('signing out leaves nothing of the account in IndexedDB or the caches', async ({ page }) => {
  app = await startAppServer();
  await page.goto(`${app.url}/auth/login`);
  await waitForOfflineReady(page);
  await signInThroughForm(page, demoAccounts.patient, demoPassword);
  await expect(page).toHaveURL(/\/dashboard\/patient$/);
  const userId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('magani-auth') ?? sessionStorage.getItem('magani-auth') ?? '{}').user.id as string,
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Pharmacy' }).click();
  await page.getByRole('button', { name: /^Add to Cart:/ }).first().click();
  await expect.poll(async () => (await idbRows(page, 'cart')).length).toBe(1);
  await saveSubmissions(page, [{ id: crypto.randomUUID(), owner: userId, files: [{ name: 'rx.png', type: 'image/png', bytes: [...samplePng] }] }]);
  await expect.poll(async () => (await idbRows(page, 'outbox')).map((j) => j.state)).toEqual(['done']);
  // A response cache of the kind a later feature might add: sign-out must clear it too.
  await page.evaluate(async (id) => (await caches.open('api-responses')).put(`/api/me/${id}`, new Response(id)), userId);

  // Pages that keep a copy of the account's own rows for offline reading.
  const copies = async () => (await idbRows(page, 'copies')).map((row) => row.key);
  await page.goto(`${app.url}/prescriptions`);
  await expect.poll(copies).toContain('prescriptions');
  await page.goto(`${app.url}/consultations`);
  await expect.poll(copies).toContain('consultations:patient');

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => (await idbRows(page, 'cart')).length).toBe(0);

  // Every table of the app's database, whatever tables later versions add.
  const tables = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('magani');
        open.onsuccess = () => {
          resolve([...open.result.objectStoreNames]);
          open.result.close();
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(tables).toEqual(expect.arrayContaining(['cart', 'copies', 'outbox', 'kv']));
  const everything: Record<string, unknown[]> = {};
  for (const table of tables.filter((t) => !t.startsWith('catalogue'))) {
    everything[table] = await idbRows(page, table);
  }
  const dump = JSON.stringify(everything);
  expect(dump).not.toContain(userId);
  expect(dump).not.toContain(demoAccounts.patient);
  expect(everything.cart).toEqual([]);
  expect(everything.prescriptions).toEqual([]);
  // Only the public app shell stays cached.
  expect(await page.evaluate(async () => (await caches.keys()).filter((k) => !k.startsWith('workbox-precache')))).toEqual([]);
  expect(await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => /auth|session/.test(k)))).toEqual([]);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('the app still works online and still sends what is queued', async ({ page }) => {
    app = await startAppServer();
    await page.goto(`${app.url}/auth/login`);
    await signInThroughForm(page, demoAccounts.patient, demoPassword);
    await expect(page).toHaveURL(/\/dashboard\/patient$/);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    // Queued by the signed-in account: a guest's prescription waits for a sign-in to claim it.
    const owner = await page.evaluate(
      () => JSON.parse(localStorage.getItem('magani-auth') ?? sessionStorage.getItem('magani-auth') ?? '{}').user.id as string,
    );
    const id = crypto.randomUUID();
    await saveSubmissions(page, [{ id, owner, files: [{ name: 'rx.png', type: 'image/png', bytes: [...samplePng] }] }]);
    await expect.poll(async () => (await idbRows(page, 'outbox')).map((j) => j.state), { timeout: 20_000 }).toEqual(['done']);
    await page.goto(`${app.url}/pending`);
    await expect(page.getByRole('region', { name: 'Recently sent' })).toContainText('Prescription for Kingsway Pharmacy (1 file)');
  });
});
