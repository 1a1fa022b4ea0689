import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { axeViolations } from './support/axe';
import { createProduct, ownOffer, patientView } from './support/pharmacy';

// Inventory: the pharmacy's own offers, edited in place and saved on the server.
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function openInventory(page: Page, search?: string) {
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/inventory');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inventory Management');
  if (search) await page.getByLabel('Search your products').fill(search);
}

test('lists the own products, seeded ones included, and searches them', async ({ page }) => {
  const { name } = await createProduct();
  await openInventory(page);
  // A seeded offer of the demo pharmacy (supabase/seed.sql).
  await expect(page.getByRole('article', { name: 'Emzor Paracetamol 500mg Tablets' })).toBeVisible();
  await page.getByLabel('Search your products').fill(name);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name })).toContainText('Batch E2E-1');
  await page.getByLabel('Search your products').fill('no such product anywhere');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(/^0 of \d+ products$/)).toBeVisible();
});

test('price and stock are edited in place and saved; stock 0 is Out of Stock for patients too', async ({ page }) => {
  const { offerId, name } = await createProduct({ price: 1500, stock_quantity: 40 });
  await openInventory(page, name);
  const card = page.getByRole('article', { name });
  await card.getByLabel(`Price of ${name}`).fill('1,750');
  await card.getByLabel(`Price of ${name}`).press('Enter');
  await expect.poll(async () => (await ownOffer(offerId))?.price).toBe(1750);

  await card.getByLabel(`Stock of ${name}`).fill('0');
  await card.getByLabel(`Stock of ${name}`).blur();
  await expect(card.getByText('Out of Stock')).toBeVisible();
  await expect.poll(async () => (await ownOffer(offerId))?.stock_quantity).toBe(0);
  await expect.poll(() => patientView(name)).toEqual([{ pharmacy: 'Magani Demo Pharmacy', price: 1750, stock: 0 }]);

  // Still there after a reload: the server holds it.
  await page.reload();
  await page.getByLabel('Search your products').fill(name);
  await expect(page.getByRole('article', { name }).getByLabel(`Price of ${name}`)).toHaveValue('1750');
});

test('bad input is explained beside the field and nothing is sent', async ({ page }) => {
  const { offerId, name } = await createProduct({ price: 1500, stock_quantity: 40 });
  await openInventory(page, name);
  const card = page.getByRole('article', { name });
  await card.getByLabel(`Price of ${name}`).fill('12abc');
  await card.getByLabel(`Price of ${name}`).press('Enter');
  await expect(card.getByText('Enter the price as a number, such as 1500')).toBeVisible();
  await card.getByLabel(`Stock of ${name}`).fill('-4');
  await card.getByLabel(`Stock of ${name}`).press('Enter');
  await expect(card.getByText('Enter the stock as a whole number of 0 or more, such as 120')).toBeVisible();
  expect(await ownOffer(offerId)).toEqual({ price: 1500, stock_quantity: 40, listed: true });
});

test('a change the server does not take says so and restores the saved value', async ({ page }) => {
  const { offerId, name } = await createProduct({ price: 1500, stock_quantity: 40 });
  await openInventory(page, name);
  await page.route('**/rest/v1/rpc/update_offer', (route) => route.abort('internetdisconnected'));
  const card = page.getByRole('article', { name });
  await card.getByLabel(`Stock of ${name}`).fill('5');
  await card.getByLabel(`Stock of ${name}`).press('Enter');
  await expect(notice(page, 'Change not saved')).toContainText('You are offline, so nothing was saved.');
  await expect(card.getByLabel(`Stock of ${name}`)).toHaveValue('40');
  expect((await ownOffer(offerId))?.stock_quantity).toBe(40);
});

test('delisting hides the product from patients, marks it, and relisting brings it back', async ({ page }) => {
  const { offerId, name } = await createProduct();
  await openInventory(page, name);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Delist ${name}` }).click();
  await expect(card.getByText('Delisted')).toBeVisible();
  await expect.poll(async () => (await ownOffer(offerId))?.listed).toBe(false);
  await expect.poll(() => patientView(name)).toEqual([]);
  await page.getByLabel('Show').selectOption('delisted');
  await expect(page.getByRole('article', { name })).toBeVisible();
  await card.getByRole('button', { name: `Relist ${name}` }).click();
  await expect(notice(page, 'Product relisted')).toBeVisible();
  await expect.poll(async () => (await patientView(name)).length).toBe(1);
});

test('flags low stock and expiry within 90 days', async ({ page }) => {
  const { name } = await createProduct({ stock_quantity: 3, min_stock_level: 10, expiresInDays: 30 });
  const { name: healthy } = await createProduct({ name: `${name} healthy`, stock_quantity: 80, expiresInDays: 400 });
  await openInventory(page, name);
  const card = page.getByRole('article', { name, exact: true });
  await expect(card.getByText('Low stock')).toBeVisible();
  await expect(card.getByText('Expires soon')).toBeVisible();
  const fine = page.getByRole('article', { name: healthy });
  await expect(fine.getByText('Low stock')).toHaveCount(0);
  await expect(fine.getByText('Expires soon')).toHaveCount(0);
  await page.getByLabel('Show').selectOption('low');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('passes axe and fits a 320 px screen', async ({ page }) => {
  // axe over every product card (the seed's and all other tests') is slow on a shared machine.
  test.setTimeout(120_000);
  await createProduct();
  await openInventory(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  // Phone and desktop widths are swept by provider-a11y.spec.ts.
  for (const viewport of [{ width: 320, height: 700 }]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
