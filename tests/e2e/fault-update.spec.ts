// Fault: an update accepted in one tab. Another tab holding a half-filled form must keep it: it
// shows the update notice and reloads only when the person agrees.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiUrl } from './support/env';
import { distDir, openHydrated, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.afterEach(async () => {
  await app?.close();
});

test('accepting an update in one tab leaves another tab’s unsaved form alone', async ({ context }) => {
  test.setTimeout(240_000);
  const nextDist = path.join(path.dirname(distDir), 'dist-next-tabs');
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    // A build for the local backend (vite.config.ts refuses a production build without it).
    env: { ...process.env, MAGANI_LOCAL: '1', MAGANI_DIST: nextDist, VITE_SUPABASE_URL: apiUrl, VITE_APP_VERSION: 'next-tabs' },
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);

  app = await startAppServer();
  const accepting = await context.newPage();
  await accepting.goto(`${app.url}/pending`);
  await waitForOfflineReady(accepting);
  const typing = await context.newPage();
  await openHydrated(typing, `${app.url}/prescriptions/upload`);
  await typing.getByLabel('Delivery address').fill('12 Half Typed Avenue, Ikeja');
  await typing.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => ((window as unknown as { switched: boolean }).switched = true));
  });
  // A reload is a new window: the marker set above is gone (a same-document navigation keeps it).
  const typingState = () =>
    typing
      .evaluate(() => ({ reloaded: (window as unknown as { stillHere?: boolean }).stillHere !== true, switched: (window as unknown as { switched?: boolean }).switched === true }))
      .catch(() => ({ reloaded: true, switched: false }));

  await app.setDist(nextDist);
  await accepting.reload();
  const notice = accepting.getByRole('region', { name: 'App update' });
  await notice.getByRole('button', { name: 'Reload' }).click({ timeout: 30_000 });
  // The new version takes control of every tab: the typing tab either reloads or keeps its page.
  await expect.poll(async () => { const t = await typingState(); return t.reloaded || t.switched; }, { timeout: 30_000 }).toBe(true);

  // The typing tab offers the reload instead of doing it.
  expect((await typingState()).reloaded, 'the tab with unsaved input was reloaded').toBe(false);
  await expect(typing.getByRole('region', { name: 'App update' }).getByText('A new version is available')).toBeVisible();
  expect(await typing.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(typing.getByLabel('Delivery address')).toHaveValue('12 Half Typed Avenue, Ikeja');
});
