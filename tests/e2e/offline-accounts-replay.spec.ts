import { expect, test, type Page } from '@playwright/test';
import { latestMessage, serviceClient, storedSession, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { accountRows, fillRegistration, idbRows, samplePdf, openHydrated } from './offline-support';

// Requests a service worker passes on are not seen by page.route: this test needs to see them all.
test.use({ serviceWorkers: 'block' });

/** The first `method` request to `path` reaches the server and does its work, but its answer is lost. */
async function loseFirstAnswer(page: Page, path: RegExp, method = 'POST') {
  let lost = false;
  await page.route(path, async (route) => {
    if (lost || route.request().method() !== method) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

test('a registration whose every answer is lost once still creates one account, one file and one role row', async ({ page }) => {
  test.setTimeout(120_000);
  const api = apiUrl.replace(/[.]/g, '\\.');
  await loseFirstAnswer(page, new RegExp(`^${api}/auth/v1/signup`));
  await loseFirstAnswer(page, new RegExp(`^${api}/storage/v1/object/licenses/`));
  await loseFirstAnswer(page, new RegExp(`^${api}/rest/v1/pharmacies`));
  await loseFirstAnswer(page, new RegExp(`^${api}/functions/v1/send-confirmation-email`));

  const email = uniqueEmail('lost.answers');
  await openHydrated(page, '/auth/register');
  await page.getByRole('radio', { name: 'Pharmacy' }).click();
  await fillRegistration(page, { name: 'Kemi Bakare', email, password: 'secret789' });
  await page.getByLabel('Pharmacy name').fill('Kemi Chemists');
  await page.getByLabel('License number').fill('PCN/PREM/LA/12345');
  await page.getByLabel('Pharmacy address').fill('8 Awolowo Road, Ikoyi');
  await page.locator('input[type="file"]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The first answer never came: the screen says the registration is kept and retried.
  const retrying = page.getByRole('alert').filter({ hasText: 'Failed to create account' });
  await expect(retrying).toContainText('It is saved on this device and will be sent automatically.');
  // Each retry resumes where the last one stopped; the screen goes on when the last step is done.
  await expect(page.getByText('Account created successfully! Please check your email to confirm your account before logging in.')).toBeVisible({
    timeout: 90_000,
  });
  await expect(page).toHaveURL(/\/auth\/login$/);

  const { profiles } = await accountRows(email);
  expect(profiles).toEqual([{ user_id: expect.any(String), role: 'pharmacy' }]);
  const userId = profiles[0]!.user_id;
  const { data: rows } = await serviceClient().from('pharmacies').select('name,license_document_url').eq('user_id', userId);
  expect(rows).toEqual([{ name: 'Kemi Chemists', license_document_url: expect.stringMatching(new RegExp(`^pharmacy/${userId}/license_\\d+\\.pdf$`)) }]);
  const { data: files } = await serviceClient().storage.from('licenses').list(`pharmacy/${userId}`);
  expect((files ?? []).map((f) => `pharmacy/${userId}/${f.name}`)).toEqual([rows![0]!.license_document_url]);
  expect((await latestMessage(email)).links.some((l) => l.includes('/confirm?token='))).toBe(true);
  expect(await storedSession(page)).toBeNull();
  expect((await idbRows(page, 'secrets')).filter((s) => s.id !== 'key:outbox')).toEqual([]);
});

test('registering an address that already has an account is refused, even with the same password', async ({ page }) => {
  const email = uniqueEmail('twice');
  const register = async () => {
    await openHydrated(page, '/auth/register');
    await fillRegistration(page, { name: 'Ada Obi', email, password: 'secret123' });
    await page.getByRole('button', { name: 'Create Account' }).click();
  };
  await register();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 25_000 });
  await register();
  await expect(page.getByRole('alert').filter({ hasText: 'User already registered' })).toBeVisible({ timeout: 25_000 });
  expect((await accountRows(email)).profiles).toHaveLength(1);
  expect(await storedSession(page)).toBeNull();
});
