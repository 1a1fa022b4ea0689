import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { createConfirmedAccount, demoPassword, latestMessage, localPath, serviceClient, signInAsAccount, uniqueEmail } from './support/auth';
import { deliverOrder, demoOffer, placeDemoOrder } from './support/orders';

// A patient sets a refill reminder on a delivered order; the job runs with the database's clock
// at the reminder's time, the SMS arrives (the Termii stand-in's inbox) with a link that opens
// checkout with the same items; the reminder is listed in /settings and cancelled there.
test('a refill reminder fires at its time and its link reorders; cancelled in Settings', async ({ page }) => {
  test.setTimeout(120_000);
  const account = { email: uniqueEmail('refill'), password: demoPassword };
  await createConfirmedAccount(account.email, account.password, 'patient', 'Ada Patient');
  const offer = await demoOffer(50, 1);
  const phone = `+234813${String(Date.now() % 1e7).padStart(7, '0')}`;
  const order = await placeDemoOrder(offer, 2, { phone }, account);
  await deliverOrder(order);

  await signInAsAccount(page, account.email);
  await page.goto(`/orders/track?id=${order.reference}`);
  const card = page.getByRole('region', { name: 'Refill reminder' });
  await card.getByRole('button', { name: 'Remind me to refill' }).click({ timeout: 20_000 });
  const days = card.getByLabel('Remind me every (days)');
  await days.fill('0');
  await card.getByRole('button', { name: 'Save reminder' }).click();
  await expect(card.getByText('Choose a number of days from 1 to 180')).toBeVisible();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await days.fill('14');
  await card.getByRole('radio', { name: 'SMS' }).check();
  await card.getByRole('button', { name: 'Save reminder' }).click();
  await expect(card.getByRole('status')).toContainText('Reminder saved. We will remind you every 14 days by SMS, next on');

  // The saved row, as the database holds it; then its time comes on the database's clock.
  const db = serviceClient();
  const { data: rows } = await db.from('refill_reminders').select('id, next_due_at').eq('order_id', order.id).is('cancelled_at', null);
  expect(rows).toHaveLength(1);
  const due = new Date(rows![0]!.next_due_at as string);
  const ran = await db.rpc('run_refill_reminders', { p_now: new Date(due.getTime() + 60_000).toISOString() });
  expect(ran.error).toBeNull();
  const sms = await latestMessage(phone, { timeout: 15_000 });
  expect(sms.text).toContain(`time to refill order ${order.reference}`);
  const link = sms.links.find((l) => l.endsWith(`/orders/${order.id}/reorder`));
  expect(link).toBeTruthy();

  // One tap: checkout, with the same items at today's price.
  await page.goto(localPath(link!));
  await expect(page).toHaveURL(/\/cart\/checkout$/, { timeout: 20_000 });
  const shop = page.getByRole('region', { name: `Order from ${offer.pharmacyName}` });
  await expect(shop.getByText(`2 × ${offer.name}`)).toBeVisible();
  await expect(page.getByTestId('checkout-checked')).toContainText('Prices and fees checked at');

  await page.goto('/settings');
  const list = page.getByRole('region', { name: 'Refill reminders' });
  const row = list.getByTestId('refill-reminder').filter({ hasText: order.reference });
  await expect(row).toContainText('Every 14 days by SMS · next on');
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('button', { name: `Cancel the refill reminder for order ${order.reference}` }).click();
  await expect(list.getByRole('status')).toHaveText(`Reminder for order ${order.reference} cancelled.`);
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(list.getByText('No refill reminders.')).toBeVisible({ timeout: 20_000 });
  const { data: left } = await db.from('refill_reminders').select('id').eq('order_id', order.id).is('cancelled_at', null);
  expect(left).toEqual([]);
});
