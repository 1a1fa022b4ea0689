import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/auth';
import { viewports } from './support/env';
import { appRoutes, expectScreen, type AppRoute } from './support/routes';
import { demoOffer, placeDemoOrder } from './support/orders';

// The provider and admin screens, signed in with the right role, at phone and desktop widths, in
// the states the route sweep cannot reach: dialogs, field errors, previews. The screens as they
// open (every route, as its role, at both widths) are checked by a11y.spec.ts.
async function open(page: Page, path: string, heading: RegExp) {
  const route: AppRoute = appRoutes.find((r) => r.path === path.split('?')[0]) ?? { path };
  if (route.role) await signInAs(page, route.role);
  await page.goto(path);
  await expectScreen(page, { path, heading });
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`provider screens at ${width} width`, () => {
    test.use({ viewport });

    test('orders: custom range and the decline dialog', async ({ page }) => {
      await placeDemoOrder(await demoOffer(500, 7));
      await open(page, '/pharmacy/orders?range=custom&from=2026-03-09&to=2026-03-01', /Manage Orders/);
      await expect(page.getByText('End date is before the start date')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByRole('button', { name: 'Decline' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('add product: field errors, image error and the prescription note', async ({ page }) => {
      await open(page, '/pharmacy/products/add', /Add New Product/);
      await page.getByLabel('Prescription required').check();
      await page.locator('input[type="file"]').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('text') });
      await expect(page.getByText('This file is not a JPG, PNG or WebP image.')).toBeVisible();
      await page.getByLabel(/^Product Name/).fill('Amoxil');
      await page.getByLabel(/^Selling Price/).fill('-5');
      await page.getByLabel(/^Stock Quantity/).fill('many');
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expect(page.getByText('The selling price cannot be negative')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      await page.locator('input[type="file"]').setInputFiles({ name: 'pill.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('admin users: the confirmation dialog', async ({ page }) => {
      await open(page, '/admin/users', /User Management/);
      // Any account's Suspend opens the same dialog; it is only opened here, never confirmed.
      await page.getByRole('button', { name: /^Suspend / }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
