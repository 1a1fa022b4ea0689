import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, serviceClient, signInAs, uniqueEmail } from './support/auth';
import { axeViolations } from './support/axe';
import { viewports } from './support/env';
import { expectFitsNarrowScreens } from './support/layout';
import { clientFor, deliverOrder, demoOffer, placeDemoOrder } from './support/orders';

// The admin's reports, alerts and activity counts read the rows other people's actions made:
// orders placed here through the real order functions appear on /admin/reports, /admin/alerts
// and /admin/users. Each screen also passes axe and fits a 320 px phone.

const naira = (n: number) => `₦${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 }).format(n)}`;
const address = (state: string) => ({ address: { state, lga: 'Gusau', street: '3 Sokoto Road', landmark: 'By the market' } });

/** A new confirmed patient, so the counts shown for them are exactly what this test made. */
async function newPatient() {
  const email = uniqueEmail('report');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Zainab Report');
  return { email, password: demoPassword };
}

async function checkAccessible(page: Page) {
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
  }
  await expectFitsNarrowScreens(page);
}

test('reports count the orders placed and only delivered ones as revenue, by day and by state', async ({ page }) => {
  test.setTimeout(90_000);
  const patient = await newPatient();
  const offer = await demoOffer(200, 3);
  const delivered = await placeDemoOrder(offer, 1, address('Zamfara'), patient);
  await deliverOrder({ id: delivered.id, patient });
  const cancelled = await placeDemoOrder(offer, 4, address('Zamfara'), patient);
  expect((await (await clientFor(patient.email, demoPassword)).rpc('cancel_order', { p_order_id: cancelled.id })).error).toBeNull();

  await signInAs(page, 'admin');
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Reports');
  await expect(page.getByText(/Revenue is the total \(medicines and delivery fee\) of orders placed in the period that have been delivered/)).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Period' }).getByText('7 days', { exact: true }).click();
  await expect(page).toHaveURL(/days=7/);

  const byState = page.getByRole('table', { name: 'By state' });
  const zamfara = byState.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Zamfara', exact: true }) });
  // Two orders; the cancelled one (four times the medicine) adds nothing to revenue.
  await expect(zamfara.getByRole('cell')).toHaveText(['2', naira(delivered.total), '0', '₦0']);
  await expect(page.getByRole('table', { name: 'By day' }).getByRole('row')).not.toHaveCount(0);
  await checkAccessible(page);
});

test('a period with nothing in it says so instead of showing empty tables', async ({ page }) => {
  // A database with no orders or consultations in the period answers like this (admin_report).
  const zero = { orders: 0, revenue: 0, consultations: 0, fees: 0 };
  await page.route('**/rest/v1/rpc/admin_report', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ days: 7, from: '2026-11-18', to: '2026-11-24', totals: { ...zero, delivered: 0, cancelled: 0, completed: 0 }, by_day: [], by_state: [] }),
    }),
  );
  await signInAs(page, 'admin');
  await page.goto('/admin/reports?days=7');
  await expect(page.getByText('Nothing in this period')).toBeVisible();
  await expect(page.getByText('No orders were placed and no consultations were booked. Choose a longer period.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByTestId('report-revenue')).toContainText('₦0');
  expect(await axeViolations(page)).toEqual([]);
});

test('alerts list low stock by pharmacy and an order stuck for over 2 hours', async ({ page }) => {
  test.setTimeout(90_000);
  const db = serviceClient();
  const offer = await demoOffer(0, 6);
  const order = await placeDemoOrder(await demoOffer(200, 7));
  const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
  expect((await db.from('orders').update({ created_at: threeHoursAgo }).eq('id', order.id)).error).toBeNull();
  expect((await db.from('order_events').update({ at: threeHoursAgo }).eq('order_id', order.id)).error).toBeNull();

  await signInAs(page, 'admin');
  await page.goto('/admin/alerts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System Alerts');
  const stuck = page.getByRole('region', { name: 'Orders stuck for over 2 hours' });
  await expect(stuck.getByRole('listitem').filter({ hasText: order.reference })).toContainText(
    /Waiting for the pharmacy[\s\S]*Magani Demo Pharmacy · delivery to Lagos[\s\S]*No change for 3 hours/,
  );
  const low = page.getByRole('region', { name: 'Low stock across pharmacies' });
  await expect(low.getByRole('listitem').filter({ hasText: offer.pharmacyName })).toContainText(`${offer.name}`);
  await expect(low.getByRole('listitem').filter({ hasText: offer.pharmacyName })).toContainText('out of stock');
  await checkAccessible(page);
  await demoOffer(50, 6);
});

test('the user list shows each account\'s real activity', async ({ page }) => {
  const patient = await newPatient();
  const offer = await demoOffer(200, 3);
  await placeDemoOrder(offer, 1, {}, patient);
  await placeDemoOrder(offer, 1, {}, patient);
  await signInAs(page, 'admin');
  await page.goto(`/admin/users?q=${encodeURIComponent(patient.email)}`);
  const row = page.getByTestId('user-row').filter({ hasText: patient.email });
  await expect(row).toContainText(/Activity\s*2 orders/);
  await page.goto('/admin/users?q=pharmacy%40magani.test');
  await expect(page.getByTestId('user-row').filter({ hasText: 'pharmacy@magani.test' })).toContainText(/Activity\s*[\d,]+ orders? received/);
});
