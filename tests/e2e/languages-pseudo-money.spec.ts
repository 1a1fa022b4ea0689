import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, serviceClient, signInAs, uniqueEmail } from './support/auth';
import { DEMO_PHARMACY_USER, deliverOrder, demoOffer, placeDemoOrder } from './support/orders';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The money screens in the pseudo-locale at 320 px, with real rows: the pharmacy's payouts page
// (a delivered order in this week's statement, a payout the bank returned), the doctor's earnings,
// the payout card on /settings and the admin's finance page (an account waiting for approval, the
// cash and rates forms' messages). Every visible string comes from a catalogue (⟦…⟧) and no control
// overflows. Bank names, account names, references and amounts are data.

// Amounts, counts, percentages and dates come from the format module, the same in every language
// (as is the rates fields' "%" sign).
const figures = /(?:₦-?[\d,.]+|-?[\d,.]+%?|[\s·|:,.()*/%-])+/;

// A sentence with a link inside (the settings page's lead) is split around it: its two pieces are
// the catalogue text's opening and closing parts.
const splitSentence = /⟦[^⟦⟧]*|[^⟦⟧]*⟧/;

async function clean(page: Page, options: { split?: boolean } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const allowed = options.split ? new RegExp(`${figures.source}|${splitSentence.source}`) : figures;
  expect(await textOutsideCatalogues(page, { allowed })).toEqual([]);
  expect(await overflowingControls(page)).toEqual([]);
}

/** Waits until every part of the page has its rows (no "Loading …" left). */
async function loaded(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /⟦Loading/ })).toHaveCount(0, { timeout: 30_000 });
}

// A payout the bank returned, in a week long past (no payout job ever makes one there), so the
// list shows its reason and the money coming back. Removed afterwards: other specs read the
// latest payouts.
const returnedWeek = '2020-01-06';
let returnedPayout: number | undefined;
let waitingAccount: string | undefined;

