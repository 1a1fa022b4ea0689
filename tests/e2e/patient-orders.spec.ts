import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { viewports } from './support/env';
import { openApp } from './patient-support';

const steps = ['Order Placed', 'Pharmacy Confirmed', 'Order Prepared', 'Picked Up', 'Out for Delivery', 'Delivered'];

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`order tracking at ${width} width`, () => {
    test.use({ viewport });

    test('the sample order: timeline, live location, details with total = subtotal + delivery, contacts', async ({
      page,
    }) => {
      await openApp(page, '/orders/track');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Order');
      const box = page.getByPlaceholder('Enter your order ID or phone number');
      await box.fill('ord-2026-0147');
      await page.getByRole('button', { name: 'Track Order' }).click();
      await expect(page).toHaveURL(/id=ord-2026-0147/);
      await expect(page.getByRole('heading', { name: 'Order ORD-2026-0147' })).toBeVisible();

      const timeline = page.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem');
      await expect(timeline).toHaveCount(6);
      for (const [i, title] of steps.entries()) await expect(timeline.nth(i)).toContainText(title);
      await expect(timeline.nth(3)).toContainText('(done)');
      await expect(timeline.nth(4)).toHaveAttribute('aria-current', 'step');
      await expect(timeline.nth(4)).toContainText('Estimated arrival');
      await expect(timeline.nth(5)).toContainText('(to come)');

      await expect(page.getByText('Rider is 2.3km away')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call Rider' })).toHaveAttribute('href', /^tel:\+234/);
      await expect(page.getByRole('link', { name: 'Call Pharmacy' })).toHaveAttribute('href', /^tel:\+234/);

      const subtotal = Number((await page.getByTestId('order-subtotal').textContent())?.replace(/\D/g, ''));
      const fee = Number((await page.getByTestId('order-delivery').textContent())?.replace(/\D/g, ''));
      expect(fee).toBe(1500);
      await expect(page.getByTestId('order-total')).toHaveText(`₦${(subtotal + fee).toLocaleString('en-NG')}`);
      await expect(page.getByRole('region', { name: 'Your Rider' })).toContainText('Musa Abubakar');
      await expect(
        page.getByRole('region', { name: 'Need Help?' }).getByRole('link', { name: 'Contact Support' }),
      ).toHaveAttribute('href', '/contact');
    });
  });
}

test('an unknown order ID says no order was found; the phone number finds the order', async ({ page }) => {
  await openApp(page, '/orders/track?id=ORD-2026-9999');
  await expect(page.getByRole('alert')).toContainText('No order found');
  await expect(page.getByRole('heading', { name: /^Order ORD/ })).toHaveCount(0);

  await page.getByPlaceholder('Enter your order ID or phone number').fill('0802 345 6789');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order ORD-2026-0147' })).toBeVisible();
});

test('with no query the page explains what to enter; Refresh reloads; the invoice downloads', async ({ page }) => {
  await openApp(page, '/orders/track');
  await expect(page.getByText('Where is my order?')).toBeVisible();
  await page.getByRole('button', { name: 'See a sample order' }).click();
  await expect(page.getByRole('heading', { name: 'Order ORD-2026-0147' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/^Updated at/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoice-ORD-2026-0147.txt');
  const text = await readFile((await file.path()) as string, 'utf8');
  expect(text).toContain('Order ORD-2026-0147');
  expect(text).toContain('Delivery fee: ₦1,500');
});
