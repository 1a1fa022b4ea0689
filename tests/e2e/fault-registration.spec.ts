// Fault: registrations resumed after an outage. Each queued registration must finish as its own
// account (role row, licence, confirmation e-mail), never with another registration's session;
// and an account a registration left half-made is finished by signing in with it.
import { expect, test, type Page } from '@playwright/test';
import { anonKey, latestMessage, serviceClient, signInThroughForm, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { accountRows, fillRegistration, idbRows, openHydrated, samplePdf, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

async function registerPharmacy(page: Page, email: string, name: string) {
  await page.getByRole('radio', { name: 'Pharmacy' }).click();
  await fillRegistration(page, { name, email, password: 'secret456' });
  await page.getByLabel('Pharmacy name').fill(`${name} Pharmacy`);
  await page.getByLabel('License number').fill('PCN-12345');
  await page.getByLabel('Pharmacy address').fill('3 Broad Street, Lagos');
  await page.locator('input[type="file"]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('two registrations cut off by an outage each finish as their own account', async ({ page, context }) => {
  test.setTimeout(150_000);
  const first = uniqueEmail('outage.first');
  const second = uniqueEmail('outage.second');
  await openHydrated(page, `${app.url}/auth/register`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await registerPharmacy(page, first, 'Ada Obi');
  await expect.poll(async () => (await idbRows(page, 'outbox')).length).toBe(1);
  await registerPharmacy(page, second, 'Tunde Bello');
  await expect.poll(async () => (await idbRows(page, 'outbox')).length).toBe(2);

  // Back online, but the storage service is down: both accounts get created, neither licence goes.
  const licences = /\/storage\/v1\/object\/licenses\//;
  await context.route(licences, (route) => route.abort('connectionrefused'));
  await context.setOffline(false);
  await expect
    .poll(async () => (await idbRows(page, 'outbox')).filter((job) => 'signUp' in (job.checkpoints as object)).length, { timeout: 40_000 })
    .toBe(2);
  // Storage is back (the route goes: an intercepted upload would lose its file body).
  await context.unroute(licences);

  await page.goto(`${app.url}/pending`);
  await expect(page.getByRole('region', { name: 'Recently sent' }).getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  for (const email of [first, second]) {
    const { profiles } = await accountRows(email);
    expect(profiles).toEqual([{ user_id: expect.any(String), role: 'pharmacy' }]);
    const { data } = await serviceClient().from('pharmacies').select('license_document_url').eq('user_id', profiles[0]!.user_id);
    expect(data, `${email} has its pharmacy row`).toEqual([{ license_document_url: expect.stringContaining(profiles[0]!.user_id) }]);
    expect((await latestMessage(email)).links.some((l) => l.includes('/confirm?token='))).toBe(true);
  }
});

test('signing in with a half-registered account finishes it: role row and confirmation e-mail', async ({ page }) => {
  const email = uniqueEmail('half.made');
  const before = new Date().toISOString();
  // What a registration cut off after sign-up leaves: an account, no pharmacy row, no e-mail.
  const res = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'secret456',
      data: { full_name: 'Kemi Ade', role: 'pharmacy', phone: '+2348031234567', address: '9 Ring Road, Ibadan', pharmacy_name: 'Kemi Pharmacy' },
    }),
  });
  expect(res.ok).toBe(true);
  const { profiles } = await accountRows(email);
  const userId = profiles[0]!.user_id;

  await openHydrated(page, `${app.url}/auth/login`);
  await signInThroughForm(page, email, 'secret456');
  await expect(page.getByText('Please confirm your email to activate your account.')).toBeVisible({ timeout: 20_000 });
  const mail = await latestMessage(email, { after: before, timeout: 15_000 });
  expect(mail.links.some((l) => l.includes('/confirm?token='))).toBe(true);
  const { data } = await serviceClient().from('pharmacies').select('name,status').eq('user_id', userId);
  expect(data).toEqual([{ name: 'Kemi Pharmacy', status: 'pending' }]);
});
