// Cancelling an order asks first: "Keep the order" leaves it with the pharmacy, only the explicit
// yes cancels it (and the server records that).
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, demoPassword, serviceClient, signInAsAccount, uniqueEmail } from './support/auth';
import { demoOffer, placeDemoOrder } from './support/orders';

const statusOf = async (id: string) => (await serviceClient().from('orders').select('status').eq('id', id).single()).data?.status;

test('one tap on Cancel order asks first; keeping the order changes nothing, yes cancels it', async ({ page }) => {
  test.setTimeout(90_000);
  const account = { email: uniqueEmail('cancel.confirm'), password: demoPassword };
  await createConfirmedAccount(account.email, account.password);
  const order = await placeDemoOrder(await demoOffer(100, 5), 1, {}, account);
  await signInAsAccount(page, account.email, account.password);
  await page.goto(`/orders/track?id=${order.reference}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Waiting for the pharmacy');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.reference}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This cannot be undone.');
  // The safe choice has the focus, so Enter does not cancel by accident.
  await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Waiting for the pharmacy');
  expect(await statusOf(order.id)).toBe('placed');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(status).toHaveText('Cancelled', { timeout: 20_000 });
  expect(await statusOf(order.id)).toBe('cancelled');
});
