import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, serviceClient, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { clientFor, deliverOrder, demoOffer, placeDemoOrder, type PlacedOrder } from './support/orders';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The patient's dashboard, writing a review and the admin's review moderation in the pseudo-locale
// at 320 px, with real rows: every visible string comes from a catalogue (⟦…⟧) and no control
// overflows with the 40 % longer text. Names, comments and references are data (translate="no",
// or inside a message's placeholder).

// Counts and dates come from the format module, the same in every language; a review's stars
// (★☆, named by their aria-label) too.
const figures = /(?:-?[\d,.]+|\d{1,2} [A-Z][a-z]{2}(?: \d{4})?(?:, \d{2}:\d{2})?|[★☆]+|[\s·|:,.()*/-])+/;
// The comment box's hidden twin, which the autosize library labels for itself (never shown or read out).
const measuring = 'textarea[aria-label="autosize measurement"]';

async function clean(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await page.waitForLoadState('networkidle');
  expect(await textOutsideCatalogues(page, { allowed: figures, skip: [measuring] })).toEqual([]);
  expect(await overflowingControls(page)).toEqual([]);
}

/** A prescription this patient sent to the demo pharmacy, so the dashboard lists one. */
async function sendPrescription(account: { email: string; password: string }) {
  const patient = await clientFor(account.email, account.password);
  const { data: user } = await patient.auth.getUser();
  const { data: pharmacy } = await serviceClient().from('pharmacies').select('id').eq('name', 'Magani Demo Pharmacy').single();
  const clientId = randomUUID();
  const file = `${user.user!.id}/${clientId}/0-rx.pdf`;
  expect((await patient.storage.from('prescriptions').upload(file, new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }))).error).toBeNull();
  const { error } = await patient.from('prescriptions').insert({
    user_id: user.user!.id, client_id: clientId, pharmacy_id: pharmacy!.id,
    address: '12 Allen Avenue, Ikeja', contact_phone: '+2348031234567', file_paths: [file],
  });
  expect(error).toBeNull();
}

test.describe('pseudo-locale: the patient dashboard and reviews', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe.configure({ mode: 'serial' });

  const patient = { email: uniqueEmail('pseudo.reviews'), password: demoPassword };
  let delivered: PlacedOrder;
  let waiting: PlacedOrder;
  const comment = `Quick and kind ${Date.now()}`;
  test.beforeAll(async () => {
    await createConfirmedAccount(patient.email, patient.password, 'patient', 'Ada Patient');
    await sendPrescription(patient);
    const offer = await demoOffer(100, 4);
    delivered = await placeDemoOrder(offer, 1, {}, patient);
    await deliverOrder(delivered);
    waiting = await placeDemoOrder(offer, 1, {}, patient);
  });
  test.beforeEach(async ({ page }) => {
    await usePseudoLocale(page);
  });

  test('/dashboard/patient with a prescription listed', async ({ page }) => {
    await signInAsAccount(page, patient.email, patient.password);
    await page.goto('/dashboard/patient');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Patient Dashboard');
    await expect(page.getByText(/⟦1 file to /)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/⟦Sent .*⟦submitted/)).toBeVisible();
    await clean(page);
  });

  test('/reviews/order/<id>: before delivery, the form with its checks, and once sent', async ({ page }) => {
    await signInAsAccount(page, patient.email, patient.password);
    await page.goto(`/reviews/order/${waiting.id}`);
    await expect(page.getByText(/⟦You can rate the pharmacy once this order is delivered/)).toBeVisible({ timeout: 30_000 });
    await clean(page);

    await page.goto(`/reviews/order/${delivered.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Rate ', { timeout: 30_000 });
    await page.getByRole('button', { name: /⟦Send review/ }).click();
    await expect(page.getByText(/⟦Choose from 1 to 5 stars/)).toBeVisible();
    await clean(page);
    await page.getByRole('radio', { name: /⟦4 stars/ }).check();
    await page.getByLabel(/⟦Comment/).fill(comment);
    await page.getByRole('button', { name: /⟦Send review/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '⟦Thank you' })).toBeVisible();
    await clean(page);
  });

  test('/admin/reviews with the review listed and the hide check', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/reviews');
    const card = page.getByTestId('review').filter({ hasText: comment });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await clean(page);
    await card.getByRole('button', { name: /⟦Hide review/ }).click();
    await expect(card.getByText(/⟦Give the reason/)).toBeVisible();
    await clean(page);
    // The hidden ones only (there may be none yet on a fresh backend).
    await page.getByLabel(/⟦Only hidden reviews/).check();
    await expect(page.getByTestId('review').first().or(page.getByText(/⟦No reviews hidden/))).toBeVisible({ timeout: 30_000 });
    await clean(page);
  });
});

test('in Hausa, the patient dashboard and the admin review moderation speak Hausa', async ({ page }) => {
  // The device's choice is not saved to the demo accounts, which other specs sign in as in English.
  await page.route('**/rest/v1/rpc/set_my_language', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
  await signInAs(page, 'patient');
  await page.goto('/ha/dashboard/patient');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard na mara lafiya', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: /Nemo magani/ }).first()).toBeVisible();
  await signInAs(page, 'admin');
  await page.goto('/ha/admin/reviews');
  await expect(page.getByLabel('Sharhin da aka ɓoye kawai')).toBeVisible({ timeout: 30_000 });
});
