// A pharmacy with more orders than one feed answer holds (100) gets every one of them, in pages
// (order_feed_page, read by src/lib/orders/api.ts fetchFeed), where order_feed alone stops at 100.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmEmail, DEMO, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

const EXTRA = 150;

let backend: LocalBackend;
let pharmacy: SupabaseClient;
let expected: string[];

type Page = { cursor: number; more: boolean; orders: { id: string; created_at: string }[] };

beforeAll(async () => {
  backend = await startBackend();
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  const patient = await signUp(backend, 'patient', 'Frequent Buyer');
  await confirmEmail(backend, patient.user.id);
  // Rows as the order functions leave them (request, order, an event); prices do not matter here.
  // Delivered orders, since a patient may only hold a few open ones at a time.
  await backend.sql(
    `with p as (select id from public.pharmacies where user_id = $2),
     r as (insert into public.order_requests (patient_id, idempotency_key)
           select $1, 'bulk-key-' || i from generate_series(1, $3) i returning idempotency_key),
     o as (insert into public.orders (reference, patient_id, pharmacy_id, idempotency_key, subtotal, delivery_fee, total,
             payment_method, delivery_state, delivery_lga, delivery_street, contact_phone, delivery_time, status, created_at)
           select 'MGN-BULK-' || r.idempotency_key, $1, p.id, r.idempotency_key, 1000, 0, 1000, 'pay_on_delivery', 'Lagos',
             'Ikeja', '1 Test Street', '+2348030000000', 'anytime', 'delivered',
             now() - interval '1 day' + (random() * interval '1 hour')
           from r, p returning id)
     insert into public.order_events (order_id, to_status, actor_role, at)
     select id, 'delivered', 'system', now() - interval '1 day' from o`,
    [patient.user.id, DEMO.pharmacy.id, EXTRA],
  );
  expected = (
    await backend.sql<{ id: string }>(
      `select o.id from public.orders o join public.pharmacies p on p.id = o.pharmacy_id where p.user_id = $1`,
      [DEMO.pharmacy.id],
    )
  ).map((r) => r.id).sort();
}, 60_000);
afterAll(() => backend.stop());

describe('order feed in pages', () => {
  test('order_feed alone gives only the newest 100', async () => {
    const { data, error } = await pharmacy.rpc('order_feed', { p_after: 0 });
    expect(error).toBeNull();
    expect(expected.length).toBeGreaterThanOrEqual(EXTRA);
    expect(data.orders).toHaveLength(100);
  });

  test('page after page, the pharmacy receives every one of its orders once, newest first', async () => {
    const pages: Page[] = [];
    let before: { created_at: string; id: string } | undefined;
    for (;;) {
      const { data, error } = await pharmacy.rpc('order_feed_page', {
        p_after: 0, p_before_at: before?.created_at ?? null, p_before_id: before?.id ?? null,
      });
      expect(error).toBeNull();
      const page = data as Page;
      pages.push(page);
      if (!page.more || page.orders.length === 0) break;
      before = page.orders[page.orders.length - 1];
    }
    const orders = pages.flatMap((p) => p.orders);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(orders.map((o) => o.id).sort()).toEqual(expected);
    const times = orders.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('a patient gets no other patient\'s orders and the anon key none at all', async () => {
    const other = await signUp(backend, 'patient', 'Someone Else');
    const { data } = await other.client.rpc('order_feed_page', { p_after: 0, p_before_at: null, p_before_id: null });
    expect((data as Page).orders).toEqual([]);
    const anon = await backend.sql<{ ok: boolean }>(
      `select has_function_privilege('anon', 'public.order_feed_page(bigint, timestamptz, uuid)', 'execute') as ok`,
    );
    expect(anon[0]!.ok).toBe(false);
  });
});