test.describe('pseudo-locale: the money screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const db = serviceClient();
    // A delivered order: this week's statement has lines for the pharmacy.
    await deliverOrder(await placeDemoOrder(await demoOffer(500, 5)));
    const { data: pharmacy } = await db.from('pharmacies').select('id').eq('user_id', DEMO_PHARMACY_USER).single();
    const inserted = await db
      .from('payouts')
      .insert({
        reference: `payout-2020w02-${crypto.randomUUID().replace(/-/g, '')}`,
        week: returnedWeek,
        payee_kind: 'pharmacy',
        payee_id: pharmacy!.id,
        user_id: DEMO_PHARMACY_USER,
        recipient_code: 'RCP_pseudosweep',
        bank_name: 'Guaranty Trust Bank',
        account_last4: '6789',
        amount_kobo: 150_000,
        status: 'failed',
        failure_reason: 'Account closed',
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    returnedPayout = inserted.data!.id as number;
    // A rider's account whose bank name does not match: the admin's approvals list shows it.
    const userId = await createConfirmedAccount(uniqueEmail('pseudo.payee'), demoPassword, 'rider', 'Ada Pseudo');
    expect((await db.from('riders').upsert({ user_id: userId, full_name: 'Ada Pseudo', phone: '+2348035550177', approval_status: 'approved' }, { onConflict: 'user_id' })).error).toBeNull();
    const account = await db
      .from('payout_accounts')
      .insert({
        payee_kind: 'rider', payee_id: userId, user_id: userId, bank_code: '058', bank_name: 'Guaranty Trust Bank',
        account_last4: '4321', account_name: 'OKON PSEUDO VENTURES', expected_name: 'Ada Pseudo', recipient_code: `RCP_p${Date.now()}`,
        status: 'needs_approval',
      })
      .select('id')
      .single();
    expect(account.error).toBeNull();
    waitingAccount = account.data!.id as string;
  });
  test.afterAll(async () => {
    const db = serviceClient();
    if (returnedPayout !== undefined) expect((await db.from('payouts').delete().eq('id', returnedPayout)).error).toBeNull();
    if (waitingAccount) expect((await db.from('payout_accounts').delete().eq('id', waitingAccount)).error).toBeNull();
  });
  test.beforeEach(async ({ page }) => {
    await usePseudoLocale(page);
  });

  test('/pharmacy/payouts: balance, payouts, the returned payout, the statement and the bank account form', async ({ page }) => {
    await signInAs(page, 'pharmacy');
    await page.goto('/pharmacy/payouts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/⟦Payouts/);
    await expect(page.getByTestId('payout').filter({ hasText: 'Account closed' }).first()).toContainText('⟦₦1,500 is back in the balance');
    await expect(page.getByTestId('statement-lines')).toContainText('⟦Order delivered');
    await loaded(page);
    await clean(page);
    // The week before: another statement (lines or "nothing moved").
    await page.getByRole('combobox', { name: /⟦Week/ }).selectOption({ index: 1 });
    await loaded(page);
    await clean(page);
    // The bank account form and its messages beside the fields.
    await page.getByRole('button', { name: /⟦(Add|Change) bank account/ }).click();
    await expect(page.getByRole('combobox', { name: /⟦Bank/ })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: /⟦Check account name/ }).click();
    await expect(page.getByRole('combobox', { name: /⟦Bank/ })).toHaveAccessibleDescription(/⟦Choose your bank/);
    await clean(page);
  });

  test('/doctor/earnings', async ({ page }) => {
    await signInAs(page, 'doctor');
    await page.goto('/doctor/earnings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/⟦Earnings/);
    await expect(page.getByTestId('earnings-figures')).toContainText('⟦Next payout');
    await loaded(page);
    await clean(page);
  });

  test('/settings as a payee: the payout card and its form', async ({ page }) => {
    await signInAs(page, 'doctor');
    await page.goto('/settings');
    const card = page.locator('section[aria-labelledby="payout-account-title"]');
    await expect(card.getByRole('heading')).toHaveText(/⟦Payout bank account/);
    await loaded(page);
    await card.getByRole('button', { name: /⟦(Add|Change) bank account/ }).click();
    await expect(card.getByRole('combobox', { name: /⟦Bank/ })).toBeEnabled({ timeout: 30_000 });
    await card.getByRole('button', { name: /⟦Check account name/ }).click();
    await expect(card.getByRole('textbox', { name: /⟦Account number/ })).toHaveAccessibleDescription(/⟦An account number is 10 digits/);
    await clean(page, { split: true });
  });

  test('/admin/finance: figures, tables, an account waiting, and the forms\' messages', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/finance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/⟦Finance/);
    await expect(page.getByTestId('finance-week').first()).toBeVisible({ timeout: 30_000 });
    const waiting = page.getByRole('listitem').filter({ hasText: 'OKON PSEUDO VENTURES' });
    await expect(waiting).toContainText('⟦Name at the bank:');
    await loaded(page);
    await clean(page);
    // Refusing without a reason; recording a handover with nothing filled in; rates without a reason.
    await waiting.getByRole('button', { name: /⟦Refuse OKON PSEUDO VENTURES/ }).click();
    await expect(waiting.getByText(/⟦Give the reason for refusing/)).toBeVisible();
    const handover = page.getByRole('form', { name: /⟦Record cash handed over/ });
    await handover.getByRole('button', { name: /⟦Record handover/ }).click();
    await expect(handover.getByText(/⟦Choose the rider who handed/)).toBeVisible();
    const rates = page.getByRole('form', { name: /⟦Change rates/ });
    await rates.getByRole('button', { name: /⟦Apply new rates/ }).click();
    await expect(rates.getByText(/⟦Give the reason for the change/)).toBeVisible();
    await clean(page);
  });

  test('in Hausa, the payouts page speaks Hausa', async ({ page }) => {
    // A device choice is saved to the account at sign-in; refused here, so other specs' demo pharmacy stays in English.
    await page.route('**/rest/v1/rpc/set_my_language', (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
    await signInAs(page, 'pharmacy');
    await page.goto('/ha/pharmacy/payouts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuɗin aiki');
    await expect(page.getByRole('heading', { name: 'Bayanin kuɗi na mako' })).toBeVisible();
    await expect(page.getByTestId('earnings-figures')).toContainText('Kuɗin da ake bin ku');
  });
});
