// Payout accounts through the payout-accounts edge function (Deno) and the Paystack stand-in: the
// name rule, the password asked again for a change, the 24-hour hold and its e-mail, and an
// admin's approval of a name that does not match.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signedIn, startBackend, type LocalBackend } from './helpers';
import { bankAccount, callPayoutAccounts, earn, payoutsOf } from './payout-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

const call = (client: SupabaseClient, body: Record<string, unknown>) => callPayoutAccounts(backend, client, body);
const account = (name: string) => bankAccount(backend, name);

const accountRow = async (userId: string) =>
  (await backend.sql(`select * from public.payout_accounts where user_id = $1`, [userId]))[0] as Record<string, unknown> | undefined;

describe('the name rule', () => {
  const matches = async (accountName: string, expected: string) =>
    (await backend.sql(`select private.payout_name_matches($1, $2) as ok`, [accountName, expected]))[0]!.ok;

  test('two distinctive words in common, in any order, case, punctuation and accents ignored', async () => {
    expect(await matches('MAGANI DEMO PHARMACY LTD', 'Magani Demo Pharmacy')).toBe(true);
    expect(await matches('OKAFOR, CHIDI EMMANUEL', 'Dr. Chidi Okafor')).toBe(true);
    expect(await matches('ADEBAYO OLUWASEUN', 'Adébáyọ̀ Olúwaṣeun')).toBe(true);
    expect(await matches('KINGSWAY PHARMACY STORES', 'Kingsway Pharmacy')).toBe(true);
  });

  test('generic words (pharmacy, ltd, dr) and a single shared name do not make a match', async () => {
    expect(await matches('TEST ACCOUNT 1234', 'Magani Demo Pharmacy')).toBe(false);
    expect(await matches('LEKKI PHARMACY LTD', 'Lekki Care Pharmacy')).toBe(false);
    expect(await matches('CHIDI NWOSU', 'Dr. Chidi Okafor')).toBe(false);
    expect(await matches('XYZ PHARMACY LIMITED', 'ABC Pharmacy Limited')).toBe(false);
  });
});

