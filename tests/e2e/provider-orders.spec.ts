import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';

// Pharmacy order management: filters narrow the list, and the status actions move an order along.
const card = (page: Page, idEnd: string) => page.getByRole('article', { name: new RegExp(`ORD-\\d{4}-${idEnd}$`) });
const cards = (page: Page) => page.getByRole('article');
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Orders');
  await expect(page.getByText('Showing 9 of 9 orders')).toBeVisible();
});

test('Back to Dashboard leads to the pharmacy dashboard', async ({ page }) => {
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pharmacy$/);
});

test('each card shows customer, phone, medications, address, time, total and badges', async ({ page }) => {
  const order = card(page, '0157');
  await expect(order.getByText('Fatima Bello')).toBeVisible();
  await expect(order.getByRole('link', { name: '0812 998 2301' })).toHaveAttribute('href', 'tel:08129982301');
  await expect(order.getByText('Paracetamol 500mg × 2')).toBeVisible();
  await expect(order.getByText('4 Ahmadu Bello Way, Kaduna')).toBeVisible();
  await expect(order.getByText('₦3,400')).toBeVisible();
  await expect(order.getByText('Pending Review')).toBeVisible();
  await expect(order.getByText('Prescription', { exact: true })).toHaveCount(0);
  await expect(card(page, '0158').getByText('Prescription', { exact: true })).toBeVisible();
  await expect(card(page, '0150').getByText('Ready for Pickup')).toBeVisible();
});

test('search matches order ID, customer and medication', async ({ page }) => {
  const search = page.getByLabel('Search orders');
  await search.fill('amoxicillin');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, '0158')).toBeVisible();
  await search.fill('FATIMA');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, '0157')).toBeVisible();
  await search.fill('0153');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, '0153').getByText('Ibrahim Musa')).toBeVisible();
  await search.fill('insulin');
  await expect(page.getByText('No orders match these filters')).toBeVisible();
});

test('status and date filters narrow the list and survive a reload', async ({ page }) => {
  await page.getByLabel('Status').selectOption('completed');
  await expect(cards(page)).toHaveCount(3);
  for (const badge of await cards(page).getByTestId('order-status').all()) await expect(badge).toHaveText('Completed');

  await page.getByLabel('Status').selectOption('all');
  const range = page.getByLabel('Date range');
  await range.selectOption('today');
  await expect(cards(page)).toHaveCount(3);
  await range.selectOption('week');
  await expect(cards(page)).toHaveCount(5);
  await range.selectOption('month');
  await expect(cards(page)).toHaveCount(8);

  await range.selectOption('custom');
  const from = page.getByLabel('From');
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await from.fill(today);
  await to.fill(today);
  await expect(cards(page)).toHaveCount(3);

  await page.reload();
  await expect(page.getByLabel('Date range')).toHaveValue('custom');
  await expect(page.getByLabel('From')).toHaveValue(today);
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(9);
});

test('accept, prepare and ready move an order along with a notice each time', async ({ page }) => {
  const order = card(page, '0158');
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
});

test('decline asks first, and cancels only when confirmed', async ({ page }) => {
  const order = card(page, '0157');
  const badge = order.getByTestId('order-status');
  await order.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: /Decline order ORD-\d{4}-0157\?/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(badge).toHaveText('Pending Review');

  await order.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline Order' }).click();
  await expect(badge).toHaveText('Cancelled');
  await expect(notice(page, 'Order declined')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Accept Order' })).toHaveCount(0);
});
