// A refusal the server words in English reads in the person's language: the server names it with a
// hint (supabase/migrations/20260107000100_refusal_hints.sql, 20260108000300_review_refusal_hints.sql)
// and the screen holds its text.
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, demoAccounts, demoPassword, serviceClient, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { clientFor, deliverOrder, demoOffer, placeDemoOrder } from './support/orders';

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

test('in Hausa, changing a review an admin hid meanwhile: the server refuses, and says so in Hausa', async ({ page }) => {
  test.setTimeout(90_000);
  const order = await placeDemoOrder(await demoOffer(100, 4), 1);
  await deliverOrder(order);
  const patient = await clientFor(order.patient.email, order.patient.password);
  const written = await patient.rpc('submit_review', { p_order: order.id, p_consultation: null, p_rating: 2, p_comment: 'Slow' });
  expect(written.error).toBeNull();

  await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
  await signInAsAccount(page, order.patient.email, order.patient.password);
  await page.goto(`/ha/reviews/order/${order.id}`);
  const save = page.getByRole('button', { name: 'Ajiye canje-canje' });
  await expect(save).toBeVisible();
  // Meanwhile an admin hides it: the page still offers the change; the server refuses it.
  const admin = await clientFor(demoAccounts.admin, demoPassword);
  expect((await admin.rpc('hide_review', { p_review: (written.data as { id: string }).id, p_reason: 'Insults the staff' })).error).toBeNull();
  await page.getByRole('radio', { name: /^Taurari 4/ }).check();
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Mai gudanarwa ya ɓoye wannan sharhi; ba za a iya canja shi ba kuma');
});
