import { expect, test, type Page } from '@playwright/test';
import { latestMessage, serviceClient, storedSession } from './support/auth';
import { accountRows, fillRegistration, idbRows, samplePdf, startAppServer, waitForOfflineReady, type AppServer, openHydrated } from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

const queuedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: "We'll create your account as soon as you're back online" });

test('a patient and a pharmacy with its licence, registered offline on the register screen, are each created once after reconnecting', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const patient = `offline.patient.${stamp}@example.ng`;
  const pharmacy = `offline.pharmacy.${stamp}@example.ng`;
  await openHydrated(page, `${app.url}/auth/register`);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await fillRegistration(page, { name: 'Ada Obi', email: patient, password: 'secret123' });
  await page.getByLabel('Address').fill('12 Allen Avenue, Ikeja');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(queuedNotice(page)).toBeVisible();
  await expect(queuedNotice(page)).toContainText("You're offline");
  await expect(page).toHaveURL(/\/auth\/register$/);

  // The same screen, a second registration: a pharmacy with its PDF licence.
  await page.getByRole('radio', { name: 'Pharmacy' }).click();
  await fillRegistration(page, { name: 'Tunde Bello', email: pharmacy, password: 'secret456' });
  await page.getByLabel('Pharmacy name').fill('Bello Pharmacy');
  await page.getByLabel('License number').fill('PCN-12345');
  await page.getByLabel('Pharmacy address').fill('3 Broad Street, Lagos');
  await page.locator('input[type="file"]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect.poll(async () => (await idbRows(page, 'outbox')).length).toBe(2);
  // Pressing again while it waits joins the waiting registration instead of queuing another.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(queuedNotice(page)).toBeVisible();
  expect((await idbRows(page, 'outbox')).length).toBe(2);

  await queuedNotice(page).getByRole('link', { name: 'See Pending items' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting to be sent (2)' });
  await expect(waiting.getByRole('listitem').filter({ hasText: `Create patient account for ${patient}` })).toBeVisible();
  await expect(waiting.getByRole('listitem').filter({ hasText: `Create pharmacy account for ${pharmacy}` })).toBeVisible();
  // The passwords wait encrypted: they are in no job row, and the licence waits as a file.
  const jobs = await idbRows(page, 'outbox');
  expect(JSON.stringify(jobs)).not.toMatch(/secret123|secret456/);
  const pharmacyJob = jobs.find((job) => (job.input as { email?: string }).email === pharmacy)!;
  // The file is stored once beside the job (a retry rewrites only the job's small row).
  const marker = (pharmacyJob.input as { document: { file: { $blob: string } } }).document.file.$blob;
  expect(await page.evaluate((id) => new Promise((resolve) => {
    const open = indexedDB.open('magani');
    open.onsuccess = () => {
      const get = open.result.transaction('blobs').objectStore('blobs').get(id);
      get.onsuccess = () => resolve((get.result.blob as Blob).size);
    };
  }), marker)).toBe(samplePdf.length);

  await context.setOffline(false);
  // Each job's state and last error, so that a failure says which registration waits and why (a
  // retry after a miss waits out its backoff: 2, 4, 8, 16 s).
  await expect
    .poll(async () => (await idbRows(page, 'outbox')).map((job) => [job.state, job.lastError ?? ''].join(' ').trim()), { timeout: 60_000 })
    .toEqual(['done', 'done']);
  await expect(page.getByRole('region', { name: 'Recently sent' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Waiting to be sent (0)' })).toBeVisible();

  const patientAccount = await accountRows(patient);
  expect(patientAccount.profiles).toEqual([{ user_id: expect.any(String), role: 'patient' }]);
  const pharmacyAccount = await accountRows(pharmacy);
  expect(pharmacyAccount.profiles).toEqual([{ user_id: expect.any(String), role: 'pharmacy' }]);
  const pharmacyId = pharmacyAccount.profiles[0]!.user_id;
  const { data: pharmacies } = await serviceClient().from('pharmacies').select('name,license_document_url,status').eq('user_id', pharmacyId);
  expect(pharmacies).toEqual([{ name: 'Bello Pharmacy', license_document_url: expect.stringMatching(new RegExp(`^pharmacy/${pharmacyId}/license_\\d+\\.pdf$`)), status: 'pending' }]);
  const { data: files } = await serviceClient().storage.from('licenses').list(`pharmacy/${pharmacyId}`);
  expect((files ?? []).map((f) => `pharmacy/${pharmacyId}/${f.name}`)).toEqual([pharmacies![0]!.license_document_url]);
  for (const email of [patient, pharmacy]) {
    const mail = await latestMessage(email);
    expect(mail.links.some((l) => l.includes('/confirm?token='))).toBe(true);
  }
  // Each new account's session only finished its registration, and no password is left behind.
  expect(await storedSession(page)).toBeNull();
  expect((await idbRows(page, 'secrets')).filter((s) => s.id !== 'key:outbox')).toEqual([]);
});
