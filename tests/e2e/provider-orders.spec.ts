import { expect, test, type Page } from '@playwright/test';
import { serviceClient, signInAs } from './support/auth';
import { demoOffer, placeDemoOrder, type PlacedOrder, type SeedOffer } from './support/orders';

// Pharmacy order management on real orders of the demo pharmacy: filters narrow the list, and the
// status actions move an order along in the database.
const card = (page: Page, reference: string) => page.getByRole('article', { name: reference });
const cards = (page: Page) => page.getByRole('article');
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

let offer: SeedOffer;
let other: SeedOffer;
let fresh: PlacedOrder;
let older: PlacedOrder;
const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;

test.beforeAll(async () => {
  offer = await demoOffer(500, 2);
  other = await demoOffer(500, 3);
  fresh = await placeDemoOrder(offer, 2);
  older = await placeDemoOrder(other, 1);
  // Ten days ago, for the date filters.
  const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600_000).toISOString();
  await serviceClient().from('orders').update({ created_at: tenDaysAgo }).eq('id', older.id);
});

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Orders');
  await expect(card(page, fresh.reference)).toBeVisible();
});

test('Back to Dashboard leads to the pharmacy dashboard', async ({ page }) => {
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pharmacy$/);
});

test('each card shows customer, phone, medications, address, time, total and badges', async ({ page }) => {
  const order = card(page, fresh.reference);
  await expect(order.getByText('Ada Patient')).toBeVisible();
  await expect(order.getByRole('link', { name: '0812 998 2301' })).toHaveAttribute('href', 'tel:+2348129982301');
  await expect(order.getByText(`${offer.name} × 2`)).toBeVisible();
  await expect(order.getByText('4 Ahmadu Bello Way (Opposite the bank), Ikeja, Lagos')).toBeVisible();
  await expect(order.getByText(naira(fresh.total))).toBeVisible();
  await expect(order.getByText('Pending Review')).toBeVisible();
  await expect(order.getByText('Prescription', { exact: true })).toHaveCount(0);
});

test('search matches order ID, customer and medication', async ({ page }) => {
  const search = page.getByLabel('Search orders');
  await search.fill(fresh.reference.toLowerCase());
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, fresh.reference)).toBeVisible();
  await search.fill(offer.name.toUpperCase());
  await expect(card(page, fresh.reference)).toBeVisible();
  await expect(card(page, older.reference)).toHaveCount(0);
  await search.fill('ADA PATIENT');
  await expect(card(page, fresh.reference)).toBeVisible();
  await search.fill('no such medicine anywhere');
  await expect(page.getByText('No orders match these filters')).toBeVisible();
});

test('status and date filters narrow the list and survive a reload', async ({ page }) => {
  await page.getByLabel('Status').selectOption('completed');
  await expect(card(page, fresh.reference)).toHaveCount(0);
  for (const badge of await cards(page).getByTestId('order-status').all()) await expect(badge).toHaveText('Completed');
  await page.getByLabel('Status').selectOption('pending');
  await expect(card(page, fresh.reference)).toBeVisible();

  await page.getByLabel('Status').selectOption('all');
  const range = page.getByLabel('Date range');
  await range.selectOption('today');
  await expect(card(page, fresh.reference)).toBeVisible();
  await expect(card(page, older.reference)).toHaveCount(0);
  await range.selectOption('week');
  await expect(card(page, older.reference)).toHaveCount(0);
  await range.selectOption('month');
  await expect(card(page, older.reference)).toBeVisible();

  await range.selectOption('custom');
  const day = await page.evaluate((iso) => {
    const d = new Date(iso);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, new Date(Date.now() - 10 * 24 * 3600_000).toISOString());
  await page.getByLabel('From').fill(day);
  await page.getByLabel('To', { exact: true }).fill(day);
  await expect(card(page, older.reference)).toBeVisible();
  await expect(card(page, fresh.reference)).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Date range')).toHaveValue('custom');
  await expect(page.getByLabel('From')).toHaveValue(day);
  await expect(card(page, older.reference)).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(card(page, fresh.reference)).toBeVisible();
  await expect(card(page, older.reference)).toBeVisible();
});

test('accept, prepare and ready move an order along with a notice each time', async ({ page }) => {
  const order = card(page, fresh.reference);
  const badge = order.getByTestId('order-status');
  await order.getByRole('button', { name: 'Accept Order' }).click();
  await expect(badge).toHaveText('Confirmed');
  await expect(notice(page, 'Order accepted')).toBeVisible();

  await order.getByRole('button', { name: 'Mark as Preparing' }).click();
  await expect(badge).toHaveText('Preparing');
  await expect(notice(page, 'Preparing order')).toBeVisible();

  await order.getByRole('button', { name: 'Mark as Ready' }).click();
  await expect(badge).toHaveText('Ready for Pickup');
  await expect(notice(page, 'Ready for pickup')).toBeVisible();
  await expect(order.getByRole('button')).toHaveCount(0);
  // Saved: a reload shows the same.
  await page.reload();
  await expect(card(page, fresh.reference).getByTestId('order-status')).toHaveText('Ready for Pickup');
});

test('decline asks first with a reason, and cancels only when confirmed', async ({ page }) => {
  const order = card(page, older.reference);
  await page.getByLabel('Date range').selectOption('month');
  const badge = order.getByTestId('order-status');
  await order.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: `Decline order ${older.reference}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(badge).toHaveText('Pending Review');

  await order.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline Order' }).click();
  await expect(page.getByRole('dialog').getByText('Tell the patient why')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Reason').fill('Out of stock today');
  await page.getByRole('dialog').getByRole('button', { name: 'Decline Order' }).click();
  await expect(badge).toHaveText('Cancelled');
  await expect(notice(page, 'Order declined')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Accept Order' })).toHaveCount(0);
  await expect(order).toContainText('Declined: Out of stock today');
});
