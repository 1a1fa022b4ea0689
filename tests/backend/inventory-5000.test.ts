// A pharmacy with 5,000 offers: the inventory reads every one of them page by page (1,000 per
// request, the API's max_rows), in the order the screen shows them, and its search finds an offer
// that sits on the screen's last page.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fetchAllPages } from '../../src/lib/paging';
import { myOffersPage } from '../../src/lib/pharmacy/my-offers-query';
import { filterOffers } from '../../src/features/pharmacy/inventory/inventory-filter';
import type { MyOffer } from '../../src/lib/pharmacy/offers';
import { signUp, startBackend, type LocalBackend } from './helpers';

const OFFERS = 5_000;
const SCREEN_PAGE = 50;

let backend: LocalBackend;
let pharmacy: SupabaseClient;
let offerIds: string[];

beforeAll(async () => {
  backend = await startBackend();
  const account = await signUp(backend, 'pharmacy', 'Large Stock Pharmacist');
  pharmacy = account.client;
  const [row] = await backend.sql<{ id: string }>(
    `insert into public.pharmacies (user_id, name, address, status) values ($1, 'Large Stock Pharmacy', 'Ibadan', 'approved') returning id`,
    [account.user.id],
  );
  await backend.sql(
    `with m as (
       insert into public.medicines (name, generic_name, dosage_form, category, nafdac_number)
       select 'Stockamol ' || lpad(i::text, 4, '0'), 'Stockamol', 'Tablet', 'painkillers', 'B7-' || (100000 + i)
       from generate_series(1, $1) i
       returning id, name)
     insert into public.offers (pharmacy_id, medicine_id, price, stock_quantity, batch_number)
     select $2, id, 500, 10, 'LOT-' || right(name, 4) from m`,
    [OFFERS, row!.id],
  );
  offerIds = (await backend.sql<{ id: string }>('select id from public.offers where pharmacy_id = $1', [row!.id])).map((r) => r.id).sort();
}, 120_000);
afterAll(() => backend.stop());

test('all 5,000 offers are read, in five requests, each once, and the search finds one on the last page', async () => {
  let requests = 0;
  const page = myOffersPage(pharmacy);
  const { data, error } = await fetchAllPages<MyOffer, unknown>((from, to) => {
    requests++;
    return page(from, to);
  });
  expect(error).toBeNull();
  expect(requests).toBe(6); // five full pages, then an empty one ends the list
  expect(data.map((o) => o.id).sort()).toEqual(offerIds);
  expect(new Set(data.map((o) => o.id)).size).toBe(OFFERS);
  // The screen's order is the server's: by name.
  expect(data[0]!.name).toBe('Stockamol 0001');
  const last = data[OFFERS - 1]!;
  expect(last.name).toBe('Stockamol 5000');
  expect(Math.ceil(OFFERS / SCREEN_PAGE)).toBe(100); // the screen's last page holds it

  for (const query of ['B7-105000', 'lot-5000', 'stockamol 5000']) {
    expect(filterOffers(data, query, 'all').map((o) => o.id)).toEqual([last.id]);
  }
  expect(filterOffers(data, 'stockamol', 'all')).toHaveLength(OFFERS);
});
