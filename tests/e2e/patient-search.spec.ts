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
    expect(all).toBeGreaterThanOrEqual(150);

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
      await expect(card).not.toContainText('Out of Stock');
      for (const state of ['Oyo', 'Kano', 'Abuja (FCT)', 'Rivers']) await expect(card).not.toContainText(state);
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
    // The offers arrive from the database after the first paint: wait for the filtered list.
    const cheapest = async () => (await cards(page).getByTestId('price').allTextContents()).map(naira);
    await expect.poll(async () => (await cheapest()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(async () => Math.max(...(await cheapest()))).toBeLessThanOrEqual(1000);
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

  test('a link followed before typing pauses goes where it leads (the URL catching up does not bring the person back)', async ({ page }) => {
    await openApp(page, '/drugs/search');
    const box = page.getByRole('searchbox', { name: /Search medications/ });
    await expect(found(page)).toBeVisible();
    // The next page's files are slowed, so that the box's pause passes while it is on its way.
    await page.route(/\/assets\/telemedicine-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await box.pressSequentially('para');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Telemedicine' }).click();
    await expect(page).toHaveURL(/\/telemedicine$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Find Your Medication');
    await page.waitForTimeout(600); // past the box's pause (250 ms): the URL must not move back
    await expect(page).toHaveURL(/\/telemedicine$/);
  });

  test('invalid search parameters fall back to the defaults', async ({ page }) => {
    await openApp(page, '/drugs/search?category=sweets&sort=newest&min=-4&location=london');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByLabel('Category')).toHaveValue('all');
    await expect(filters.getByLabel('Location')).toHaveValue('all');
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    expect(await foundCount(page)).toBeGreaterThanOrEqual(150);
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
        .getByRole('button', { name: /^Out of Stock:/ })
        .first(),
    ).toBeDisabled();

    await openApp(page, '/drugs/search?stock=instock&q=coartem');
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toContainText('Coartem');
    await card.getByRole('button', { name: /^Add to Cart:/ }).first().click();
    await expect(card.getByTestId('quantity')).toHaveText('1');
    await expect(page.getByRole('link', { name: 'View Cart (1)' })).toBeVisible();
    await card.getByRole('button', { name: /^Increase quantity/ }).click();
    await card.getByRole('button', { name: /^Increase quantity/ }).click();
    await expect(page.getByRole('link', { name: 'View Cart (3)' })).toBeVisible();
    await card.getByRole('button', { name: /^Decrease quantity/ }).click();
    await card.getByRole('button', { name: /^Decrease quantity/ }).click();
    await card.getByRole('button', { name: /^Remove .* from cart/ }).click();
    await expect(card.getByRole('button', { name: /^Add to Cart:/ }).first()).toBeVisible();
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

  test('long result lists show 10 cards first, then 20 more at a time', async ({ page }) => {
    await openApp(page, '/drugs/search');
    await expect(cards(page)).toHaveCount(10);
    await page.getByRole('button', { name: /^Show more/ }).click();
    await expect(cards(page)).toHaveCount(30);
  });

  test('a medicine lists its state\'s pharmacies\' offers side by side, cheapest first, with where and how fast', async ({
    page,
  }) => {
    await openApp(page, '/drugs/search?q=panadol 500mg');
    await expect(page.getByTestId('prices-as-of')).toContainText(/Prices as of \d\d:\d\d/);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Panadol 500mg Tablets' }) });
    await expect(card).toContainText(/from ₦[\d,]+ at \d+ pharmacies/);
    const count = Number((await card.textContent())?.match(/at (\d+) pharmacies/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(2);
    if (count > 3) await card.getByRole('button', { name: `Show all ${count} offers` }).click();
    const offers = card.getByTestId('offer');
    await expect(offers).toHaveCount(count);
    const prices = (await offers.getByTestId('offer-price').allTextContents()).map(naira);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = offers.first();
    await expect(first).toContainText(/Pharmacy|Chemists|Drug Mart/);
    await expect(first).toContainText(/Delivery \d+-\d+ min/);
    await expect(first).toContainText(/In Stock|Only \d+ left|Out of Stock/);
    // Until the person picks a state, the prices are Lagos's: every offer is a Lagos pharmacy's.
    await expect(page.getByTestId('copy-state')).toContainText('Prices in Lagos');
    for (const text of await offers.allTextContents()) expect(text).toContain('Lagos');
    // "from" is the cheapest in stock (else the cheapest) of those offers.
    const inStock = (await offers.all()).length;
    expect(inStock).toBe(count);
    expect(naira((await card.getByTestId('price').textContent()) ?? '')).toBeGreaterThanOrEqual(prices[0] ?? 0);
  });

  test('search forgives a misspelling, another name and a condition', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: /Search medications/ });
    await openApp(page, '/drugs/search');
    for (const [query, expected] of [
      ['paracetmol', /Paracetamol/],
      ['acetaminophen', /Paracetamol/],
      ['malaria', /Artemether|Artesunate|Dihydroartemisinin|Sulfadoxine/],
      ['high blood pressure', /Amlodipine|Lisinopril|Losartan|Nifedipine|Hydrochlorothiazide|Methyldopa|Bisoprolol/],
    ] as const) {
      await box.fill(query);
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}`));
      await expect(found(page)).not.toHaveText('Found 0 medications');
      for (const card of (await cards(page).all()).slice(0, 5)) await expect(card).toContainText(expected);
    }
  });

  test('distances appear only after sharing a location or choosing a state', async ({ page, context }) => {
    await openApp(page, '/drugs/search?q=paracetamol');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(/ km away| m away/)).toHaveCount(0);

    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Location').selectOption('oyo');
    await expect(page.getByText("Distances from Oyo's capital.")).toBeVisible();
    await expect(cards(page).first()).toContainText(/\d+(\.\d)? km away/);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 6.6018, longitude: 3.3515 }); // Ikeja
    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Location').selectOption('lagos');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Distances from your location.')).toBeVisible();
    await page.getByLabel('Sort by').selectOption('distance');
    const first = cards(page).first().getByTestId('offer').first();
    await expect(first).toContainText(/(\d+ m|[0-9.]+ km) away/);
    const km = (await first.textContent())?.match(/([0-9.]+) (k?m) away/);
    expect(km && (km[2] === 'm' ? Number(km[1]) / 1000 : Number(km[1]))).toBeLessThan(30);
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

test.describe('medication search on a phone, while prices arrive', () => {
  // The phone Lighthouse measures: the first card starts low on the screen, its offers below the fold.
  test.use({ viewport: { width: 412, height: 823 } });

  test('the first card does not jump when its pharmacies’ offers arrive', async ({ page }) => {
    // The offers are held until the loading rows are on screen, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/rpc/medicine_offers*', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openApp(page, '/drugs/search');
    const first = cards(page).first();
    await expect(first.getByRole('status')).toHaveText('Loading the pharmacies’ offers…');
    const before = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    const box = await first.boundingBox();
    release();
    await expect(first.getByTestId('offer').first()).toBeVisible();
    await expect(first.getByRole('status')).toHaveCount(0);
    // Layout-shift entries are reported after the next frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(after - before, 'layout shift while the offers arrived').toBeLessThan(0.01);
    // The card kept its place; it grows only where a pharmacy's name or address takes two lines.
    const now = await first.boundingBox();
    expect(Math.abs(now!.y - box!.y)).toBeLessThan(1);
    expect(now!.height).toBeGreaterThanOrEqual(box!.height - 1);
  });
});
