import { expect, test } from '@playwright/test';
import { openApp } from './patient-support';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The legal, help and service pages, signed out: every visible string from a catalogue (the
// pseudo-locale wraps each in ⟦…⟧ and makes it 40 % longer) and nothing overflowing at 320 px.
const pages = ['/terms', '/privacy', '/cookies', '/licensing', '/faq', '/help', '/partner', '/b2b', '/delivery'];

test.describe('content pages in the pseudo-locale', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.beforeEach(async ({ page }) => {
    await usePseudoLocale(page);
  });

  for (const path of pages) {
    test(`${path}: every visible string comes from a catalogue and nothing overflows at 320 px`, async ({ page }) => {
      await openApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
      // The sections, not only the band.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toContainText('⟦');
      await page.waitForLoadState('networkidle');
      expect(await textOutsideCatalogues(page)).toEqual([]);
      expect(await overflowingControls(page)).toEqual([]);
    });
  }
});

test.describe('content pages in Hausa', () => {
  test('/ha/terms shows the terms in Hausa, with their Hausa title', async ({ page }) => {
    await openApp(page, '/ha/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sharuɗɗan amfani');
    await expect(page.getByRole('heading', { level: 2, name: 'Asusunku' })).toBeVisible();
    // The date stays as en-NG writes it.
    await expect(page.getByText('Sabuntawa ta ƙarshe: 6 December 2025')).toBeVisible();
    await expect(page).toHaveTitle('Sharuɗɗan amfani | Magani Health');
  });

  test('/ha/help offers WhatsApp support in Hausa', async ({ page }) => {
    await openApp(page, '/ha/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cibiyar taimako');
    await expect(page.getByRole('link', { name: /Taimako ta WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/2348006242641');
  });
});
