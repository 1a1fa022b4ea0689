import { expect, test } from '@playwright/test';
import { openApp } from './patient-support';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The pseudo-locale wraps every catalogue string in ⟦…⟧ and makes it 40 % longer: any visible
// text outside the brackets did not come from a catalogue, and any control that overflows at
// 320 px would overflow with a longer translation. The screens: the shell (header, menu, footer)
// on every route, the landing page (at / and /home, with its example testimonials and sample cards), about and contact.
// /home is the same welcome page under the address the app's own links use.
const converted = ['/', '/home', '/about', '/contact'];

// The sample cards' prices, counts and times are written as shown, the same in every language.
const figures = /(?:₦[\d,]+|\d+|\d{1,2}:\d{2} [AP]M|[\s·:,.-])+/;

test.describe('pseudo-locale', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.beforeEach(async ({ page }) => {
    await usePseudoLocale(page);
  });

  for (const path of converted) {
    test(`${path}: every visible string comes from a catalogue and nothing overflows at 320 px`, async ({ page }) => {
      await openApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
      await page.waitForLoadState('networkidle');
      expect(await textOutsideCatalogues(page, { allowed: figures })).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);

      // The header's menu too.
      await page.getByRole('button', { name: /Open menu/ }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      expect(await textOutsideCatalogues(page, { allowed: figures })).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
    });
  }
});

test.describe('pseudo-locale: the landing page\'s examples', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every sample card and every testimonial comes from a catalogue and nothing overflows at 320 px', async ({ page }) => {
    await usePseudoLocale(page);
    await openApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      await tabs.nth(i).click();
      await expect(page.getByRole('tabpanel').getByRole('figure')).toHaveAttribute('aria-label', /^⟦Example/);
      expect(await textOutsideCatalogues(page, { allowed: figures })).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
    }
    const slide = page.getByTestId('testimonial');
    for (let i = 1; i <= 6; i++) {
      await page.getByRole('button', { name: new RegExp(`^⟦Show testimonial ${i}:`) }).click();
      await expect(slide).toHaveAttribute('aria-label', new RegExp(`^⟦${i} of 6`));
      await expect(slide.locator('blockquote')).toContainText('⟦');
      expect(await textOutsideCatalogues(page, { allowed: figures })).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
    }
  });
});

test('in Hausa, the example testimonials and the other tabs\' cards speak Hausa once the page is in use', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
  await openApp(page, '/ha/');
  const section = page.getByRole('region', { name: /Abin da Magani Health yake yi/ });
  await expect(section).toContainText('Waɗannan misalai ne');
  await expect(section).toContainText('Uwar ’ya’ya biyu, Lagos');
  // The second testimonial and the delivery card come from the catalogue fetched after the page shows.
  await section.getByRole('button', { name: 'Shaida ta gaba' }).click();
  await expect(page.getByTestId('testimonial')).toContainText('Likita na gaba ɗaya, Enugu');
  await page.getByRole('tab').nth(2).click();
  await expect(page.getByRole('tabpanel').getByRole('figure')).toContainText('Kantin magani ya karɓa');
});
