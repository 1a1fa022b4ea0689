// The upload screen lists pharmacies in the delivery state first, and a patient who was online once
// (on any screen, never the upload screen) can queue an upload offline from the list kept then.
import { expect, test, type Page } from '@playwright/test';
import { anonKey, createConfirmedAccount, demoPassword, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { idbRows, samplePng, startAppServer, storeSession, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

const cards = (page: Page) => page.getByRole('region', { name: 'Choose Pharmacy' }).getByRole('radio');
async function signedInPatient(page: Page) {
  const email = uniqueEmail('upload.offline');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Ada Offline');
  await page.goto(`${app.url}/robots.txt`);
  await storeSession(page, email, demoPassword);
}

/** The approved pharmacies of a state, by name, as the database lists them. */
async function pharmaciesIn(state: string): Promise<string[]> {
  const res = await fetch(`${apiUrl}/rest/v1/pharmacy_profiles?select=name&state=eq.${state}&order=name`, { headers: { apikey: anonKey } });
  return ((await res.json()) as { name: string }[]).map((p) => p.name).sort((a, b) => a.localeCompare(b));
}
// Each card is named by the pharmacy's name on it (aria-labelledby).
const shownNames = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''));

test('pharmacies in the delivery state come first, then the others, by name', async ({ page }) => {
  await signedInPatient(page);
  await page.goto(`${app.url}/prescriptions/upload`);
  await expect(cards(page).first()).toBeVisible();
  for (const [address, state] of [
    ['12 Awolowo Avenue, Bodija, Ibadan, Oyo', 'Oyo'],
    ['3 Admiralty Way, Lekki, Lagos', 'Lagos'],
  ] as const) {
    await page.getByLabel('Delivery address').fill(address);
    await expect(page.getByText(`Pharmacies in ${state} first`)).toBeVisible();
    const near = await pharmaciesIn(state);
    expect(near.length).toBeGreaterThan(1);
    // The list shows four until "Show all": the first ones are the state's, by name.
    const first = near.slice(0, 4);
    await expect.poll(async () => (await shownNames(page)).slice(0, first.length)).toEqual(first);
  }
  // With every pharmacy shown, the others follow, by name.
  await page.getByRole('button', { name: /^Show all \d+ pharmacies$/ }).click();
  const all = await shownNames(page);
  const lagos = await pharmaciesIn('Lagos');
  expect(all.slice(0, lagos.length)).toEqual(lagos);
  const rest = all.slice(lagos.length);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  expect(rest).toContain('Bodija Pharmacy');
});

test('offline, a first-time upload uses the pharmacy list kept from an earlier online visit', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signedInPatient(page);
  // Online once, on the dashboard: the upload screen itself is never opened online.
  await page.goto(`${app.url}/dashboard/patient`);
  await waitForOfflineReady(page);
  await expect.poll(async () => (await idbRows(page, 'kv')).map((row) => row.key), { timeout: 20_000 }).toContain('approved-pharmacies');

  await context.setOffline(true);
  await page.goto(`${app.url}/prescriptions/upload`);
  await expect(page.getByText('could not be loaded')).toHaveCount(0);
  await page.getByLabel('Delivery address').fill('8 Ahmadu Bello Way, Garki, Abuja');
  await expect(page.getByText('Pharmacies in the FCT first')).toBeVisible();
  await expect(cards(page).first()).toHaveAccessibleName('Garki Family Pharmacy');
  await cards(page).first().click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles({ name: 'rx.png', mimeType: 'image/png', buffer: samplePng });
  await page.getByRole('button', { name: 'Submit Prescription' }).click();
  await expect(page).toHaveURL(/\/prescriptions\/confirmation\?id=/);
  await expect(page.getByTestId('submission-state')).toHaveText('Waiting to upload');
  await expect(page.getByText('Saved on this phone, sent when you are back online.', { exact: false })).toBeVisible();
  await expect(page.locator('dl')).toContainText('Garki Family Pharmacy');

  // Back online, the outbox sends it to that pharmacy.
  await context.setOffline(false);
  await expect(page.getByTestId('submission-state')).toHaveText('Sent to pharmacy', { timeout: 60_000 });
});
