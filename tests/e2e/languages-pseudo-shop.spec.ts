import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, signInAsAccount, uniqueEmail } from './support/auth';
import { demoOffer, placeDemoOrder, putInCart, type PlacedOrder, type SeedOffer } from './support/orders';
import { openApp } from './patient-support';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The patient's shopping and order screens in the pseudo-locale at 320 px, as a guest and signed
// in with a line in the cart and an order placed: every visible string comes from a catalogue
// (⟦…⟧) and no control overflows with the 40 % longer text. Medicine, pharmacy and place names,
// order numbers and amounts are data (translate="no", or inside a message's placeholder).

// Nigeria's state names read the same in every language (the search's and checkout's state pickers).
const states = /Abia|Adamawa|Akwa Ibom|Anambra|Bauchi|Bayelsa|Benue|Borno|Cross River|Delta|Ebonyi|Edo|Ekiti|Enugu|FCT|FCT \(Abuja\)|Gombe|Imo|Jigawa|Kaduna|Kano|Katsina|Kebbi|Kogi|Kwara|Lagos|Nasarawa|Niger|Ogun|Ondo|Osun|Oyo|Plateau|Rivers|Sokoto|Taraba|Yobe|Zamfara/;
// Amounts, counts, dates and times come from the format module; "Rx" marks a prescription medicine.
const figures = /(?:₦-?[\d,.]+\+?|-?[\d,.]+|Rx|[\s·|:,.()*/–+-])+/;

async function clean(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await page.waitForLoadState('networkidle');
  const allowed = new RegExp(`${figures.source}|${states.source}`);
  expect(await textOutsideCatalogues(page, { allowed })).toEqual([]);
  expect(await overflowingControls(page)).toEqual([]);
}

test.describe('pseudo-locale: the patient shopping screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe.configure({ mode: 'serial' });

  let offer: SeedOffer;
  let order: PlacedOrder;
  const patient = { email: uniqueEmail('pseudo.shop'), password: demoPassword };
  test.beforeAll(async () => {
    await createConfirmedAccount(patient.email, patient.password);
    offer = await demoOffer(500, 6);
    order = await placeDemoOrder(offer, 2, {}, patient);
  });
  test.beforeEach(async ({ page }) => {
    await usePseudoLocale(page);
  });

  test('guest: /drugs/search and /pharmacy with results, filters, alternatives and a line added', async ({ page }) => {
    await openApp(page, '/drugs/search?q=paracetamol');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Find Your Medication');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('offer').first()).toBeVisible({ timeout: 30_000 });
    await clean(page);

    // The filters (a button at this width), the alternatives and Add to Cart's minus/plus control.
    await page.getByRole('button', { name: /⟦Filters/ }).click();
    await expect(page.getByLabel(/⟦Availability/)).toBeVisible();
    const alternatives = page.getByRole('button', { name: /(cheaper alternative|other option)/ }).first();
    if (await alternatives.count()) await alternatives.click();
    await page.getByRole('button', { name: /⟦Add to Cart:/ }).first().click();
    await expect(page.getByTestId('quantity').first()).toHaveText('1');
    await page.getByRole('button', { name: /⟦Wishlist:/ }).first().click();
    await clean(page);

    await openApp(page, '/pharmacy/');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await clean(page);

    // A search that finds nothing.
    await openApp(page, '/drugs/search?q=zzzzqqq');
    await expect(page.getByText(/⟦No medications match/)).toBeVisible({ timeout: 30_000 });
    await clean(page);
  });

  test('guest: the cart, the wishlist and the signed-out order screens', async ({ page }) => {
    await openApp(page, '/cart');
    await expect(page.getByText(/⟦Your cart is empty/)).toBeVisible();
    await clean(page);
    await putInCart(page, offer, 2);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByTestId('summary-total')).toBeVisible({ timeout: 15_000 });
    await clean(page);

    await openApp(page, '/wishlist');
    await expect(page.getByText(/⟦Your wishlist is empty/)).toBeVisible();
    await clean(page);

    for (const [path, text] of [
      ['/cart/checkout', /⟦Sign in as a patient to check out/],
      ['/orders', /⟦Sign in/],
      ['/orders/track', /⟦Sign in to track your orders/],
      [`/orders/${order.id}/reorder`, /⟦Sign in to order these medicines again/],
    ] as const) {
      await openApp(page, path);
      await expect(page.getByText(text).first()).toBeVisible();
      await clean(page);
    }
  });

  test('signed in: checkout with its validation, orders, tracking, order again and payment', async ({ page }) => {
    await signInAsAccount(page, patient.email, patient.password);
    await openApp(page, '/cart');
    await putInCart(page, offer, 1);
    await page.reload();
    await expect(page.getByTestId('summary-total')).toBeVisible({ timeout: 15_000 });
    await clean(page);

    await openApp(page, '/cart/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Checkout');
    await expect(page.getByTestId('checkout-total')).toBeVisible({ timeout: 15_000 });
    // The form filled in from the last order, then emptied and sent: every field's message.
    await expect(page.getByTestId('prefilled')).toBeVisible();
    await page.getByLabel(/⟦Street address/).fill('');
    await page.getByLabel(/⟦Phone number/).fill('');
    await page.getByRole('button', { name: /⟦Place order/ }).click();
    await expect(page.getByText(/⟦Enter your street address/)).toBeVisible();
    await expect(page.getByText(/⟦Enter a Nigerian mobile number/)).toBeVisible();
    await clean(page);

    await openApp(page, '/orders');
    await expect(page.getByTestId('order-row').first()).toBeVisible({ timeout: 15_000 });
    await clean(page);

    await openApp(page, `/orders/track?id=${order.reference}`);
    await expect(page.getByRole('heading', { name: new RegExp(order.reference) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('delivery-code')).toBeVisible();
    // The offer of notifications for this order, with its buttons.
    await expect(page.getByRole('region', { name: /⟦Get updates on this device/ })).toBeVisible({ timeout: 15_000 });
    await clean(page);
    // The cancel dialog.
    await page.getByRole('button', { name: /⟦Cancel order/ }).click();
    await expect(page.getByRole('dialog')).toContainText('⟦Yes, cancel the order');
    await clean(page);
    await page.getByRole('button', { name: /⟦Keep the order/ }).click();

    // A search for an order that is not there.
    await openApp(page, '/orders/track?id=ORD-1999-000000');
    await expect(page.getByText(/⟦No order found/)).toBeVisible({ timeout: 15_000 });
    await clean(page);

    // Order again: everything is still sold at the same price, so it goes straight to checkout.
    await openApp(page, `/orders/${order.id}/reorder`);
    await expect(page).toHaveURL(/\/cart\/checkout/, { timeout: 15_000 });
    await expect(page.getByTestId('checkout-total')).toBeVisible({ timeout: 15_000 });
    await clean(page);

    // Back from Paystack without a payment reference.
    await openApp(page, '/orders/payment');
    await expect(page.getByText(/⟦This link names no payment/)).toBeVisible();
    await clean(page);
  });
});

test('in Hausa, the search screen and the cart speak Hausa', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
  await openApp(page, '/drugs/search');
  await expect(page).toHaveURL(/\/ha\/drugs\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nemo maganinku');
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Nemo magani, misali Paracetamol');
  await openApp(page, '/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kwandon sayayyarku');
  await expect(page.getByText('Kwandon sayayyarku babu komai')).toBeVisible();
});
