import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/env';
import { openApp } from './patient-support';
import { demoAccounts, demoPassword, serviceClient } from './support/auth';
import { idbRows } from './offline-support';

const naira = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function addFirst(page: Page, query: string, times = 1) {
  await openApp(page, `/drugs/search?stock=instock&q=${query}`);
  const card = page.getByRole('article').first();
  // A prerendered visit shows the default list until the URL's query applies.
  await expect(card.getByRole('heading')).toContainText(new RegExp(query, 'i'));
  const name = (await card.getByRole('heading').textContent()) ?? '';
  // The cheapest offer comes first and is the one added.
  const price = naira(await card.getByTestId('offer-price').first().textContent());
  expect(price).toBe(naira(await card.getByTestId('price').textContent()));
  await card.getByRole('button', { name: /^Add to Cart:/ }).first().click();
  for (let i = 1; i < times; i++) await card.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(card.getByTestId('quantity')).toHaveText(String(times));
  return { name, price };
}

/** The delivery fees of the pharmacies in the device's cart, as the database holds them: one per pharmacy. */
async function feesOfCart(page: Page) {
  const ids = [...new Set((await idbRows(page, 'cart')).map((row) => row.pharmacyId as string))];
  const { data } = await serviceClient().from('pharmacies').select('id, delivery_fee').in('id', ids);
  return { count: ids.length, total: (data ?? []).reduce((sum, p) => sum + Number(p.delivery_fee), 0) };
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`cart at ${width} width`, () => {
    test.use({ viewport });

    test('lines, the server’s total with each pharmacy’s delivery fee and when it was checked, prescription flag, and the cart survives a reload', async ({
      page,
    }) => {
      const otc = await addFirst(page, 'panadol', 2);
      const rx = await addFirst(page, 'augmentin');
      await page.getByRole('link', { name: 'View Cart (3)' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart');

      const subtotal = otc.price * 2 + rx.price;
      const fees = await feesOfCart(page);
      expect(fees.total).toBeGreaterThan(0);
      const check = async () => {
        await expect(page.getByRole('article', { name: otc.name })).toBeVisible();
        await expect(page.getByTestId('summary-pharmacy')).toHaveCount(fees.count);
        await expect(page.getByTestId('summary-total')).toHaveText(`₦${(subtotal + fees.total).toLocaleString('en-NG')}`);
        await expect(page.getByTestId('summary-checked')).toContainText(/^Prices and delivery fees checked at \d{1,2}:\d{2}/);
      };
      await check();
      const rxLine = page.getByRole('article', { name: rx.name });
      await expect(rxLine.getByText('Rx', { exact: true })).toBeVisible();
      await expect(rxLine.getByRole('link', { name: 'upload your prescription' })).toHaveAttribute(
        'href',
        '/prescriptions/upload',
      );

      await page.reload();
      await check();

      // Quantity changes update the totals.
      await page
        .getByRole('article', { name: otc.name })
        .getByRole('button', { name: /^Decrease quantity/ })
        .click();
      await expect(page.getByTestId('summary-total')).toHaveText(
        `₦${(subtotal - otc.price + fees.total).toLocaleString('en-NG')}`,
      );

      await page.getByRole('button', { name: `Remove ${rx.name}`, exact: true }).click();
      await page
        .getByRole('article', { name: otc.name })
        .getByRole('button', { name: /^Remove .* from cart$/ })
        .click();
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await page.getByRole('link', { name: 'Find medications' }).click();
      await expect(page).toHaveURL(/\/drugs\/search$/);
    });
  });
}

test('a guest at checkout is asked to sign in, and comes back to checkout with the cart', async ({ page }) => {
  const { name } = await addFirst(page, 'vitamin');
  await openApp(page, '/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByText('Sign in as a patient to check out')).toBeVisible();
  await expect(page.getByText('Your cart stays on this device while you sign in.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcart%2Fcheckout$/);
  await page.getByLabel('Email').fill(demoAccounts.patient);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByText(name.trim()).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
});
