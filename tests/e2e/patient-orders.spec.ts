import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, demoPassword, signInAsAccount, uniqueEmail } from './support/auth';
import { viewports } from './support/env';
import { demoOffer, placeDemoOrder, type PlacedOrder } from './support/orders';
import { openApp } from './patient-support';

const steps = ['Order Placed', 'Pharmacy Confirmed', 'Order Prepared', 'Picked Up', 'Out for Delivery', 'Delivered'];

let order: PlacedOrder;
const patient = { email: uniqueEmail('orders.page'), password: demoPassword };
test.beforeAll(async () => {
  // A patient of its own: the demo patient's open orders are capped, and other files place theirs.
  await createConfirmedAccount(patient.email, patient.password);
  order = await placeDemoOrder(await demoOffer(500, 4), 3, {}, patient);
});

test('signed out, the page asks the person to sign in', async ({ page }) => {
  await openApp(page, '/orders/track');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Order');
  await expect(page.getByText('Sign in to track your orders')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Forders%2Ftrack/);
});

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`order tracking at ${width} width`, () => {
    test.use({ viewport });

    test('the patient\'s own order: timeline, details with total = subtotal + delivery, code, contacts', async ({ page }) => {
      await signInAsAccount(page, patient.email, patient.password);
      await openApp(page, '/orders/track');
      const box = page.getByPlaceholder('Enter your order ID or phone number');
      await box.fill(order.reference.toLowerCase());
      await page.getByRole('button', { name: 'Track Order' }).click();
      await expect(page).toHaveURL(new RegExp(`id=${order.reference.toLowerCase()}`));
      await expect(page.getByRole('heading', { name: `Order ${order.reference}` })).toBeVisible();

      const timeline = page.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem');
      await expect(timeline).toHaveCount(6);
      for (const [i, title] of steps.entries()) await expect(timeline.nth(i)).toContainText(title);
      await expect(timeline.nth(0)).toContainText('(done)');
      await expect(timeline.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(timeline.nth(5)).toContainText('(to come)');

      await expect(page.getByTestId('delivery-code')).toHaveText(/^\d{4}$/);
      await expect(page.getByTestId('rider-card')).toContainText('A rider is assigned once the pharmacy has your order ready');
      await expect(page.getByRole('link', { name: 'Call Pharmacy' })).toHaveAttribute('href', /^tel:\+234/);

      const subtotal = Number((await page.getByTestId('order-subtotal').textContent())?.replace(/\D/g, ''));
      const fee = Number((await page.getByTestId('order-delivery').textContent())?.replace(/\D/g, ''));
      expect(subtotal + fee).toBe(order.total);
      await expect(page.getByTestId('order-total')).toHaveText(`₦${order.total.toLocaleString('en-NG')}`);
      await expect(page.getByRole('region', { name: 'Need Help?' }).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  });
}

test('an unknown order ID says no order was found; the phone number finds the order', async ({ page }) => {
  await signInAsAccount(page, patient.email, patient.password);
  await openApp(page, '/orders/track?id=ORD-2026-999999');
  await expect(page.getByRole('alert')).toContainText('No order found');
  await expect(page.getByRole('heading', { name: /^Order ORD/ })).toHaveCount(0);

  await page.getByPlaceholder('Enter your order ID or phone number').fill('0812 998 2301');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: /^Order ORD-/ })).toBeVisible();
});

test('Refresh asks again; the invoice downloads', async ({ page }) => {
  await signInAsAccount(page, patient.email, patient.password);
  await openApp(page, `/orders/track?id=${order.reference}`);
  await expect(page.getByRole('heading', { name: `Order ${order.reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Live: updates by themselves')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${order.reference}.txt`);
  const text = await readFile((await file.path()) as string, 'utf8');
  expect(text).toContain(`Order ${order.reference}`);
  expect(text).toContain('Payment: on delivery');
});

test('My Orders lists the order; Reorder puts it back in the cart at today\'s price', async ({ page }) => {
  await signInAsAccount(page, patient.email, patient.password);
  await openApp(page, '/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders');
  const row = page.getByTestId('order-row').filter({ hasText: order.reference });
  await expect(row).toContainText('Waiting for the pharmacy');
  await row.getByRole('button', { name: `Reorder ${order.reference}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
