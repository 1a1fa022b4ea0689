import { expect, test } from '@playwright/test';
import { latestMessage, serviceClient, storedSession, uniqueEmail } from './support/auth';
import { queueJob, samplePdf, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

const signUpJob = (id: string, input: Record<string, unknown>) => ({
  id,
  owner: 'guest',
  kind: 'sign-up',
  label: `Create ${input.role} account for ${input.email}`,
  input: { phone: '+2348031234567', timestamp: 1_767_000_000_000, ...input },
  checkpoints: {},
  state: 'queued',
  attempts: 0,
  nextAttemptAt: Date.now(),
  createdAt: Date.now(),
  updatedAt: Date.now(),
});

async function accountsFor(email: string) {
  const { data, error } = await serviceClient().from('profiles').select('user_id,role').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

test('a patient and a pharmacy (with its licence) registered offline are each created once after reconnecting', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto(`${app.url}/pending`);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  const patient = uniqueEmail('offline.patient');
  const pharmacy = uniqueEmail('offline.pharmacy');
  await queueJob(page, signUpJob('job-patient', { email: patient, fullName: 'Ada Obi', role: 'patient', address: '12 Allen Avenue, Ikeja' }), {
    password: 'secret123',
  });
  await queueJob(
    page,
    signUpJob('job-pharmacy', {
      email: pharmacy,
      fullName: 'Tunde Bello',
      role: 'pharmacy',
      pharmacyName: 'Bello Pharmacy',
      licenseNumber: 'PCN-12345',
      address: '3 Broad Street, Lagos',
      document: { kind: 'license', ext: 'pdf', contentType: 'application/pdf', file: { blobBytes: [...samplePdf], type: 'application/pdf' } },
    }),
    { password: 'secret456' },
  );
  await page.reload();
  const waiting = page.getByRole('region', { name: 'Waiting to be sent (2)' });
  await expect(waiting.getByRole('listitem').filter({ hasText: `Create patient account for ${patient}` })).toBeVisible();
  await expect(waiting.getByRole('listitem').filter({ hasText: `Create pharmacy account for ${pharmacy}` })).toBeVisible();
  // The passwords wait encrypted: they are nowhere in the job rows.
  expect(await page.evaluate(() => document.body.textContent)).not.toContain('secret123');

  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Recently sent' }).getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });

  const [patientRows, pharmacyRows] = [await accountsFor(patient), await accountsFor(pharmacy)];
  expect(patientRows).toEqual([{ user_id: expect.any(String), role: 'patient' }]);
  expect(pharmacyRows).toEqual([{ user_id: expect.any(String), role: 'pharmacy' }]);
  const pharmacyId = pharmacyRows[0]!.user_id as string;
  const { data: pharmacies } = await serviceClient().from('pharmacies').select('name,license_document_url,status').eq('user_id', pharmacyId);
  expect(pharmacies).toEqual([{ name: 'Bello Pharmacy', license_document_url: `pharmacy/${pharmacyId}/license_1767000000000.pdf`, status: 'pending' }]);
  const { data: files } = await serviceClient().storage.from('licenses').list(`pharmacy/${pharmacyId}`);
  expect((files ?? []).map((f) => f.name)).toEqual(['license_1767000000000.pdf']);
  for (const email of [patient, pharmacy]) {
    const mail = await latestMessage(email);
    expect(mail.links.some((l) => l.includes('/confirm?token='))).toBe(true);
  }
  // Each new account's session was only used to finish its registration.
  expect(await storedSession(page)).toBeNull();
  const secrets = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('magani');
        open.onsuccess = () => {
          const r = open.result.transaction('secrets').objectStore('secrets').getAllKeys();
          r.onsuccess = () => resolve((r.result as string[]).filter((k) => k !== 'key:outbox'));
        };
      }),
  );
  expect(secrets).toEqual([]);
});
