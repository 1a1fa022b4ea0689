import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/env';
import { openApp } from './patient-support';

const naira = (text: string) => Number(text.replace(/[^\d]/g, ''));
const found = (page: Page) => page.getByRole('heading', { name: /^Found \d+ medications?$/ });
const foundCount = async (page: Page) => Number((await found(page).textContent())?.match(/\d+/)?.[0]);
const cards = (page: Page) => page.getByRole('article');

test.describe('medication search on a desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('filters change the results and the URL, and opening that URL restores them', async ({ page, browser }) => {
    await openApp(page, '/drugs/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Medication');
    const all = await foundCount(page);
    expect(all).toBeGreaterThanOrEqual(200);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Category').selectOption('heart');
    await expect(page).toHaveURL(/category=heart/);
    await filters.getByLabel('Location').selectOption('lagos');
    await filters.getByLabel('Availability').selectOption('instock');
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/location=lagos/);
    await expect(page).toHaveURL(/stock=instock/);
    await expect(page).toHaveURL(/sort=price-low/);

    const filtered = await foundCount(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    const prices = (await cards(page).getByTestId('price').allTextContents()).map(naira);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const card of await cards(page).all()) {
      await expect(card).toContainText('Lagos');
      await expect(card).toContainText('In Stock');
    }
    await expect(page.getByRole('radio', { name: 'Heart Health' })).toBeChecked();

    // A second visitor opening the same link sees the same screen.
    const url = page.url();
    const other = await browser.newPage({ viewport: viewports.desktop });
    await openApp(other, url);
    const otherFilters = other.getByRole('complementary', { name: 'Filters' });
    await expect(otherFilters.getByLabel('Category')).toHaveValue('heart');
    await expect(otherFilters.getByLabel('Location')).toHaveValue('lagos');
    await expect(other.getByLabel('Sort by')).toHaveValue('price-low');
    await expect(found(other)).toHaveText(`Found ${filtered} medications`);
    await other.close();

    // The back button undoes one filter at a time.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  });

  test('the quick chips, prescription filter and price range filter the list', async ({ page }) => {
    await openApp(page, '/drugs/search');
    await page.getByRole('radiogroup', { name: 'Quick categories' }).getByText('Antibiotics').click();
    await expect(page).toHaveURL(/category=antibiotics/);
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Category')).toHaveValue(
      'antibiotics',
    );
    const antibiotics = await foundCount(page);

    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Prescription').selectOption('otc');
    await expect(found(page)).not.toHaveText(`Found ${antibiotics} medications`);

    await openApp(page, '/drugs/search?max=1000');
    // The prerendered list is the default one until the URL's filters apply.
    await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '1000');
    const cheap = (await cards(page).getByTestId('price').allTextContents()).map(naira);
    expect(cheap.length).toBeGreaterThan(0);
    expect(Math.max(...cheap)).toBeLessThanOrEqual(1000);
    await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '1000');
  });

  test('typing searches names and generic names and replaces the history entry', async ({ page }) => {
    await openApp(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Pharmacy' }).click();
    await expect(page).toHaveURL(/\/pharmacy$/);
    await page.getByRole('searchbox', { name: /Search medications/ }).fill('AMLODIPINE');
    await expect(page).toHaveURL(/q=AMLODIPINE/);
    for (const card of await cards(page).all()) await expect(card).toContainText(/Amlodipine/);
    // Norvasc matches through its generic name only.
    await expect(cards(page).filter({ hasText: 'Norvasc' }).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('invalid search parameters fall back to the defaults', async ({ page }) => {
    await openApp(page, '/drugs/search?category=sweets&sort=newest&min=-4&location=london');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByLabel('Category')).toHaveValue('all');
    await expect(filters.getByLabel('Location')).toHaveValue('all');
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    expect(await foundCount(page)).toBeGreaterThanOrEqual(200);
  });

  test('generic alternatives are listed cheapest first with the saving', async ({ page }) => {
    await openApp(page, '/drugs/search?q=panadol');
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toContainText('Panadol');
    const price = naira((await card.getByTestId('price').textContent()) ?? '');
    await card.getByRole('button', { name: /cheaper alternative/ }).click();
    const list = card.getByRole('list', { name: /^Alternatives to/ });
    const prices = (await list.getByTestId('alt-price').allTextContents()).map(naira);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(list.getByRole('listitem').first()).toContainText(
      `Save ₦${(price - (prices[0] ?? 0)).toLocaleString('en-NG')}`,
    );
    await expect(list).toContainText('Paracetamol');
  });

  test('the cart control: add, plus, minus back to Add to Cart, and out-of-stock products', async ({ page }) => {
    await openApp(page, '/drugs/search?stock=outofstock');
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Out of Stock:/ }),
    ).toBeDisabled();

    await openApp(page, '/drugs/search?stock=instock&q=coartem');
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toContainText('Coartem');
    await card.getByRole('button', { name: /^Add to Cart:/ }).click();
    await expect(card.getByTestId('quantity')).toHaveText('1');
    await expect(page.getByRole('link', { name: 'View Cart (1)' })).toBeVisible();
    await card.getByRole('button', { name: /^Increase quantity/ }).click();
    await card.getByRole('button', { name: /^Increase quantity/ }).click();
    await expect(page.getByRole('link', { name: 'View Cart (3)' })).toBeVisible();
    await card.getByRole('button', { name: /^Decrease quantity/ }).click();
    await card.getByRole('button', { name: /^Decrease quantity/ }).click();
    await card.getByRole('button', { name: /^Remove .* from cart/ }).click();
    await expect(card.getByRole('button', { name: /^Add to Cart:/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /View Cart/ })).toHaveCount(0);
  });

  test('the wishlist toggles and is remembered after a reload', async ({ page }) => {
    const first = cards(page).first();
    const heart = first.getByRole('button', { name: /^Wishlist:/ });
    await openApp(page, '/drugs/search?q=glucophage');
    await expect(first.getByRole('heading')).toContainText('Glucophage');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(first.getByRole('heading')).toContainText('Glucophage');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('long result lists show 30 at a time', async ({ page }) => {
    await openApp(page, '/drugs/search');
    await expect(cards(page)).toHaveCount(30);
    await page.getByRole('button', { name: /^Show more/ }).click();
    await expect(cards(page)).toHaveCount(60);
  });
});

test.describe('medication search on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the filters open from a Filters button', async ({ page }) => {
    await openApp(page, '/drugs/search');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(page.getByLabel('Category')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Category').selectOption('vitamins');
    await expect(page).toHaveURL(/category=vitamins/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});
