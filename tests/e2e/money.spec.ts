// Money screens against the local backend, every figure from the ledger: the demo pharmacy and the
// demo rider add their bank accounts through the form (the name the bank has is shown before
// saving), orders are delivered, the weekly payout job runs, and the pharmacy's payout shows as
// paid on /pharmacy/payouts and on /admin/finance. The rider's transfer is refused by Paystack
// (its recipient is one Paystack does not know, which the stand-in refuses as the real API does),
// so the rider's money comes back to the balance and the earnings screen says so.
import { expect, test, type Page } from '@playwright/test';
import { serviceClient, signInAs } from './support/auth';
import { axeViolations } from './support/axe';
import { expectFitsNarrowScreens } from './support/layout';
import { DEMO_PHARMACY_USER, deliverOrder, demoClient, demoOffer, placeDemoOrder } from './support/orders';

const RIDER_USER = '44444444-4444-4444-8444-444444444444';

/** "₦1,234.50" / "₦1,000", as the app writes kobo. */
function naira(kobo: number) {
  const whole = String(Math.floor(Math.abs(kobo) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = Math.abs(kobo) % 100;
  return `${kobo < 0 ? '-' : ''}₦${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

async function addBankAccount(page: Page, bank: string, number: string, name: string) {
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const form = page.getByRole('form', { name: 'Add bank account' });
  // Each error beside its field: nothing chosen, then a short number.
  await form.getByRole('button', { name: 'Check account name' }).click();
  const bankSelect = form.getByRole('combobox', { name: /^Bank/ });
  const numberInput = form.getByRole('textbox', { name: /^Account number/ });
  await expect(bankSelect).toHaveAccessibleDescription(/Choose your bank/);
  await expect(numberInput).toHaveAccessibleDescription(/An account number is 10 digits/);
  await bankSelect.selectOption({ label: bank });
  await numberInput.fill(number);
  await form.getByRole('button', { name: 'Check account name' }).click();
  await expect(form.getByTestId('resolved-name')).toHaveText(`Account name: ${name}`, { timeout: 30_000 });
  await form.getByRole('button', { name: 'Save bank account' }).click();
  const account = page.getByTestId('payout-account');
  await expect(account).toContainText(`${bank} · ******${number.slice(-4)}`, { timeout: 15_000 });
  await expect(account).toContainText(name);
  await expect(account).toContainText('Active');
}

/** The payee's available balance in kobo, as my_earnings gives it. */
async function available(role: 'pharmacy' | 'rider') {
  const { data, error } = await (await demoClient(role)).rpc('my_earnings');
  expect(error).toBeNull();
  return Number((data as { available_kobo: number }).available_kobo);
}

/** This week's payouts (one run of the job makes them all). */
async function payoutsThisWeek() {
  const { data, error } = await serviceClient().from('payouts').select('payee_kind, amount_kobo, status, week').order('id');
  expect(error).toBeNull();
  const latest = data!.at(-1)!.week as string;
  return data!.filter((p) => p.week === latest).map((p) => ({ ...p, amount_kobo: Number(p.amount_kobo) }));
}

test('a delivered order is paid out to the pharmacy; a refused transfer puts the rider\'s money back', async ({ browser }) => {
  test.setTimeout(240_000);
  const db = serviceClient();
  const [pharmacyCtx, riderCtx, adminCtx] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const pharmacy = await pharmacyCtx.newPage();
  const rider = await riderCtx.newPage();
  const admin = await adminCtx.newPage();
  await Promise.all([signInAs(pharmacy, 'pharmacy'), signInAs(rider, 'rider'), signInAs(admin, 'admin')]);
  // Start from no account (another spec may have saved or changed the demo pharmacy's).
  expect((await db.from('payout_accounts').delete().in('user_id', [DEMO_PHARMACY_USER, RIDER_USER])).error).toBeNull();

  await pharmacy.goto('/pharmacy/payouts');
  await expect(pharmacy.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await addBankAccount(pharmacy, 'Guaranty Trust Bank', '0123456789', 'MAGANI DEMO PHARMACY LTD');
  await rider.goto('/rider/earnings');
  await addBankAccount(rider, 'Guaranty Trust Bank', '0345678912', 'DAYO RIDER');

  // Two orders paid on delivery: the pharmacy earns the items less commission, the rider a share of each fee.
  const offer = await demoOffer(60, 1);
  const quantity = Math.max(1, Math.ceil(1500 / offer.price));
  for (let i = 0; i < 2; i++) await deliverOrder(await placeDemoOrder(offer, quantity));
  const pharmacyOwed = await available('pharmacy');
  const riderOwed = await available('rider');
  expect(pharmacyOwed).toBeGreaterThanOrEqual(100_000);
  expect(riderOwed).toBeGreaterThanOrEqual(100_000);
  await pharmacy.reload();
  await expect(pharmacy.getByTestId('earnings-figures')).toContainText('Available now₦');

  // Paystack will refuse the rider's transfer: a recipient code it never issued.
  const { error: refused } = await db.from('payout_accounts').update({ recipient_code: 'RCP_unknownrecipient' }).eq('user_id', RIDER_USER);
  expect(refused).toBeNull();
  // The Monday job; the backend's timer sends the payouts it made within seconds.
  const { error: runError } = await db.rpc('run_weekly_payouts');
  expect(runError).toBeNull();

  await expect(async () => {
    await pharmacy.reload();
    await expect(pharmacy.getByTestId('payout').first()).toHaveAttribute('data-status', 'paid', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  // The whole available balance went out (other specs sharing this backend may have added to it).
  const payouts = await payoutsThisWeek();
  const pharmacyPaid = payouts.find((p) => p.payee_kind === 'pharmacy')!.amount_kobo;
  const riderPaid = payouts.find((p) => p.payee_kind === 'rider')!.amount_kobo;
  expect(pharmacyPaid).toBeGreaterThanOrEqual(pharmacyOwed);
  expect(riderPaid).toBeGreaterThanOrEqual(riderOwed);
  const paid = pharmacy.getByTestId('payout').first();
  await expect(paid).toContainText(`${naira(pharmacyPaid)} to Guaranty Trust Bank ******6789`);
  await expect(paid).toContainText('Paid');
  // This week's statement lists the payout.
  await expect(pharmacy.getByTestId('statement-lines')).toContainText('Payout');
  await expect(pharmacy.getByTestId('statement-totals')).toContainText(`Payouts${naira(-pharmacyPaid)}`);

  await admin.goto('/admin/finance');
  const recent = admin.getByRole('region', { name: 'Recent payouts' });
  await expect(recent.getByTestId('payout').filter({ hasText: naira(pharmacyPaid) }).first()).toHaveAttribute('data-status', 'paid', { timeout: 30_000 });

  // The rider's transfer failed: the payout says why, and the money is available again.
  await expect(async () => {
    await rider.reload();
    await expect(rider.getByTestId('payout').first()).toHaveAttribute('data-status', 'failed', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(rider.getByTestId('payout').first()).toContainText(`${naira(riderPaid)} is back in the balance and goes out with the next weekly payout`);
  expect(await available('rider')).toBeGreaterThanOrEqual(riderPaid);
  await expect(rider.getByTestId('statement-lines')).toContainText('Payout returned');

  // The admin's week: both payouts sent, the rider's failed, and the rider's money waiting again.
  await admin.reload();
  await expect(admin.getByRole('region', { name: 'Recent payouts' }).getByTestId('payout').filter({ hasText: naira(riderPaid) }).first())
    .toHaveAttribute('data-status', 'failed');
  const week = admin.getByTestId('finance-week').first().getByRole('cell');
  const all = await payoutsThisWeek();
  await expect(week.nth(3)).toHaveText(naira(all.reduce((sum, p) => sum + p.amount_kobo, 0)));
  await expect(week.nth(4)).toHaveText(naira(all.filter((p) => p.status === 'failed').reduce((sum, p) => sum + p.amount_kobo, 0)));
  await Promise.all([pharmacyCtx.close(), riderCtx.close(), adminCtx.close()]);
});

for (const [role, path, heading] of [
  ['pharmacy', '/pharmacy/payouts', 'Payouts'],
  ['rider', '/rider/earnings', 'Earnings'],
  ['doctor', '/doctor/earnings', 'Earnings'],
  ['admin', '/admin/finance', 'Finance'],
] as const) {
  test(`${path} passes axe and fits 320 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, role);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
    if (role !== 'admin') {
      await expect(page.getByText(/Next payout/)).toBeVisible();
      await page.getByRole('button', { name: /(Add|Change) bank account/ }).click();
      await expect(page.getByRole('combobox', { name: /^Bank/ })).toBeEnabled({ timeout: 30_000 });
    } else {
      await expect(page.getByRole('form', { name: 'Change rates' })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsNarrowScreens(page);
  });
}
