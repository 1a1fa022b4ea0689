import { expect, test } from '@playwright/test';
import { openApp } from './patient-support';

const prerendered = ['/', '/home', '/about', '/contact', '/auth/splash', '/drugs/search', '/pharmacy', '/auth/login', '/auth/register', '/consultations/book', '/telemedicine'];
// The same HTML answers these addresses with a query; what the query changes must wait for hydration.
const withQuery = ['/auth/login?redirect=%2Fpharmacy%2Forders', '/auth/register?role=pharmacy'];

test.describe('prerendered public pages', () => {
  for (const path of [...prerendered, ...withQuery]) {
    test(`${path} arrives as HTML and hydrates without mismatch`, async ({ page, request }) => {
      const response = await request.get(path);
      const html = await response.text();
      // The heading is in the HTML itself, before any script runs.
      expect(html).toMatch(/<h1[^>]*>/);

      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(path);
      await expect(page.locator('#root h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydration mismatches surface as React errors #418/#423/#425 (or their dev text).
      expect(problems.filter((p) => /hydrat|#418|#423|#425/i.test(p))).toEqual([]);
    });
  }
});

test.describe('scripts wait for the first paint', () => {
  for (const path of ['/', '/drugs/search', '/auth/login']) {
    test(`${path} paints its content before requesting any script, then hydrates`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      // No script or preload tag for the browser's preload scanner to fetch alongside the HTML.
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);

      await openApp(page, path);
      const timing = await page.evaluate(async () => ({
        paints: await new Promise<number[]>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => entry.startTime))).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
        parsedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paints.length).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(0);
      // The loader starts the scripts once the browser has reported the content's first largest
      // paint; a later, larger candidate (an image that finished decoding on a busy machine) may
      // legitimately come after that. On a machine too busy to paint within 300 ms of parsing, the
      // loader stops waiting then (a slow paint must not also delay the page becoming usable).
      const firstScript = Math.min(...timing.scripts);
      const waitedForPaint = firstScript > Math.min(...timing.paints);
      const waitedItsLongest = firstScript >= timing.parsedAt + 295;
      expect(waitedForPaint || waitedItsLongest, JSON.stringify(timing)).toBe(true);
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its headline, sections and working links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Your health|Magani/i);
    await expect(page.getByRole('link', { name: 'Order Drugs Now' })).toHaveAttribute('href', '/drugs/search');
    await expect(page.getByRole('link', { name: 'Book a Consultation' }).first()).toHaveAttribute('href', '/consultations/book');
    await expect(page.getByText('How it works', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/What our (users|community)|Testimonials|Trusted by/i).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/auth/register');
    await expect(page.getByRole('contentinfo')).toContainText('199');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  });

  test('the search page explains itself and offers common searches without scripts', async ({ page }) => {
    // Prices are never baked into the build: without scripts the page says why none are shown.
    await page.goto('/drugs/search');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find Your Medication');
    await expect(page.getByText('appear once the page has loaded (this needs JavaScript)')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Common searches' }).getByRole('link', { name: 'Malaria treatments' })).toHaveAttribute(
      'href',
      '/drugs/search?q=malaria',
    );
  });
});
