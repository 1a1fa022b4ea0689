import { expect, test } from '@playwright/test';
import { openApp } from './patient-support';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The pseudo-locale wraps every catalogue string in ⟦…⟧ and makes it 40 % longer: any visible
// text outside the brackets did not come from a catalogue, and any control that overflows at
// 320 px would overflow with a longer translation. The converted screens: the shell (header,
// menu, footer) on every route, the landing, about and contact pages. Not converted yet (README "Languages"):
// the landing page's example testimonials and sample cards, and the other screens' own content.
const converted = ['/', '/about', '/contact'];

const notConvertedYet = ['section[aria-labelledby="testimonials-title"]', 'figure'];

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
      expect(await textOutsideCatalogues(page, { skip: notConvertedYet })).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);

      // The header's menu too.
      await page.getByRole('button', { name: /Open menu/ }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      expect(await textOutsideCatalogues(page, { skip: notConvertedYet })).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
    });
  }
});
