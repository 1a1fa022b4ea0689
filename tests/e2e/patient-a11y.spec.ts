import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { viewports } from './support/env';
import { openApp } from './patient-support';
import { signInAs, signInAsAccount } from './support/auth';
import { demoOffer, placeDemoOrder, putInCart } from './support/orders';

// The route sweep (a11y.spec.ts) sees each screen empty; these check the same screens filled in.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048)]);

/** A day of next month that is not a Sunday (seeded doctors work Monday to Saturday), one per viewport. */
function bookingDay(offset: number) {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 15 + offset * 2, 12);
  if (day.getDay() === 0) day.setDate(day.getDate() + 1);
  return new Intl.DateTimeFormat('en-NG', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(day);
}


for (const [index, [width, viewport]] of Object.entries(viewports).entries()) {
  test.describe(`filled-in patient screens at ${width} width`, () => {
    test.use({ viewport });

    test('search with items in the cart, a wishlist entry and alternatives open; then the cart', async ({ page }) => {
      await openApp(page, '/drugs/search?q=panadol');
      const card = page.getByRole('article').first();
      await expect(card).toContainText('Panadol');
      await card.getByRole('button', { name: /^Add to Cart:/ }).first().click();
      await card.getByRole('button', { name: /^Wishlist:/ }).click();
      await card.getByRole('button', { name: /cheaper alternative/ }).click();
      if (width === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('link', { name: 'View Cart (1)' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await openApp(page, '/drugs/search?q=augmentin&stock=instock');
      await expect(page.getByRole('article').first()).toContainText('Augmentin');
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Add to Cart:/ })
        .first()
        .click();
      await page.getByRole('link', { name: 'View Cart (2)' }).click();
      await expect(page.getByText('Prescription needed')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('booking with the scheduling card, then its confirmation', async ({ page }) => {
      // A booking is stored for an account, so the patient signs in first.
      await signInAs(page, 'patient');
      await openApp(page, '/consultations/book');
      await page
        .getByRole('article', { name: 'Dr. Emeka Okafor' })
        .getByRole('button', { name: 'Select Doctor' })
        .click();
      const schedule = page.getByRole('region', { name: /^Schedule with/ });
      await schedule.getByRole('button', { name: 'Next month' }).click();
      await schedule.getByRole('button', { name: bookingDay(index) }).click();
      await schedule.getByRole('button', { name: '10:00 AM', exact: true }).click();
      expect(await axeViolations(page)).toEqual([]);
      await schedule.getByRole('button', { name: /^Book / }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a tracked order and an unknown one; checkout with a line in the cart', async ({ page }) => {
      const offer = await demoOffer(500, 6);
      const order = await placeDemoOrder(offer, 1);
      await signInAsAccount(page, order.patient.email, order.patient.password);
      await openApp(page, `/orders/track?id=${order.reference}`);
      await expect(page.getByRole('heading', { name: `Order ${order.reference}` })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await openApp(page, '/orders');
      await expect(page.getByTestId('order-row').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await putInCart(page, offer, 1);
      await openApp(page, '/cart/checkout');
      // The address comes filled in from the last order; an emptied street is refused next to it.
      await expect(page.getByLabel('Street address')).toHaveValue('4 Ahmadu Bello Way');
      await page.getByLabel('Street address').fill('');
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByText('Enter your street address')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await openApp(page, '/orders/track?id=nope');
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('upload with files, a refusal notice and a pharmacy chosen; then the confirmation', async ({ page }) => {
      await openApp(page, '/prescriptions/upload');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose Files' }).click();
      await (
        await chooser
      ).setFiles([
        { name: 'rx.png', mimeType: 'image/png', buffer: PNG },
        { name: 'tool.png', mimeType: 'image/png', buffer: Buffer.from('MZ not an image') },
      ]);
      await expect(page.getByRole('alert')).toBeVisible();
      // The approved pharmacies come from the database, in name order, the first few shown.
      await page.getByRole('button', { name: /Show all \d+ pharmacies/ }).click();
      await page.getByRole('radio', { name: 'Kingsway Pharmacy' }).click();
      await page.getByLabel('Delivery address').fill('24 Allen Avenue, Ikeja, Lagos');
      await page.getByLabel('Contact number').fill('12');
      await page.getByLabel('Contact number').blur();
      await expect(page.getByText('Enter a valid phone number')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Contact number').fill('');
      await page.getByRole('button', { name: 'Submit Prescription' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription Submitted');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
