import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { axeViolations } from './support/axe';
import { viewports } from './support/env';
import { createProduct, ownOffer } from './support/pharmacy';

// Restock: products at or below their minimum level, with a suggested order and a delivery record.
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function openRestock(page: Page) {
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/restock');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restock Management');
}

test('lists low stock with a suggestion, and a recorded delivery is saved and leaves the list', async ({ page }) => {
  const { offerId, name } = await createProduct({ stock_quantity: 3, min_stock_level: 10 });
  await openRestock(page);
  const row = page.getByRole('article', { name });
  await expect(row).toContainText('3 in stock · minimum 10');
  await expect(row).toContainText('Suggested order: 17 units');
  await expect(row.getByLabel('Units received')).toHaveValue('17');
  await row.getByRole('button', { name: `Record restock of ${name}` }).click();
  await expect(notice(page, 'Restock recorded')).toContainText(`${name} now has 20 in stock.`);
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  expect((await ownOffer(offerId))?.stock_quantity).toBe(20);
});

test('a product above its minimum is not listed; a bad quantity is explained and nothing saved', async ({ page }) => {
  const { name: healthy } = await createProduct({ stock_quantity: 50, min_stock_level: 10 });
  const { offerId, name } = await createProduct({ stock_quantity: 0, min_stock_level: 5 });
  await openRestock(page);
  const row = page.getByRole('article', { name });
  await expect(row).toContainText('Out of Stock · minimum 5');
  await expect(page.getByRole('article', { name: healthy })).toHaveCount(0);
  await row.getByLabel('Units received').fill('0');
  await row.getByRole('button', { name: `Record restock of ${name}` }).click();
  await expect(row.getByText('Enter how many units arrived, such as 50')).toBeVisible();
  expect((await ownOffer(offerId))?.stock_quantity).toBe(0);
});

test('passes axe and fits a 320 px screen', async ({ page }) => {
  await createProduct({ stock_quantity: 1, min_stock_level: 10 });
  await openRestock(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const viewport of [{ width: 320, height: 700 }, ...Object.values(viewports)]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
