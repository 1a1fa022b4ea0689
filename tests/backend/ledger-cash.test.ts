// Cash on delivery and the money reads: a rider's cash goes down only when the pharmacy (for its
// own orders) or an admin records it handed over; above ₦50,000 the rider gets no new pickup;
// admins adjust with a reason; each person reads only their own earnings and statement.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, signUp, startBackend, type LocalBackend } from './helpers';
import { approvedRider, toReady } from './order-helpers';
import { balance, deliver, kobo, podOrder, share, unbalancedEntries } from './ledger-helpers';

let backend: LocalBackend;
let pharmacy: SupabaseClient;
let admin: SupabaseClient;
let pharmacyId: string;
beforeAll(async () => {
  backend = await startBackend();
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  admin = (await signedIn(backend, DEMO.admin.email)).client;
  pharmacyId = (await backend.sql('select id from public.pharmacies where user_id = $1', [DEMO.pharmacy.id]))[0]!.id as string;
});
afterAll(async () => {
  if (backend) expect(await unbalancedEntries(backend)).toBe(0);
  await backend?.stop();
});

const handover = (client: SupabaseClient, rider: string, amount: number, id = randomUUID()) =>
  client.rpc('record_cash_handover', { p_rider_user_id: rider, p_amount_kobo: amount, p_request_id: id, p_note: 'Counted at the counter' });

describe('cash handed over', () => {
  test('the pharmacy records cash from its own orders, at most what the rider holds from them, once per request', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const rider = await approvedRider(backend, 'Lagos', 'Handover Rider');
    const order = await podOrder(backend, patient);
    await deliver(backend, pharmacy, rider.client, order.id);
    const held = kobo(order.total);
    const owedBefore = -(await balance(backend, 'pharmacy', pharmacyId));
    const tooMuch = await handover(pharmacy, rider.user.id, held + 1);
    expect(tooMuch.error?.message).toMatch(/holds ₦/);
    // Named by its hint, with the amount as the detail, so the form says it in the person's language.
    expect(tooMuch.error?.hint).toBe('amount_held');
    expect(tooMuch.error?.details).toBe(tooMuch.error?.message.match(/₦[\d,.]+/)?.[0]);
    const other = (await signUp(backend, 'pharmacy')).client;
    expect((await handover(other, rider.user.id, 100)).error?.code).toBe('42501');
    expect((await handover(patient, rider.user.id, 100)).error?.code).toBe('42501');
    const id = randomUUID();
    const first = await handover(pharmacy, rider.user.id, held, id);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ cash_held_kobo: 0, replayed: false });
    expect((await handover(pharmacy, rider.user.id, held, id)).data).toMatchObject({ replayed: true });
    expect(await balance(backend, 'rider_cash', rider.user.id)).toBe(0);
    // The pharmacy kept the cash, so the platform owes it that much less.
    expect(-(await balance(backend, 'pharmacy', pharmacyId))).toBe(owedBefore - held);
  });

  test('an admin records cash banked by the platform; a rider over ₦50,000 gets no new pickup until then', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const rider = await approvedRider(backend, 'Lagos', 'Limit Rider');
    const first = await podOrder(backend, patient);
    // Earlier cash still in hand: ₦49,990 recorded by an admin adjustment, with its reason.
    expect((await admin.rpc('admin_ledger_adjustment', { p_kind: 'rider_cash', p_owner: rider.user.id, p_amount_kobo: 4_999_000,
      p_reason: 'Cash held before the ledger started', p_request_id: randomUUID() })).error).toBeNull();
    await deliver(backend, pharmacy, rider.client, first.id);
    const held = 4_999_000 + kobo(first.total);
    expect(held).toBeGreaterThan(5_000_000);
    const next = await podOrder(backend, patient, 1, 1);
    await toReady(pharmacy, next.id);
    const refused = await rider.client.rpc('accept_delivery', { p_order_id: next.id });
    expect(refused.error?.message).toMatch(/hand it over before taking new pickups \(limit ₦50,000\)/);
    expect(refused.error?.hint).toBe('cash_limit');
    expect((await backend.sql('select rider_id from public.orders where id = $1', [next.id]))[0]!.rider_id).toBeNull();
    const earnings = await rider.client.rpc('my_earnings');
    expect(earnings.data).toMatchObject({ kind: 'rider', cash_held_kobo: held, pickups_blocked: true, cash_limit_kobo: 5_000_000 });
    expect((await handover(admin, rider.user.id, held)).error).toBeNull();
    expect(await balance(backend, 'platform_cash')).toBeGreaterThanOrEqual(held);
    expect((await rider.client.rpc('accept_delivery', { p_order_id: next.id })).error).toBeNull();
  });

  test('adjustments are an admin\'s, with a reason', async () => {
    const args = { p_kind: 'pharmacy', p_owner: pharmacyId, p_amount_kobo: 50_000, p_reason: 'Compensation for a damaged parcel', p_request_id: randomUUID() };
    expect((await pharmacy.rpc('admin_ledger_adjustment', args)).error?.code).toBe('42501');
    expect((await admin.rpc('admin_ledger_adjustment', { ...args, p_reason: ' ' })).error?.hint).toBe('reason');
    const before = await balance(backend, 'pharmacy', pharmacyId);
    expect((await admin.rpc('admin_ledger_adjustment', args)).data).toMatchObject({ amount_kobo: 50_000 });
    expect((await admin.rpc('admin_ledger_adjustment', args)).data).toMatchObject({ amount_kobo: 50_000 });
    expect(await balance(backend, 'pharmacy', pharmacyId)).toBe(before - 50_000);
    const finance = await admin.rpc('admin_finance', { p_weeks: 4 });
    expect((finance.data as { adjustments: { reason: string }[] }).adjustments[0]).toMatchObject({ reason: args.p_reason, amount_kobo: 50_000 });
  });
});

