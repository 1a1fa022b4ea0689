import { expect, test, type Page } from '@playwright/test';
import { serviceClient, signInAs } from './support/auth';
import { DEMO_PHARMACY_USER, demoOffer, placeDemoOrder, type PlacedOrder } from './support/orders';
import { waitingPrescription } from './support/styles';
import { createProduct } from './support/pharmacy';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The pharmacy's screens in the pseudo-locale at 320 px, signed in as the demo pharmacy with
// products of its own (one low on stock, one expiring): every visible string comes from a
// catalogue (medicine names, people, addresses and references are marked translate="no") and
// nothing overflows with text 40 % longer.

// Text the same in every language: counts, naira amounts, dates and times (en-NG, from the format
// module), percentages and the like.
const figures = String.raw`[\d\s₦,.:/–%-]+`;
const allowed = new RegExp(figures);

// The Hausa visit saves 'ha' to the demo pharmacy's account, which a later sign-in would adopt:
// the tests run one after another, and the account goes back to no choice (English) around them.
test.describe.configure({ mode: 'serial' });
const forgetLanguage = async () => {
  const { error } = await serviceClient().from('profiles').update({ language: null }).eq('user_id', DEMO_PHARMACY_USER);
  expect(error).toBeNull();
};
test.beforeAll(forgetLanguage);
test.afterAll(forgetLanguage);

// Mantine's growing text areas (the product form's) measure their text in a hidden copy it labels for itself.
const measuring = 'textarea[aria-label="autosize measurement"]';

async function expectAllFromCatalogues(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await textOutsideCatalogues(page, { allowed, skip: [measuring] })).toEqual([]);
  expect(await overflowingControls(page)).toEqual([]);
}

test.describe('pharmacy screens in the pseudo-locale', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  let order: PlacedOrder;
  test.beforeAll(async () => {
    await createProduct({ stock_quantity: 2, min_stock_level: 10 });
    await createProduct({ expiresInDays: 30 });
    order = await placeDemoOrder(await demoOffer(500, 1), 1);
    await waitingPrescription();
  });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'pharmacy');
    await usePseudoLocale(page);
  });

  test('/dashboard/pharmacy', async ({ page }) => {
    await page.goto('/dashboard/pharmacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Pharmacy Dashboard');
    await expect(page.getByTestId('pharmacy-order-figures').locator('dl')).toBeVisible();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expectAllFromCatalogues(page);
  });

  test('/pharmacy/analytics', async ({ page }) => {
    await page.goto('/pharmacy/analytics');
    await expect(page.getByRole('heading', { name: /Top products/ })).toBeVisible();
    await expectAllFromCatalogues(page);
  });

  test('/pharmacy/inventory, with a refused price', async ({ page }) => {
    await page.goto('/pharmacy/inventory');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAllFromCatalogues(page);
    const price = page.getByRole('article').first().getByLabel(/Price of/);
    await price.fill('abc');
    await price.blur();
    await expect(page.getByText(/Enter the price as a number/)).toBeVisible();
    await expectAllFromCatalogues(page);
  });

  test('/pharmacy/restock, with a refused quantity', async ({ page }) => {
    await page.goto('/pharmacy/restock');
    const row = page.getByRole('article').first();
    await expect(row).toBeVisible();
    await expect(row.getByText(/Suggested order/)).toBeVisible();
    await expect(row.locator('strong')).toContainText('⟦');
    await expectAllFromCatalogues(page);
    await row.getByLabel(/Units received/).fill('0');
    await row.getByRole('button', { name: /Record restock of/ }).click();
    await expect(row.getByText(/Enter how many units arrived/)).toBeVisible();
    await expectAllFromCatalogues(page);
  });

  test('/pharmacy/orders, with the decline dialog and its refusal', async ({ page }) => {
    await page.goto('/pharmacy/orders');
    const card = page.getByRole('article', { name: order.reference });
    await expect(card).toBeVisible();
    await expectAllFromCatalogues(page);
    await card.getByRole('button', { name: /Decline/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Decline Order/ }).click();
    await expect(dialog.getByText(/Tell the patient why/)).toBeVisible();
    await expectAllFromCatalogues(page);
    await dialog.getByRole('button', { name: /Keep Order/ }).click();
    await expect(dialog).toBeHidden();
  });

  test('/pharmacy/prescriptions, with the quote form', async ({ page }) => {
    await page.goto('/pharmacy/prescriptions');
    const card = page.getByRole('article').filter({ hasText: '12 Allen Avenue, Ikeja' }).first();
    await expect(card.getByRole('button', { name: /Send quote/ })).toBeVisible();
    await card.getByRole('button', { name: /Add item/ }).click();
    await expect(card.getByLabel(/Item 2 name/)).toBeVisible();
    await expectAllFromCatalogues(page);
  });

  test('/pharmacy/products/add with its rules, a search that finds nothing and the prescription note', async ({ page }) => {
    await page.goto('/pharmacy/products/add');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Add New Product');
    await expectAllFromCatalogues(page);
    // Sent empty: every field's rule and the notice.
    await page.getByRole('button', { name: /⟦Add Product/ }).click();
    await expect(page.getByText(/⟦Product name is required/)).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: '⟦Missing Information' });
    await expect(notice).toContainText('⟦Please fill in all required fields');
    // The notice with its close button, then closed.
    await expectAllFromCatalogues(page);
    await notice.getByRole('button', { name: /⟦Dismiss notice/ }).click();
    await expect(notice).toBeHidden();
    await expectAllFromCatalogues(page);
    await page.getByLabel(/⟦Find a medicine in the catalogue/).fill('zzzz no such medicine');
    await expect(page.getByText(/⟦No medicine matches/)).toBeVisible({ timeout: 15_000 });
    await page.getByLabel(/⟦Prescription required/).check();
    await expect(page.getByText(/⟦This product requires a valid prescription/)).toBeVisible();
    await expectAllFromCatalogues(page);
  });

  test('/pharmacy/reviews', async ({ page }) => {
    await page.goto('/pharmacy/reviews');
    await expect(page.getByTestId('my-rating')).toContainText('⟦');
    await page.getByText(/Loading your reviews/).waitFor({ state: 'detached' });
    await expectAllFromCatalogues(page);
  });
});

test('the inventory and add-product screens in Hausa', async ({ page }) => {
  await signInAs(page, 'pharmacy');
  await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
  await page.goto('/ha/pharmacy/inventory');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sarrafa kayan ajiya');
  await expect(page.getByRole('link', { name: 'Koma allon aiki' })).toBeVisible();
  // The form's rules are read when they are shown: in Hausa too.
  await page.goto('/ha/pharmacy/products/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ƙara sabon kaya');
  await page.getByRole('button', { name: 'Ƙara kaya' }).click();
  await expect(page.getByText('Sunan kaya dole ne')).toBeVisible();
  await expect(page.getByLabel(/^Farashin sayarwa/)).toBeVisible();
});
