// Paying online against the Paystack stand-in: the patient pays by card on the stand-in's page and
// the order turns paid through the signed webhook (the return page's own check is held back here,
// so only the webhook can pay it); the pharmacy's list shows it paid without a reload. A declined
// card leaves the order unpaid, with Try again opening a fresh Paystack checkout.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { clientFor, demoOffer, putInCart } from './support/orders';
import { openApp } from './patient-support';

const LIVE = { timeout: 10_000 };

/** Signs in a new confirmed patient (one patient may hold only 5 open orders) and pays online. */
async function checkoutOnline(page: Page, quantity: number) {
  const offer = await demoOffer(40, 2);
  const email = uniqueEmail('pay.online');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Ngozi Payer');
  await signInAsAccount(page, email);
  await openApp(page, '/cart/checkout');
  await putInCart(page, offer, quantity);
  await openApp(page, '/cart/checkout');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('LGA').selectOption('Ikeja');
  await page.getByLabel('Street address').fill('5 Awolowo Way');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('radio', { name: /Pay online now: card, bank transfer or USSD/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  // Sent to the stand-in's checkout page (the function's first call starts its Deno process).
  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible({ timeout: 30_000 });
  return email;
}

test('a card payment turns the order paid through the signed webhook; the pharmacy sees it without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const [patientCtx, pharmacyCtx] = await Promise.all([browser.newContext(), browser.newContext()]);
  const patient = await patientCtx.newPage();
  const pharmacy = await pharmacyCtx.newPage();
  await signInAs(pharmacy, 'pharmacy');
  await openApp(pharmacy, '/pharmacy/orders');
  await pharmacy.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const email = await checkoutOnline(patient, 2);
  const reference = (await patient.getByText(/^Reference MGN-/).textContent())!.replace('Reference ', '').trim();
  // The stand-in writes ₦2,100.00; the app ₦2,100.
  const amount = (await patient.locator('.amount').textContent())!.trim().replace(/\.00$/, '');
  // The return page may not ask Paystack itself: only the webhook can pay this order.
  await patient.route('**/functions/v1/payment-verify', (route) => route.abort());
  await patient.getByRole('button', { name: 'Pay with test card (succeeds)' }).click();
  await expect(patient).toHaveURL(new RegExp(`/orders/payment\\?.*reference=${reference}`));

  const orders = await clientFor(email, demoPassword);
  const { data: mine } = await orders.from('orders').select('reference, payment_id').eq('payment_method', 'online')
    .order('created_at', { ascending: false }).limit(1);
  const orderRef = mine![0]!.reference as string;
  const card = pharmacy.getByRole('article', { name: orderRef });
  await expect(card.getByTestId('order-payment')).toContainText('paid online', LIVE);
  expect(await pharmacy.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Verify allowed again: the return page says paid, for the amount Paystack showed.
  await patient.unroute('**/functions/v1/payment-verify');
  await expect(patient.getByTestId('payment-state')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(patient.getByTestId('payment-state')).toContainText(`Paid: ${amount}`);
  await openApp(patient, `/orders/track?id=${orderRef}`);
  await expect(patient.getByTestId('order-payment')).toHaveText('Paid online');
  await Promise.all([patientCtx.close(), pharmacyCtx.close()]);
});

test('a declined card leaves the order unpaid, and Try again opens a new checkout', async ({ page }) => {
  test.setTimeout(90_000);
  await checkoutOnline(page, 1);
  const first = page.url();
  await page.getByRole('button', { name: 'Pay with test card (declined)' }).click();
  const state = page.getByTestId('payment-state');
  await expect(state).toHaveAttribute('data-status', 'failed', LIVE);
  await expect(state).toContainText('The payment failed: nothing was charged');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible({ timeout: 30_000 });
  expect(page.url()).not.toBe(first);
});
