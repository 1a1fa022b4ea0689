// Weekly payouts end to end: run_weekly_payouts makes the week's payouts, payouts-send (Deno) sends
// them as Paystack transfers, and the signed transfer.* webhooks settle them; a failed or reversed
// transfer puts the money back in the payee's balance and tells them why.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceClient, startBackend, type LocalBackend } from './helpers';
import { available, earn, entries, payoutsOf, pharmacyWithAccount, until } from './payout-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend({ paystackPayoutDelayMs: 200 });
});
afterAll(() => backend?.stop());

const webhook = (body: string, signature: string | null) =>
  fetch(`${backend.url}/functions/v1/paystack-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
    body,
  });

describe('the weekly run', () => {
  test('pays an active payee\'s whole balance once; a second run the same week pays nothing more', async () => {
    const payee = await pharmacyWithAccount(backend, 'kingsway@pharmacies.magani.test', 'KINGSWAY PHARMACY');
    await earn(backend, 'pharmacy', payee.payeeId, 1_250_050);
    const first = await backend.runWeeklyPayouts();
    expect(first.payouts).toBeGreaterThanOrEqual(1);
    const [payout] = await payoutsOf(backend, payee.payeeId);
    expect(payout!.reference).toMatch(new RegExp(`^payout-\\d{4}w\\d{2}-${payee.payeeId.replaceAll('-', '')}$`));
    const transfer = backend.paystack.transfers.get(payout!.reference);
    expect(transfer).toMatchObject({ amount: 1_250_050, recipient: payee.recipient });
    expect(transfer!.reason).toMatch(/^Magani Health weekly payout \d{4}w\d{2}$/);
    expect(await available(backend, 'pharmacy', payee.payeeId)).toBe(0);

    const settled = await until(() => payoutsOf(backend, payee.payeeId), (rows) => rows[0]?.status === 'paid');
    expect(settled[0]!.status).toBe('paid');
    expect(await entries(backend, 'payout_settled', payout!.reference)).toBe(1);
    const bell = await payee.client.from('notifications').select('body').eq('title', 'Payout sent');
    expect(bell.data?.map((n) => n.body)).toHaveLength(1);
    expect(bell.data?.[0]?.body).toMatch(/^₦12,500\.50 was paid to Guaranty Trust Bank \*{6}\d{4}\.$/);

    // More earned later in the same week waits for next week's payout.
    await earn(backend, 'pharmacy', payee.payeeId, 300_000);
    await backend.runWeeklyPayouts();
    expect(await payoutsOf(backend, payee.payeeId)).toHaveLength(1);
    expect([...backend.paystack.transfers.values()].filter((t) => t.recipient === payee.recipient)).toHaveLength(1);
    expect(await available(backend, 'pharmacy', payee.payeeId)).toBe(300_000);
  });

  test('a balance under ₦1,000, an account held after a change or waiting for approval is not paid', async () => {
    const small = await pharmacyWithAccount(backend, 'lekki@pharmacies.magani.test', 'LEKKI CARE PHARMACY');
    await earn(backend, 'pharmacy', small.payeeId, 99_999);
    const held = await pharmacyWithAccount(backend, 'maitama@pharmacies.magani.test', 'MAITAMA PREMIER PHARMACY');
    await earn(backend, 'pharmacy', held.payeeId, 500_000);
    await backend.sql(`update public.payout_accounts set held_until = now() + interval '23 hours' where user_id = $1`, [held.user.id]);
    const waiting = await pharmacyWithAccount(backend, 'nassarawa@pharmacies.magani.test', 'NASSARAWA PHARMACY');
    await earn(backend, 'pharmacy', waiting.payeeId, 500_000);
    await backend.sql(`update public.payout_accounts set status = 'needs_approval' where user_id = $1`, [waiting.user.id]);
    await backend.runWeeklyPayouts();
    for (const p of [small, held, waiting]) expect(await payoutsOf(backend, p.payeeId)).toEqual([]);
    expect(await available(backend, 'pharmacy', held.payeeId)).toBe(500_000);
  });

  test('only the service role runs the job or sends payouts', async () => {
    const payee = await pharmacyWithAccount(backend, 'sabongari@pharmacies.magani.test', 'SABON GARI DRUG MART');
    for (const fn of ['run_weekly_payouts', 'claim_payouts']) {
      expect((await payee.client.rpc(fn)).error?.code).toBe('42501');
    }
    const { data: { session } } = await payee.client.auth.getSession();
    const send = await fetch(`${backend.url}/functions/v1/payouts-send`, { method: 'POST', headers: { Authorization: `Bearer ${session!.access_token}` } });
    expect(send.status).toBe(401);
    expect((await serviceClient(backend).rpc('run_weekly_payouts')).error).toBeNull();
  });
});

describe('when a transfer does not arrive', () => {
  test('a failed transfer returns the money to the balance and tells the payee why', async () => {
    const payee = await pharmacyWithAccount(backend, 'bodija@pharmacies.magani.test', 'BODIJA PHARMACY');
    await earn(backend, 'pharmacy', payee.payeeId, 400_000);
    backend.paystack.setTransferOutcome(payee.recipient, 'failed', 'Account is dormant');
    backend.inbox.clear();
    await backend.runWeeklyPayouts();
    const rows = await until(() => payoutsOf(backend, payee.payeeId), (r) => r[0]?.status === 'failed');
    expect(rows[0]).toMatchObject({ status: 'failed', failure_reason: 'Account is dormant' });
    expect(await available(backend, 'pharmacy', payee.payeeId)).toBe(400_000);
    expect(await entries(backend, 'payout_failed', rows[0]!.reference)).toBe(1);
    const bell = await payee.client.from('notifications').select('body').eq('title', 'Payout not received');
    expect(bell.data?.[0]?.body).toMatch(/^Your payout of ₦4,000 to Guaranty Trust Bank \*{6}\d{4} failed: Account is dormant\. The money is back in your balance/);
    // Queued for the one sender (retries; held until 07:00 Lagos in quiet hours).
    const queued = await backend.sql(`select body from private.outgoing_messages where channel = 'email' and recipient = $1 and subject = 'Your payout did not arrive'`, [payee.email]);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toContain('Why: Account is dormant.');
  });

  test('a reversed transfer, after it had succeeded, returns the money too', async () => {
    const payee = await pharmacyWithAccount(backend, 'ringroad@pharmacies.magani.test', 'RING ROAD PHARMACY');
    await earn(backend, 'pharmacy', payee.payeeId, 250_000);
    backend.paystack.setTransferOutcome(payee.recipient, 'reversed', 'Beneficiary bank reversed the credit');
    await backend.runWeeklyPayouts();
    const rows = await until(() => payoutsOf(backend, payee.payeeId), (r) => r[0]?.status === 'reversed');
    expect(rows[0]).toMatchObject({ status: 'reversed', failure_reason: 'Beneficiary bank reversed the credit' });
    expect(await entries(backend, 'payout_settled', rows[0]!.reference)).toBe(1);
    expect(await entries(backend, 'payout_failed', rows[0]!.reference)).toBe(1);
    expect(await available(backend, 'pharmacy', payee.payeeId)).toBe(250_000);
    const bell = await payee.client.from('notifications').select('body').eq('title', 'Payout not received');
    expect(bell.data?.[0]?.body).toContain('was reversed: Beneficiary bank reversed the credit');
  });
});

describe('the transfer webhook', () => {
  test('a wrong or missing signature is refused; a replayed one settles nothing more', async () => {
    const payee = await pharmacyWithAccount(backend, 'dugbe@pharmacies.magani.test', 'DUGBE CHEMISTS');
    await earn(backend, 'pharmacy', payee.payeeId, 150_000);
    backend.paystack.setTransferOutcome(payee.recipient, 'failed', 'Could not credit account');
    await backend.runWeeklyPayouts();
    const [payout] = await until(() => payoutsOf(backend, payee.payeeId), (r) => r[0]?.status === 'failed');
    // A forged success for the failed payout: refused before anything is read.
    const forged = JSON.stringify({ event: 'transfer.success', data: { reference: payout!.reference, amount: 150_000, currency: 'NGN', status: 'success' } });
    expect((await webhook(forged, null)).status).toBe(401);
    expect((await webhook(forged, 'a'.repeat(128))).status).toBe(401);
    expect((await webhook(forged, backend.paystack.sign(forged.replace('150000', '150001')))).status).toBe(401);
    expect((await payoutsOf(backend, payee.payeeId))[0]!.status).toBe('failed');
    // The real failure replayed three times: one payout_failed entry, the money back once.
    for (let i = 0; i < 3; i += 1) await backend.paystack.resendTransfer(payout!.reference);
    expect(await entries(backend, 'payout_failed', payout!.reference)).toBe(1);
    expect(await available(backend, 'pharmacy', payee.payeeId)).toBe(150_000);
    const outcomes = await backend.sql(`select outcome from public.payout_events where reference = $1 and event like 'transfer.%' order by id`, [payout!.reference]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
  });
});
