// The money screens' remaining steps against the local backend: an admin records the cash a rider
// hands over on /admin/finance (the amount checked beside the field against the cash the ledger
// says the rider holds) and the rider sees what they still hold and the limit; an admin refuses a
// payout account whose bank name does not match and the payee sees why; and the pharmacy's
// analytics show the same revenue, commission and refunds as its weekly statement.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoAccounts, demoPassword, serviceClient, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { axeViolations } from './support/axe';
import { clientFor, deliverOrder, demoOffer, placeDemoOrder } from './support/orders';

/** A new approved rider in Lagos, with no cash and no payout account yet. */
async function newRider(name: string) {
  const email = uniqueEmail('rider');
  const userId = await createConfirmedAccount(email, demoPassword, 'rider', name);
  const db = serviceClient();
  const phone = `+23480${String(Date.now()).slice(-8)}`;
  expect((await db.from('riders').upsert({ user_id: userId, full_name: name, phone, approval_status: 'approved' }, { onConflict: 'user_id' })).error).toBeNull();
  return { email, userId };
}

async function adminFinance(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/admin/finance');
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
}

test('an admin records cash a rider handed over; the rider sees what they still hold', async ({ browser }) => {
  test.setTimeout(120_000);
  const rider = await newRider('Bola Cashman');
  // The rider collected ₦12,345 at doors (an admin's adjustment stands in for the deliveries).
  const admin = await clientFor(demoAccounts.admin, demoPassword);
  const adjusted = await admin.rpc('admin_ledger_adjustment', {
    p_kind: 'rider_cash', p_owner: rider.userId, p_amount_kobo: 1_234_500, p_reason: 'Cash collected on test deliveries', p_request_id: crypto.randomUUID(),
  });
  expect(adjusted.error).toBeNull();

  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await adminFinance(page);
  const form = page.getByRole('form', { name: 'Record cash handed over' });
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(form.getByRole('combobox', { name: /^Rider/ })).toHaveAccessibleDescription('Choose the rider who handed the cash over');
  await form.getByRole('combobox', { name: /^Rider/ }).selectOption({ label: 'Bola Cashman (₦12,345)' });
  await expect(form.getByTestId('cash-held')).toHaveText('Bola Cashman holds ₦12,345 of cash from deliveries.');
  const amount = form.getByRole('textbox', { name: /^Amount handed over/ });
  await amount.fill('0');
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(amount).toHaveAccessibleDescription('The amount must be more than ₦0');
  await amount.fill('12,346');
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(amount).toHaveAccessibleDescription('Bola Cashman holds ₦12,345: enter at most that');
  await amount.fill('5,000');
  await form.getByLabel('Note (optional)').fill('Handed over at the Ikeja office');
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(form.getByRole('status')).toHaveText('Recorded: ₦5,000 handed over by Bola Cashman. They now hold ₦7,345.');
  await expect(page.getByRole('region', { name: 'Riders holding cash' }).getByRole('row', { name: /Bola Cashman/ })).toContainText('₦7,345');
  expect(await axeViolations(page)).toEqual([]);
  await ctx.close();

  const riderCtx = await browser.newContext();
  const riderPage = await riderCtx.newPage();
  await signInAsAccount(riderPage, rider.email);
  await riderPage.goto('/rider/earnings');
  const cash = riderPage.getByTestId('cash-figures');
  await expect(cash).toContainText('Cash you hold₦7,345', { timeout: 30_000 });
  await expect(cash).toContainText('Cash limit₦50,000');
  await expect(riderPage.getByTestId('statement-lines')).toContainText('Cash handed over');
  await riderCtx.close();
});

test('an admin refuses a payout account whose name does not match; the payee sees why', async ({ browser }) => {
  test.setTimeout(120_000);
  const rider = await newRider('Femi Refusal');
  const db = serviceClient();
  const saved = await db.from('payout_accounts').insert({
    payee_kind: 'rider', payee_id: rider.userId, user_id: rider.userId, bank_code: '058', bank_name: 'Guaranty Trust Bank',
    account_last4: '4321', account_name: 'OKON TRADING VENTURES', expected_name: 'Femi Refusal', recipient_code: `RCP_t${Date.now()}`,
    status: 'needs_approval',
  });
  expect(saved.error).toBeNull();

  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await adminFinance(page);
  const waiting = page.getByRole('listitem').filter({ hasText: 'Femi Refusal' });
  await expect(waiting).toContainText('Name at the bank: OKON TRADING VENTURES');
  await expect(waiting).toContainText('Name on Magani (rider): Femi Refusal');
  const refuse = waiting.getByRole('button', { name: 'Refuse OKON TRADING VENTURES for Femi Refusal' });
  await refuse.click();
  const reason = waiting.getByRole('textbox', { name: 'Reason to refuse OKON TRADING VENTURES' });
  await expect(reason).toHaveAccessibleDescription(/Give the reason for refusing \(5 to 300 characters\)/);
  await reason.fill('The account is in a business name, not yours');
  await refuse.click();
  await expect(page.getByText('Refused: Guaranty Trust Bank ******4321 (OKON TRADING VENTURES) for Femi Refusal.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Femi Refusal' })).toHaveCount(0);
  await ctx.close();

  const riderCtx = await browser.newContext();
  const riderPage = await riderCtx.newPage();
  await signInAsAccount(riderPage, rider.email);
  await riderPage.goto('/rider/earnings');
  const account = riderPage.getByTestId('payout-account');
  await expect(account).toContainText('Refused', { timeout: 30_000 });
  await expect(account).toContainText('Magani refused this account: The account is in a business name, not yours.');
  await riderCtx.close();
});

test('the analytics\' revenue is the weekly statement\'s, for the same delivered orders', async ({ browser }) => {
  test.setTimeout(150_000);
  const offer = await demoOffer(60, 1);
  await deliverOrder(await placeDemoOrder(offer, 1));
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signInAs(page, 'pharmacy');
  const cell = (name: string) => page.getByTestId('statement-totals').getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
  // Other specs may deliver orders meanwhile: read both screens until one reading agrees.
  await expect(async () => {
    await page.goto('/pharmacy/payouts');
    const statement = [await cell('Orders').textContent({ timeout: 20_000 }), await cell('Commission').textContent(), await cell('Refunds').textContent()];
    await page.goto('/pharmacy/analytics');
    const week = page.getByTestId('revenue-weeks').getByRole('row').nth(1).getByRole('cell');
    const analytics = [await week.nth(1).textContent({ timeout: 20_000 }), await week.nth(2).textContent(), await week.nth(3).textContent()];
    expect(statement[0]).toMatch(/^₦[1-9]/);
    expect(analytics).toEqual(statement);
  }).toPass({ timeout: 90_000 });
  expect(await axeViolations(page)).toEqual([]);
  await ctx.close();
});
