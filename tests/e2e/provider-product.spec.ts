import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';

// Add product: required fields, number and date rules, the image check, and the way out.
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const submit = (page: Page) => page.getByRole('button', { name: 'Add Product' }).click();
const imageInput = (page: Page) => page.locator('input[type="file"]');

// A 1×1 PNG: real image bytes.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A local calendar day in the browser, `offset` days from today, as YYYY-MM-DD. */
/** A day counted from today in Lagos, typed the Nigerian way: dd/mm/yyyy. */
const dmyDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const d = new Date(Date.now() + days * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
    return parts; // "05/03/2026"
  }, offset);

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/products/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add New Product');
});

test('has the three sections and every field of the product form', async ({ page }) => {
  for (const section of ['Basic Information', 'Pricing & Inventory', 'Medical Information', 'Prescription Status', 'Product Image']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  for (const label of [
    'Product Name', 'Generic Name', 'Manufacturer', 'Category', 'Form', 'Dosage / Strength', 'Description',
    'Selling Price', 'Cost Price', 'Stock Quantity', 'Minimum Stock Level', 'Expiry Date', 'Batch Number',
    'Prescription required', 'Active Ingredients', 'Side Effects', 'Contraindications', 'Storage Instructions',
  ]) {
    // Required fields' labels end with an asterisk that screen readers skip.
    const name = new RegExp(`^${label.replace(/[/()]/g, '\\$&')}( \\*)?$`);
    await expect(page.getByLabel(name)).toBeVisible();
  }
  await expect(page.getByLabel('Category').locator('option')).toHaveCount(15);
  await expect(page.getByLabel('Form', { exact: true }).locator('option')).toHaveCount(12);
});

test('missing required fields: notice, messages beside the fields, focus on the first', async ({ page }) => {
  await page.getByLabel('Generic Name').fill('Acetaminophen');
  await submit(page);
  await expect(notice(page, 'Missing Information')).toContainText('Please fill in all required fields');
  await expect(page.getByText('Product name is required')).toBeVisible();
  await expect(page.getByText('Selling price is required')).toBeVisible();
  await expect(page.getByText('Stock quantity is required')).toBeVisible();
  await expect(page.getByLabel('Product Name')).toBeFocused();
  await expect(page.getByLabel('Product Name')).toHaveAttribute('aria-invalid', 'true');
  // Nothing typed is lost.
  await expect(page.getByLabel('Generic Name')).toHaveValue('Acetaminophen');
  await expect(page).toHaveURL(/\/pharmacy\/products\/add$/);
});

test('negative price and a stock that is not a number are explained, input kept', async ({ page }) => {
  await page.getByLabel('Product Name').fill('Amoxil 500mg');
  await page.getByLabel('Selling Price').fill('-50');
  await page.getByLabel('Stock Quantity').fill('ten');
  await page.getByLabel('Cost Price').fill('abc');
  await submit(page);
  await expect(page.getByText('The selling price cannot be negative')).toBeVisible();
  await expect(page.getByText('Enter the stock quantity as a whole number, such as 120')).toBeVisible();
  await expect(page.getByText('Enter the cost price as a number, such as 1500')).toBeVisible();
  await expect(notice(page, 'Missing Information')).toHaveCount(0);
  await expect(page.getByLabel('Selling Price')).toBeFocused();
  await expect(page.getByLabel('Stock Quantity')).toHaveValue('ten');

  // Correcting a field clears its message.
  await page.getByLabel('Selling Price').fill('450');
  await expect(page.getByText('The selling price cannot be negative')).toHaveCount(0);
});

test('an expiry date in the past is refused', async ({ page }) => {
  await page.getByLabel('Product Name').fill('Amoxil 500mg');
  await page.getByLabel('Selling Price').fill('1600');
  await page.getByLabel('Stock Quantity').fill('40');
  await page.getByLabel('Expiry Date').fill(await dmyDay(page, -1));
  await submit(page);
  await expect(page.getByText('The expiry date is in the past')).toBeVisible();
  await expect(page).toHaveURL(/\/pharmacy\/products\/add$/);
});

test('the expiry date is typed and shown as dd/mm/yyyy', async ({ page }) => {
  const expiry = page.getByLabel('Expiry Date');
  await expect(expiry).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await page.getByLabel('Product Name').fill('Amoxil 500mg');
  await page.getByLabel('Selling Price').fill('1600');
  await page.getByLabel('Stock Quantity').fill('40');
  await expiry.fill('31/02/2030');
  await submit(page);
  await expect(page.getByText('Enter the expiry date as dd/mm/yyyy, e.g. 31/01/2027')).toBeVisible();
  await expiry.fill('28/02/2030');
  await expect(expiry).toHaveValue('28/02/2030');
  await expect(page.getByText('Enter the expiry date as dd/mm/yyyy, e.g. 31/01/2027')).toHaveCount(0);
});

test('ticking prescription required shows the note', async ({ page }) => {
  const note = page.getByText('This product requires a valid prescription.');
  await expect(note).toHaveCount(0);
  await page.getByLabel('Prescription required').check();
  await expect(note).toBeVisible();
  await page.getByLabel('Prescription required').uncheck();
  await expect(note).toHaveCount(0);
});

test('the image area refuses a renamed non-image and an image over 5 MB', async ({ page }) => {
  await imageInput(page).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('this is a text file, not a picture') });
  await expect(page.getByText('This file is not a JPG, PNG or WebP image.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);

  const big = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]);
  await imageInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('This image is larger than 5 MB. Choose a smaller photo.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);
});

test('a real image shows a preview that can be removed', async ({ page }) => {
  await imageInput(page).setInputFiles({ name: 'paracetamol.png', mimeType: 'image/png', buffer: tinyPng });
  const preview = page.getByRole('img', { name: 'Preview of paracetamol.png' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByText('Drop a product photo here or click to choose')).toBeVisible();
});

test('a complete product is added with a notice naming it, then back to the dashboard', async ({ page }) => {
  await page.getByLabel('Product Name').fill('Paracetamol 500mg');
  await page.getByLabel('Category').selectOption({ label: 'Painkillers & Anti-inflammatory' });
  await page.getByLabel('Form', { exact: true }).selectOption({ label: 'Tablet' });
  await page.getByLabel('Selling Price').fill('1,500');
  await page.getByLabel('Stock Quantity').fill('120');
  await page.getByLabel('Expiry Date').fill(await dmyDay(page, 365));
  await imageInput(page).setInputFiles({ name: 'paracetamol.png', mimeType: 'image/png', buffer: tinyPng });
  await submit(page);
  await expect(page).toHaveURL(/\/dashboard\/pharmacy$/);
  await expect(notice(page, 'Product Added Successfully')).toContainText('Paracetamol 500mg has been added to your inventory.');
});

test('Cancel goes back to the pharmacy dashboard', async ({ page }) => {
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pharmacy$/);
});
