import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { axeViolations } from './support/axe';

// A pharmacy with 5,000 products: the screen reads them 1,000 per request (the API's max_rows),
// shows 50 a page with Previous/Next, and its search runs over all of them. The server's answers
// are generated here in my_offers' format, honouring the page each request asks for.
const OFFERS = 5_000;
const offers = Array.from({ length: OFFERS }, (_, i) => {
  const n = String(i + 1).padStart(4, '0');
  return {
    id: `00000000-0000-4000-8000-00000000${n.padStart(4, '0')}`, medicine_id: `10000000-0000-4000-8000-00000000${n}`,
    name: `Stockamol ${n}`, generic_name: 'Stockamol', strength: '500mg', dosage_form: 'Tablet', nafdac_number: `B7-${100000 + i + 1}`,
    image_path: null, price: 500, original_price: null, cost_price: null, stock_quantity: 40, min_stock_level: 10,
    batch_number: `LOT-${n}`, expiry_date: '2028-01-31', listed: true, updated_at: '2026-11-27T00:00:00Z',
  };
});

test('5,000 products: every page is reachable and the search finds one on the last page', async ({ page }) => {
  test.setTimeout(120_000);
  const asked: number[] = [];
  await page.route('**/rest/v1/rpc/my_offers*', async (route) => {
    const url = new URL(route.request().url());
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 1000), 1000);
    asked.push(limit);
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(offers.slice(offset, offset + limit)) });
  });
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/inventory');
  const count = page.getByText(/ of 5,000 products/);
  await expect(count).toHaveText('5,000 of 5,000 products, showing 1-50');
  expect(asked).toEqual([1000, 1000, 1000, 1000, 1000, 1000]); // the sixth, empty, ends the list
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(50);
  await expect(cards.first()).toHaveAccessibleName('Stockamol 0001');

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(count).toHaveText('5,000 of 5,000 products, showing 51-100');
  await expect(pages.getByLabel('Page')).toHaveValue('2');
  await expect(pages).toContainText('of 100');
  await expect(cards.first()).toHaveAccessibleName('Stockamol 0051');
  await pages.getByLabel('Page').selectOption('100');
  await expect(count).toHaveText('5,000 of 5,000 products, showing 4,951-5,000');
  await expect(cards).toHaveCount(50);
  await expect(cards.last()).toHaveAccessibleName('Stockamol 5000');
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(count).toHaveText('5,000 of 5,000 products, showing 4,901-4,950');
  await expect(cards.first()).toHaveAccessibleName('Stockamol 4901');

  // The page with its pager fits a 320 px screen and passes axe.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // The last page's last product, found by its NAFDAC number, its batch and its name.
  const search = page.getByLabel('Search your products');
  for (const query of ['B7-105000', 'lot-5000', 'stockamol 5000']) {
    await search.fill(query);
    await expect(page.getByText(/ of 5,000 products/)).toHaveText('1 of 5,000 products');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName('Stockamol 5000');
  }
  await expect(pages).toHaveCount(0); // one page: no pager
});
