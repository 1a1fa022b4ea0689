import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, serviceClient, signInThroughForm } from './support/auth';
import {
  idbRows,
  mulberry32,
  samplePdf,
  samplePng,
  saveSubmissions,
  startAppServer,
  storeDemoSession,
  waitForOfflineReady,
  type AppServer,
} from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

const png = (name: string) => ({ name, type: 'image/png', bytes: [...samplePng] });

async function patientId() {
  const { data } = await serviceClient().from('profiles').select('user_id').eq('email', demoAccounts.patient).single();
  return data!.user_id as string;
}

async function rowsFor(clientIds: string[]) {
  const { data, error } = await serviceClient().from('prescriptions').select('client_id,file_paths,user_id').in('client_id', clientIds);
  expect(error).toBeNull();
  return data ?? [];
}

async function objectsIn(folder: string) {
  const { data, error } = await serviceClient().storage.from('prescriptions').list(folder);
  expect(error).toBeNull();
  return (data ?? []).map((o) => o.name);
}

async function openOnline(page: Page, path: string) {
  await page.goto(`${app.url}${path}`);
  await waitForOfflineReady(page);
}

test('a prescription with 3 files submitted offline is sent once when the connection returns', async ({ page, context }) => {
  await openOnline(page, '/');
  const userId = await storeDemoSession(page, 'patient');
  await page.goto(`${app.url}/prescriptions/upload`);
  // The list of approved pharmacies comes from the server on this first visit. Nearest first to the
  // patient's last delivery, it may fold Ibadan's behind "Show all".
  await expect(page.getByRole('radio').first()).toBeVisible();
  await context.setOffline(true);
  const showAll = page.getByRole('button', { name: /^Show all \d+ pharmacies/ });
  if (await showAll.count()) await showAll.click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: samplePng },
    { name: 'back.png', mimeType: 'image/png', buffer: samplePng },
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: samplePdf },
  ]);
  await page.getByRole('radio', { name: 'Bodija Pharmacy' }).click();
  await page.getByLabel('Delivery address').fill('12 Awolowo Avenue, Bodija, Ibadan');
  await page.getByRole('button', { name: 'Submit Prescription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription Submitted');
  await expect(page.getByTestId('submission-state')).toHaveText('Waiting to upload');
  const id = new URL(page.url()).searchParams.get('id')!;

  await page.getByRole('banner').getByRole('link', { name: /Pending: 1 item/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Prescription for Bodija Pharmacy (3 files)' });
  await expect(item.getByText('Waiting for connection')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /Back online/ })).toBeVisible();
  const sent = page.getByRole('region', { name: 'Recently sent' }).getByRole('listitem').filter({ hasText: 'Prescription for Bodija Pharmacy (3 files)' });
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: /Pending:/ })).toHaveCount(0);

  const rows = await rowsFor([id]);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.user_id).toBe(userId);
  expect(await objectsIn(`${userId}/${id}`)).toEqual(['1-front.png', '2-back.png', '3-scan.pdf']);
  expect((rows[0]!.file_paths as string[]).sort()).toEqual(['1-front.png', '2-back.png', '3-scan.pdf'].map((f) => `${userId}/${id}/${f}`));
  await page.goto(`${app.url}/prescriptions/confirmation?id=${id}`);
  await expect(page.getByTestId('submission-state')).toHaveText('Sent to pharmacy');
});

test('a guest’s submission waits for a sign-in, then goes out under that account', async ({ page }) => {
  await openOnline(page, '/pending');
  const id = randomUUID();
  await saveSubmissions(page, [{ id, owner: 'guest', files: [png('rx.png')] }]);
  const item = page.getByRole('listitem').filter({ hasText: 'Prescription for Kingsway Pharmacy (1 file)' });
  await expect(item.getByText('Waiting for sign-in')).toBeVisible({ timeout: 15_000 });
  await item.getByRole('link', { name: 'Sign in to send it' }).click();
  await signInThroughForm(page, demoAccounts.patient, demoPassword);
  await expect.poll(async () => (await rowsFor([id])).length, { timeout: 20_000 }).toBe(1);
  expect((await rowsFor([id]))[0]!.user_id).toBe(await patientId());
});

test('chaos: 10 jobs under 20 network switches, a reload and a second tab are each sent exactly once', async ({ page, context }) => {
  test.setTimeout(180_000);
  const random = mulberry32(0x5eed);
  await openOnline(page, '/pending');
  const userId = await storeDemoSession(page, 'patient');
  await page.reload();
  const second = await context.newPage();
  await second.goto(`${app.url}/pending`);

  await context.setOffline(true);
  const ids: string[] = Array.from({ length: 10 }, () => randomUUID());
  await saveSubmissions(page, ids.map((id, n) => ({ id, owner: userId, files: [png(`page-${n}.png`)] })));

  let online = false;
  for (let switchNo = 0; switchNo < 20; switchNo++) {
    online = !online;
    await context.setOffline(!online);
    if (switchNo === 10) await page.reload();
    await page.waitForTimeout(50 + Math.floor(random() * 600)); // the chaos: random time between switches
  }
  await context.setOffline(false);

  await expect.poll(async () => (await rowsFor(ids)).length, { timeout: 60_000 }).toBe(10);
  const rows = await rowsFor(ids);
  expect(new Set(rows.map((r) => r.client_id)).size).toBe(10);
  for (const [n, id] of ids.entries()) {
    expect(await objectsIn(`${userId}/${id}`)).toEqual([`1-page-${n}.png`]);
  }
  await expect
    .poll(async () => (await idbRows(second, 'outbox')).filter((j) => ids.includes(String(j.id).replace(/^rx-/, ''))).map((j) => j.state))
    .toEqual(Array(10).fill('done'));
});
