// The bell, SMS and e-mail texts the database writes show naira and counts as the screens do.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { DEMO_PHARMACY_USER, demoOffer, intent, place } from './order-helpers';

let backend: LocalBackend;
let patient: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  patient = (await signedIn(backend, DEMO.patient.email)).client;
});
afterAll(() => backend.stop());

const naira = (n: number) => `₦${n.toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;

async function pharmacyTexts(orderId: string, reference: string) {
  const [bell] = await backend.sql('select body from public.notifications where order_id = $1 and user_id = $2', [orderId, DEMO_PHARMACY_USER]);
  const [mail] = await backend.sql(`select body from private.outgoing_messages where subject = $1 and channel = 'email'`, ['New order ' + reference]);
  return { bell: bell!.body as string, mail: mail!.body as string };
}

describe('message wording', () => {
  test('an order of one item: "1 item, ₦3,700", no kobo, no item(s)', async () => {
    const offer = await demoOffer(backend, { stock: 20 });
    const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }]));
    const order = orders[0]!;
    expect(Number.isInteger(order.total)).toBe(true);
    const { bell, mail } = await pharmacyTexts(order.id, order.reference);
    expect(bell).toBe(`1 item, ${naira(order.total)}, pay on delivery`);
    expect(mail).toContain(`: ${naira(order.total)}, pay on delivery.`);
    expect(mail).not.toMatch(/\.00\b/);
  });

  test('three units: "3 items"', async () => {
    const offer = await demoOffer(backend, { stock: 20 });
    const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 3 }]));
    const { bell } = await pharmacyTexts(orders[0]!.id, orders[0]!.reference);
    expect(bell).toBe(`3 items, ${naira(orders[0]!.total)}, pay on delivery`);
  });

  test('kobo stay when there are some; other plurals resolve', async () => {
    const rows = await backend.sql(
      `select private.tidy_wording($1) as a, private.tidy_wording($2) as b, private.tidy_wording($3) as c,
              private.naira_text(3700) as d, private.naira_text(3700.5) as e, private.naira_text(1234567) as f`,
      ['₦3,700.50 and ₦12.00', 'from 1 pharmacy(ies) and 2 pharmacy(ies)', '11 item(s); 21 box(es)'],
    );
    expect(rows[0]).toEqual({
      a: '₦3,700.50 and ₦12',
      b: 'from 1 pharmacy and 2 pharmacies',
      c: '11 items; 21 boxes',
      d: '₦3,700',
      e: '₦3,700.50',
      f: '₦1,234,567',
    });
  });
});
