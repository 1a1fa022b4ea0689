// A refusal the server words in English reads in the person's language: the server names it with a
// hint (supabase/migrations/20260107000100_refusal_hints.sql) and the screen holds its text.
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, demoAccounts, demoPassword, serviceClient, signInAs, uniqueEmail } from './support/auth';
import { clientFor } from './support/orders';

test('in Hausa, the server refusing a handover larger than the cash the rider now holds says so in Hausa', async ({ page }) => {
  test.setTimeout(90_000);
  const name = 'Danjuma Kudi';
  const riderId = await createConfirmedAccount(uniqueEmail('rider'), demoPassword, 'rider', name);
  const phone = `+23481${String(Date.now()).slice(-8)}`;
  expect((await serviceClient().from('riders').upsert({ user_id: riderId, full_name: name, phone, approval_status: 'approved' }, { onConflict: 'user_id' })).error).toBeNull();
  const admin = await clientFor(demoAccounts.admin, demoPassword);
  const collected = await admin.rpc('admin_ledger_adjustment', {
    p_kind: 'rider_cash', p_owner: riderId, p_amount_kobo: 1_234_500, p_reason: 'Cash collected on test deliveries', p_request_id: crypto.randomUUID(),
  });
  expect(collected.error).toBeNull();

  await signInAs(page, 'admin');
  await page.route('**/rest/v1/rpc/set_my_language', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
  await page.goto('/ha/admin/finance');
  const form = page.getByRole('form', { name: 'Rubuta tsabar kuɗin da aka miƙa' });
  await form.getByRole('combobox', { name: /^Ɗan aike/ }).selectOption({ label: `${name} (₦12,345)` });
  await form.getByRole('textbox', { name: /^Adadin da aka miƙa/ }).fill('12,345');
  // Meanwhile, another admin records part of it: the form's own check passes, the server's does not.
  const other = await admin.rpc('record_cash_handover', { p_rider_user_id: riderId, p_amount_kobo: 234_500, p_request_id: crypto.randomUUID(), p_note: null });
  expect(other.error).toBeNull();
  await form.getByRole('button', { name: 'Rubuta miƙawa' }).click();
  await expect(form.getByRole('textbox', { name: /^Adadin da aka miƙa/ })).toHaveAccessibleDescription('Ɗan aiken na riƙe da ₦10,000 na tsabar kuɗi');
});
