// The pharmacy's analytics (pharmacy_stats) read their money from the ledger: for the same orders,
// the revenue, commission and refunds are the figures of the week's statement on /pharmacy/payouts
// (my_statement), and a refund of a delivered order lowers both alike.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { approvedRider } from './order-helpers';
import { deliver, kobo, paidOnlineOrder, podOrder, share, unbalancedEntries } from './ledger-helpers';

interface Stats {
  revenue: number;
  revenue_kobo: number;
  commission_kobo: number;
  refunds_kobo: number;
  earned_kobo: number;
  delivered: number;
  today: { revenue: number };
  by_week: { week_start: string; revenue_kobo: number; commission_kobo: number; refunds_kobo: number; delivered: number }[];
}
interface Statement { week_start: string; totals: { earnings_kobo: number; commission_kobo: number; refunds_kobo: number } }

let backend: LocalBackend;
let pharmacy: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
}, 240_000);
afterAll(async () => {
  if (backend) expect(await unbalancedEntries(backend)).toBe(0);
  await backend?.stop();
});

async function both() {
  const stats = await pharmacy.rpc('pharmacy_stats', { p_days: 7 });
  expect(stats.error).toBeNull();
  const lagosToday = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  const statement = await pharmacy.rpc('my_statement', { p_week_start: lagosToday });
  expect(statement.error).toBeNull();
  return { stats: stats.data as Stats, statement: statement.data as Statement };
}

test('revenue, commission and refunds are the ledger\'s, the same as the week\'s statement', async () => {
  const start = await both();
  expect(start.stats.revenue_kobo).toBe(0);
  expect(start.stats.by_week).toEqual([]);

  const patient = (await confirmedPatient(backend)).client;
  const rider = await approvedRider(backend, 'Lagos', 'Analytics Rider');
  const cash = await podOrder(backend, patient, 3);
  await deliver(backend, pharmacy, rider.client, cash.id);
  const { order: online, payment } = await paidOnlineOrder(backend, patient, 2);
  await deliver(backend, pharmacy, rider.client, online.id);
  const placedOnly = await podOrder(backend, patient, 1);

  const items = kobo(cash.subtotal) + kobo(online.subtotal);
  const cut = share(kobo(cash.subtotal), 1000) + share(kobo(online.subtotal), 1000);
  const mid = await both();
  expect(mid.stats).toMatchObject({ revenue_kobo: items, commission_kobo: cut, refunds_kobo: 0, earned_kobo: items - cut, delivered: 2 });
  expect(mid.stats.revenue).toBe(items / 100);
  expect(mid.stats.today.revenue).toBe(items / 100);
  expect(mid.stats.by_week).toEqual([expect.objectContaining({
    week_start: mid.statement.week_start, revenue_kobo: mid.statement.totals.earnings_kobo,
    commission_kobo: mid.statement.totals.commission_kobo, refunds_kobo: 0, delivered: 2 })]);
  expect(mid.statement.totals.earnings_kobo).toBe(items);

  // The online order is refunded after delivery: its earnings are reversed on both screens.
  const paymentId = (await backend.sql('select id from public.payments where reference = $1', [payment.reference]))[0]!.id;
  await backend.sql(`insert into public.payment_refunds (payment_id, order_id, amount_kobo, reason) values ($1, $2, $3, 'Damaged pack')`,
    [paymentId, online.id, kobo(online.total)]);
  const end = await both();
  const refunded = kobo(online.subtotal) - share(kobo(online.subtotal), 1000);
  expect(end.statement.totals.refunds_kobo).toBe(refunded);
  expect(end.stats).toMatchObject({ revenue_kobo: items, refunds_kobo: refunded, earned_kobo: items - cut - refunded });
  expect(end.stats.by_week[0]).toMatchObject({ revenue_kobo: end.statement.totals.earnings_kobo,
    commission_kobo: end.statement.totals.commission_kobo, refunds_kobo: end.statement.totals.refunds_kobo });
  // An order placed but not delivered earns nothing yet.
  expect(placedOnly.subtotal).toBeGreaterThan(0);
  expect(end.stats.delivered).toBe(2);
}, 120_000);

test('only a pharmacy reads its figures', async () => {
  const patient = (await confirmedPatient(backend)).client;
  const { error } = await patient.rpc('pharmacy_stats', { p_days: 7 });
  expect(error?.message).toBe('Only a pharmacy account has order figures');
});
