// The whole order, in three browsers: a patient orders from the demo pharmacy and pays on
// delivery; the pharmacy accepts, prepares and marks it ready; the demo rider accepts, picks up and
// delivers with the patient's code. The patient's tracking page shows each step without a reload.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { demoOffer, putInCart } from './support/orders';
import { openApp } from './patient-support';

// A change shows on the other side within 5 s (4 s polling); the margin covers a busy test machine.
const LIVE = { timeout: 7_000 };

const step = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem').filter({ hasText: title });

test('order, fill, deliver: each side sees the other without reloading', async ({ browser }) => {
  test.setTimeout(120_000);
  const offer = await demoOffer(40);
  const [patientCtx, pharmacyCtx, riderCtx] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const patient = await patientCtx.newPage();
  const pharmacy = await pharmacyCtx.newPage();
  const rider = await riderCtx.newPage();

  // The patient checks out two units, paying on delivery.
  // A patient of its own: the demo patient may already hold the 5 open orders one patient may have.
  const email = uniqueEmail('orders.flow');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Ada Patient');
  await signInAsAccount(patient, email);
  await openApp(patient, '/cart/checkout');
  await expect(patient.getByText('Your cart is empty')).toBeVisible();
  await putInCart(patient, offer, 2);
  // Written behind Dexie's back, so the page reads it on the next load.
  await openApp(patient, '/cart/checkout');
  await expect(patient.getByRole('region', { name: `Order from ${offer.pharmacyName}` })).toContainText(`2 × ${offer.name}`);
  // The demo patient may have ordered before: the form then starts from that order's address.
  await patient.getByLabel('State').selectOption('');
  await patient.getByRole('button', { name: 'Place order' }).click();
  await expect(patient.getByText('Choose your state', { exact: true })).toBeVisible();
  await expect(patient.getByLabel('LGA')).toBeDisabled();
  await patient.getByLabel('State').selectOption('Lagos');
  await patient.getByLabel('LGA').selectOption('Ikeja');
  await patient.getByLabel('Street address').fill('5 Awolowo Way');
  await patient.getByLabel('Phone number').fill('0803 123 4567');
  await expect(patient.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
  await patient.getByRole('button', { name: 'Place order' }).click();
  const placed = patient.getByTestId('order-placed');
  await expect(placed).toContainText('Order placed');
  const reference = (await placed.textContent())!.match(/ORD-\d{4}-\d{6}/)![0];

  await placed.getByRole('link', { name: 'Track your order' }).click();
  await expect(patient.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expect(step(patient, 'Order Placed')).toContainText('(done)');
  const code = (await patient.getByTestId('delivery-code').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);
  // Marks this document: a reload would lose it.
  await patient.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The pharmacy sees the new order and moves it along.
  await signInAs(pharmacy, 'pharmacy');
  await openApp(pharmacy, '/pharmacy/orders');
  const bell = pharmacy.getByRole('banner').getByRole('button', { name: /^Notifications: \d+ unread$/ });
  await bell.click();
  await expect(pharmacy.getByRole('dialog', { name: 'Notifications' })).toContainText(`New order ${reference}`);
  await pharmacy.getByRole('button', { name: 'Close' }).click();
  const card = pharmacy.getByRole('article', { name: reference });
  await expect(card).toContainText('Pending Review');
  await card.getByRole('button', { name: 'Accept Order' }).click();
  await expect(card).toContainText('Confirmed');
  await expect(step(patient, 'Pharmacy Confirmed')).toContainText('(done)', LIVE);
  await card.getByRole('button', { name: 'Mark as Preparing' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Preparing');
  await card.getByRole('button', { name: 'Mark as Ready' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Ready for Pickup');
  await expect(step(patient, 'Order Prepared')).toContainText('(done)', LIVE);

  // The demo rider goes online in Lagos and takes the pickup.
  await signInAs(rider, 'rider');
  await openApp(rider, '/dashboard/rider');
  await expect(rider.getByRole('heading', { level: 1 })).toHaveText('Rider Dashboard');
  await expect(rider.getByText('Dayo Rider', { exact: false }).first()).toBeVisible();
  if ((await rider.getByTestId('rider-online').textContent()) === 'Offline') {
    await rider.getByLabel('State you ride in').selectOption('Lagos');
    await rider.getByRole('button', { name: 'Go online' }).click();
  }
  await expect(rider.getByTestId('rider-online')).toHaveText('Online in Lagos');
  await rider.getByRole('button', { name: `Accept pickup ${reference}` }).click();
  await expect(patient.getByTestId('rider-card')).toContainText('Dayo Rider', LIVE);
  await expect(patient.getByTestId('rider-card')).toContainText('0801 000 0004');

  await rider.getByRole('button', { name: `Picked up ${reference}` }).click();
  await expect(step(patient, 'Picked Up')).toContainText('(done)', LIVE);
  await rider.getByRole('button', { name: `Out for delivery ${reference}` }).click();
  await expect(step(patient, 'Out for Delivery')).toContainText('(done)', LIVE);

  // A wrong code is refused; the patient's code delivers. (Other specs may give the same demo rider
  // deliveries of their own meanwhile: this one is found by its reference.)
  const delivery = rider.getByRole('listitem').filter({ hasText: reference });
  const codeBox = delivery.getByLabel(`Delivery code for ${reference}`);
  await codeBox.fill(code === '0000' ? '1111' : '0000');
  await delivery.getByRole('button', { name: 'Delivered' }).click();
  await expect(delivery.getByRole('alert')).toContainText('That code is not right');
  await codeBox.fill(code);
  await delivery.getByRole('button', { name: 'Delivered' }).click();
  await expect(step(patient, 'Delivered')).toContainText('(done)', LIVE);
  await expect(patient.getByTestId('order-status')).toHaveText('Delivered');
  await expect(codeBox).toHaveCount(0);

  // Every step had its real time, and the patient's page was never reloaded.
  for (const status of ['placed', 'confirmed', 'ready', 'picked_up', 'out_for_delivery', 'delivered']) {
    await expect(patient.getByTestId(`step-time-${status}`)).toHaveText(/\d{1,2}:\d{2}/);
  }
  expect(await patient.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await Promise.all([patientCtx.close(), pharmacyCtx.close(), riderCtx.close()]);
});