describe('adding and changing an account', () => {
  test('the banks come from Paystack and an account number resolves to its holder\'s name', async () => {
    const { client } = await signedIn(backend, 'yaba@pharmacies.magani.test');
    const list = await call(client, { action: 'banks' });
    expect(list.status).toBe(200);
    expect(list.body.banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    const number = account('YABA WELLNESS PHARMACY');
    expect((await call(client, { action: 'resolve', bank_code: '058', account_number: number })).body)
      .toEqual({ account_name: 'YABA WELLNESS PHARMACY', bank_name: 'Guaranty Trust Bank' });
    const short = await call(client, { action: 'resolve', bank_code: '058', account_number: '12345' });
    expect(short).toEqual({ status: 400, body: { error: 'An account number is 10 digits', field: 'account_number' } });
  });

  test('a first account whose name matches is active at once, kept without its full number', async () => {
    const { client } = await signedIn(backend, DEMO.pharmacy.email);
    const saved = await call(client, { action: 'save', bank_code: '058', account_number: '0123456789' });
    expect(saved.status).toBe(200);
    expect(saved.body.account).toMatchObject({ status: 'active', held: false, account_masked: '******6789',
      account_name: 'MAGANI DEMO PHARMACY LTD', bank_name: 'Guaranty Trust Bank' });
    const row = await accountRow(DEMO.pharmacy.id);
    expect(row).toMatchObject({ payee_kind: 'pharmacy', account_last4: '6789', held_until: null });
    expect(JSON.stringify(row)).not.toContain('0123456789');
    expect(backend.paystack.transfers.size).toBe(0);
  });

  test('a change needs the password again, holds payouts for 24 hours and e-mails the person, whatever their settings', async () => {
    const email = 'surulere@pharmacies.magani.test';
    const { client, user } = await signedIn(backend, email);
    const first = account('SURULERE MEDCENTRE PHARMACY');
    expect((await call(client, { action: 'save', bank_code: '044', account_number: first })).body.account?.status).toBe('active');
    const next = account('SURULERE MEDCENTRE LTD');
    expect(await call(client, { action: 'save', bank_code: '057', account_number: next }))
      .toEqual({ status: 400, body: { error: 'Enter your password to change your payout account', field: 'password' } });
    expect(await call(client, { action: 'save', bank_code: '057', account_number: next, password: 'Wrong-password-1' }))
      .toEqual({ status: 400, body: { error: 'That password is not right', field: 'password' } });
    expect((await accountRow(user.id))!.account_last4).toBe(first.slice(-4));

    // A security notice: it comes even to someone who turned account e-mails off.
    expect((await client.rpc('set_notification_preference', { p_kind: 'account', p_channel: 'email', p_enabled: false })).error).toBeNull();
    backend.inbox.clear();
    const changed = await call(client, { action: 'save', bank_code: '057', account_number: next, password: DEMO_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.account).toMatchObject({ status: 'active', held: true, bank_name: 'Zenith Bank', account_masked: `******${next.slice(-4)}` });
    const [hold] = await backend.sql(`select extract(epoch from held_until - now())::int as s from public.payout_accounts where user_id = $1`, [user.id]);
    expect(hold!.s).toBeGreaterThan(24 * 3600 - 60);
    expect(hold!.s).toBeLessThanOrEqual(24 * 3600);
    const mail = backend.inbox.latest(email);
    expect(mail?.subject).toBe('Your payout bank account was changed');
    expect(mail?.text).toContain(`Zenith Bank ******${next.slice(-4)} (SURULERE MEDCENTRE LTD), replacing Access Bank ******${first.slice(-4)}`);
    expect(mail?.text).toContain('held for 24 hours');
    const bell = await client.from('notifications').select('title').eq('title', 'Payout account changed');
    expect(bell.data).toHaveLength(1);
  });

  test('the database itself refuses a change that skipped the password check', async () => {
    const { client, user } = await signedIn(backend, 'wuse@pharmacies.magani.test');
    expect((await call(client, { action: 'save', bank_code: '044', account_number: account('WUSE HEALTH PHARMACY') })).status).toBe(200);
    const rows = await backend.sql(`select public.save_payout_account($1, '044', 'Access Bank', '1234567890', 'WUSE HEALTH', 'RCP_forged', false) as a`, [user.id])
      .catch((err: Error) => err.message);
    expect(rows).toBe('Enter your password to change your payout account');
  });
});

describe('a name that does not match', () => {
  test('waits for an admin; only an admin approves it, and it is audited', async () => {
    const { client, user } = await signedIn(backend, 'garki@pharmacies.magani.test');
    const saved = await call(client, { action: 'save', bank_code: '033', account_number: account('JOHN BULL TRADING') });
    expect(saved.body.account).toMatchObject({ status: 'needs_approval', account_name: 'JOHN BULL TRADING', expected_name: 'Garki Family Pharmacy' });
    const bell = await client.from('notifications').select('body').eq('title', 'Payout account waiting for review');
    expect(bell.data?.[0]?.body).toContain('JOHN BULL TRADING, which does not match Garki Family Pharmacy');

    const self = await client.rpc('admin_approve_payout_account', { p_account_id: saved.body.account!.id });
    expect(self.error?.message).toBe('permission denied: administrators only');
    const admin = (await signedIn(backend, DEMO.admin.email)).client;
    const listed = await admin.from('payout_accounts').select('id, status').eq('status', 'needs_approval');
    expect(listed.data?.map((a) => a.id)).toContain(saved.body.account!.id);
    const approved = await admin.rpc('admin_approve_payout_account', { p_account_id: saved.body.account!.id });
    expect(approved.error).toBeNull();
    expect((await accountRow(user.id))!.status).toBe('active');
    // Approving it again: no longer waiting, named by its hint.
    const again = await admin.rpc('admin_approve_payout_account', { p_account_id: saved.body.account!.id });
    expect(again.error).toMatchObject({ code: 'P0002', hint: 'gone' });
    const audit = await backend.sql(`select action, details->>'what' as what from public.admin_audit where target_id = $1`, [user.id]);
    expect(audit).toEqual([{ action: 'approve', what: 'payout_account' }]);
  });
});

describe('a refused name', () => {
  test('an admin refuses with a reason; the payee is told why, by bell and e-mail; nothing is paid', async () => {
    const { client, user } = await signedIn(backend, 'transamadi@pharmacies.magani.test');
    const saved = await call(client, { action: 'save', bank_code: '033', account_number: account('ADA NWOSU STORES') });
    expect(saved.body.account?.status).toBe('needs_approval');
    const id = saved.body.account!.id;
    const self = await client.rpc('admin_refuse_payout_account', { p_account_id: id, p_reason: 'Not the business name' });
    expect(self.error?.message).toBe('permission denied: administrators only');
    const admin = (await signedIn(backend, DEMO.admin.email)).client;
    const short = await admin.rpc('admin_refuse_payout_account', { p_account_id: id, p_reason: 'no' });
    expect(short.error).toMatchObject({ message: 'Give the reason for refusing (5 to 300 characters)', hint: 'reason' });
    const refused = await admin.rpc('admin_refuse_payout_account', { p_account_id: id, p_reason: 'The account is not in the pharmacy\'s name' });
    expect(refused.error).toBeNull();
    expect(refused.data).toMatchObject({ status: 'refused', refusal_reason: 'The account is not in the pharmacy\'s name' });
    const mine = await client.rpc('my_payout_account');
    expect(mine.data).toMatchObject({ status: 'refused', refusal_reason: 'The account is not in the pharmacy\'s name' });
    const bell = await client.from('notifications').select('body').eq('title', 'Payout account refused');
    expect(bell.data?.[0]?.body).toContain('was refused: The account is not in the pharmacy\'s name.');
    const email = (await backend.sql('select email from public.profiles where user_id = $1', [user.id]))[0]!.email as string;
    const mail = await backend.sql(`select body from private.outgoing_messages where recipient = $1 and subject = 'Your payout account was refused'`, [email]);
    expect(mail[0]?.body).toContain("Why: The account is not in the pharmacy's name.");
    const again = await admin.rpc('admin_approve_payout_account', { p_account_id: id });
    expect(again.error?.message).toBe('No payout account waits for approval with this id');
    const audit = await backend.sql(`select action, details->>'reason' as reason from public.admin_audit where target_id = $1`, [user.id]);
    expect(audit).toEqual([{ action: 'reject', reason: "The account is not in the pharmacy's name" }]);
    const payeeId = (await accountRow(user.id))!.payee_id as string;
    await earn(backend, 'pharmacy', payeeId, 500_000);
    await backend.sql('select public.run_weekly_payouts()');
    expect(await payoutsOf(backend, payeeId)).toEqual([]);
  });
});

describe('who may', () => {
  test('a patient has no payout account; nobody writes the table directly or reads another\'s', async () => {
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    expect((await call(patient, { action: 'banks' })).status).toBe(403);
    const forged = await patient.from('payout_accounts').insert({ payee_kind: 'rider', payee_id: DEMO.patient.id, user_id: DEMO.patient.id,
      bank_code: '044', bank_name: 'Access Bank', account_last4: '1234', account_name: 'X', expected_name: 'X', recipient_code: 'RCP_x', status: 'active' });
    expect(forged.error).not.toBeNull();
    const other = (await signedIn(backend, 'lekki@pharmacies.magani.test')).client;
    expect((await other.from('payout_accounts').select('id')).data).toEqual([]);
    const direct = await other.rpc('save_payout_account', { p_user: DEMO.pharmacy.id, p_bank_code: '044', p_bank_name: 'Access Bank',
      p_account_number: '1234567890', p_account_name: 'X', p_recipient_code: 'RCP_x', p_password_checked: true });
    expect(direct.error).not.toBeNull();
  });
});
