import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { dayMonthYear, uniqueName, uniqueNafdac } from './support/pharmacy';

// The whole path: the demo pharmacy adds a new product in the browser, a patient finds it in search
// with that pharmacy and price, and when the pharmacy sets its stock to 0 the patient sees Out of Stock.
test('a product the pharmacy adds is in patient search at its price, and Out of Stock once its stock is 0', async ({ page, browser }) => {
  // Two browsers and a catalogue download on a shared two-core machine.
  test.setTimeout(120_000);
  const name = uniqueName('Zentamol Forte 650mg');
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/products/add');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Generic Name').fill('Paracetamol');
  await page.getByLabel('NAFDAC Number').fill(uniqueNafdac());
  await page.getByLabel('Category').selectOption({ label: 'Pain Relief' });
  await page.getByLabel(/^Form( \*)?$/).selectOption({ label: 'Tablet' });
  await page.getByLabel('Selling Price').fill('3,250');
  await page.getByLabel('Stock Quantity').fill('60');
  await page.getByLabel('Expiry Date').fill(await dayMonthYear(page, 500));
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Product Added Successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/pharmacy\/inventory$/);

  const patient = await browser.newPage();
  await signInAs(patient, 'patient');
  await patient.goto(`/drugs/search?q=${encodeURIComponent(name)}`);
  const card = patient.getByRole('article').filter({ has: patient.getByRole('heading', { name }) });
  const offer = card.getByTestId('offer').filter({ hasText: 'Magani Demo Pharmacy' });
  await expect(offer).toContainText('In Stock');
  await expect(offer.getByTestId('offer-price')).toHaveText('₦3,250');

  await page.getByLabel('Search your products').fill(name);
  const stock = page.getByRole('article', { name }).getByLabel(`Stock of ${name}`);
  await stock.fill('0');
  await stock.press('Enter');
  await expect(page.getByRole('article', { name }).getByText('Out of Stock')).toBeVisible();

  // The patient's next visit refreshes what changed and shows it.
  await expect(async () => {
    await patient.reload();
    await expect(offer).toContainText('Out of Stock', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await patient.close();
});
