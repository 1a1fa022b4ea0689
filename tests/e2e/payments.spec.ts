// Paying online against the Paystack stand-in: the patient pays by card on the stand-in's page and
// the order turns paid through the signed webhook (the return page's own check is held back here,
// so only the webhook can pay it); the pharmacy's list shows it paid without a reload. A declined
// card leaves the order unpaid, with Try again opening a fresh Paystack checkout. A closed Paystack
// page holds the stock for 30 minutes and then gives it back; a paid order the pharmacy declines is
// refunded once.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, serviceClient, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { clientFor, demoOffer, putInCart, type SeedOffer } from './support/orders';
import { openApp } from './patient-support';

const LIVE = { timeout: 10_000 };

/** Signs in a new confirmed patient (one patient may hold only 5 open orders) and pays online. */
async function checkoutOnline(page: Page, quantity: number, offer?: SeedOffer) {
  offer ??= await demoOffer(40, 2);
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

/** The newest online order of this patient, with its payment's reference. */
async function lastOnlineOrder(email: string) {
  const patient = await clientFor(email, demoPassword);
  const { data } = await patient.from('orders').select('id, reference, total, idempotency_key')
    .eq('payment_method', 'online').order('created_at', { ascending: false }).limit(1).single();
  return data as { id: string; reference: string; total: number; idempotency_key: string };
}

const stockOf = async (offerId: string) =>
  (await serviceClient().from('offers').select('stock_quantity').eq('id', offerId).single()).data!.stock_quantity as number;

test('a closed Paystack page holds the stock for 30 minutes, then the order is cancelled and the stock is back', async ({ page }) => {
  test.setTimeout(90_000);
  const offer = await demoOffer(40, 13);
  const email = await checkoutOnline(page, 3, offer);
  expect(await stockOf(offer.offerId)).toBe(37);
  await page.getByRole('button', { name: 'Close the checkout without paying' }).click();
  await expect(page.getByRole('heading', { name: /^Waiting for your payment of ₦/ })).toBeVisible(LIVE);
  const order = await lastOnlineOrder(email);

  // Half an hour passes (moved back in the rows), and the scheduler's job runs.
  const db = serviceClient();
  const past = new Date(Date.now() - 31 * 60_000).toISOString();
  expect((await db.from('payments').update({ expires_at: past }).eq('idempotency_key', order.idempotency_key)).error).toBeNull();
  expect((await db.from('orders').update({ created_at: past }).eq('id', order.id)).error).toBeNull();
  expect((await db.rpc('expire_payments')).error).toBeNull();

  await expect(page.getByRole('heading', { name: 'Not paid in time' })).toBeVisible({ timeout: 20_000 });
  expect(await stockOf(offer.offerId)).toBe(40);
  await openApp(page, `/orders/track?id=${order.reference}`);
  await expect(page.getByTestId('order-payment')).toHaveText('Not paid online in time');
  await expect(page.getByRole('main')).toContainText('Cancelled');
});

test('a paid order that the pharmacy declines is refunded once, and the patient sees it', async ({ browser }) => {
  test.setTimeout(120_000);
  const [patientCtx, pharmacyCtx] = await Promise.all([browser.newContext(), browser.newContext()]);
  const patient = await patientCtx.newPage();
  const pharmacy = await pharmacyCtx.newPage();
  const email = await checkoutOnline(patient, 1, await demoOffer(40, 14));
  await patient.getByRole('button', { name: 'Pay with test card (succeeds)' }).click();
  await expect(patient.getByTestId('payment-state')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  const order = await lastOnlineOrder(email);
  const amount = (await patient.getByTestId('payment-state').getByRole('heading').textContent())!.replace('Paid: ', '').trim();

  await signInAs(pharmacy, 'pharmacy');
  await openApp(pharmacy, '/pharmacy/orders');
  const card = pharmacy.getByRole('article', { name: order.reference });
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = pharmacy.getByRole('dialog', { name: `Decline order ${order.reference}?` });
  await dialog.getByLabel('Reason').fill('Out of stock today');
  await dialog.getByRole('button', { name: 'Decline Order' }).click();
  await expect(card.getByText('Declined')).toBeVisible(LIVE);

  await openApp(patient, `/orders/track?id=${order.reference}`);
  await expect(patient.getByTestId('order-payment')).toHaveText(new RegExp(`Refund of ${amount} started|refunded ${amount}`));
  await expect(async () => {
    await patient.reload();
    await expect(patient.getByTestId('order-payment')).toHaveText(`Paid online, refunded ${amount}`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const { data: refunds } = await serviceClient().from('payment_refunds').select('status, amount_kobo').eq('order_id', order.id);
  expect(refunds).toEqual([{ status: 'processed', amount_kobo: Math.round(Number(order.total) * 100) }]);
  await Promise.all([patientCtx.close(), pharmacyCtx.close()]);
});