describe('reads', () => {
  test('earnings and the week\'s statement come from the ledger, and are the caller\'s own', async () => {
    const patient = (await confirmedPatient(backend)).client;
    const rider = await approvedRider(backend, 'Lagos', 'Statement Rider');
    const order = await podOrder(backend, patient, 2);
    await toReady(pharmacy, order.id);
    const riderMine = rider.client;
    const riderShare = share(kobo(order.delivery_fee), 8000);
    expect((await riderMine.rpc('accept_delivery', { p_order_id: order.id })).error).toBeNull();
    expect((await riderMine.rpc('my_earnings')).data).toMatchObject({ pending_kobo: riderShare, balance_kobo: 0, available_kobo: 0 });
    await deliver(backend, pharmacy, riderMine, order.id, 'accepted');
    const mine = (await riderMine.rpc('my_earnings')).data as Record<string, unknown>;
    expect(mine.pending_kobo).toBe(0);
    expect(mine).toMatchObject({ balance_kobo: riderShare, available_kobo: riderShare, cash_held_kobo: kobo(order.total) });
    expect(new Date(mine.next_payout_at as string).getUTCDay()).toBe(1);
    expect(new Date(mine.next_payout_at as string).getUTCHours()).toBe(8);
    const week = (await riderMine.rpc('my_statement', { p_week_start: new Date().toISOString().slice(0, 10) })).data as {
      lines: { type: string; amount_kobo: number; reference: string }[]; totals: Record<string, number>; closing_kobo: number };
    expect(week.lines.map((l) => [l.type, l.amount_kobo])).toEqual([['cash_collected', kobo(order.total)], ['earning', riderShare]]);
    expect(week.totals).toMatchObject({ earnings_kobo: riderShare, net_kobo: riderShare, cash_collected_kobo: kobo(order.total) });
    expect(week.closing_kobo).toBe(riderShare);
    const ph = (await pharmacy.rpc('my_earnings')).data as { balance_kobo: number };
    expect(ph.balance_kobo).toBe(-(await balance(backend, 'pharmacy', pharmacyId)));
    const pst = (await pharmacy.rpc('my_statement', { p_week_start: new Date().toISOString().slice(0, 10) })).data as {
      lines: { reference: string; type: string; amount_kobo: number }[] };
    expect(pst.lines.filter((l) => l.reference === order.reference).map((l) => [l.type, l.amount_kobo]))
      .toEqual([['earning', kobo(order.subtotal)], ['commission', -share(kobo(order.subtotal), 1000)]]);
    expect((await patient.rpc('my_earnings')).error?.code).toBe('42501');
    expect((await patient.rpc('my_statement', { p_week_start: '2026-01-05' })).error?.code).toBe('42501');
    expect((await pharmacy.rpc('admin_finance', { p_weeks: 8 })).error?.code).toBe('42501');
  });

  test('the admin\'s week totals match the ledger', async () => {
    const { data, error } = await admin.rpc('admin_finance', { p_weeks: 8 });
    expect(error).toBeNull();
    const f = data as { weeks: Record<string, number>[]; now: Record<string, number>; rates: Record<string, number> };
    expect(f.weeks).toHaveLength(8);
    const sums = await backend.sql(`select a.kind, sum(l.amount_kobo)::bigint as b from private.ledger_lines l join private.ledger_accounts a on a.id = l.account_id group by a.kind`);
    const of = (k: string) => Number(sums.find((r) => r.kind === k)?.b ?? 0);
    expect(f.now).toMatchObject({ riders_cash_held_kobo: of('rider_cash'), owed_to_pharmacies_kobo: -of('pharmacy'),
      commission_total_kobo: -of('platform_commission'), platform_cash_kobo: of('platform_cash') });
    expect(f.weeks[0]!.commission_kobo).toBe(-of('platform_commission'));
    expect(f.rates).toMatchObject({ pharmacy_commission_pct: 10, rider_share_pct: 80, doctor_commission_pct: 15 });
  });
});
