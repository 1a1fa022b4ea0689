// config.toml's [api] max_rows (1000) caps every answer, as PostgREST does on a hosted project: one
// request for a long list silently gets only the first 1000 rows. The app reads such lists page by
// page (src/lib/paging.ts); a pharmacy with 1,001 offers gets all of them that way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fetchAllPages, PAGE_SIZE } from '../../src/lib/paging';
import { signUp, startBackend, type LocalBackend } from './helpers';

const OFFERS = 1001;
const maxRows = Number(/^max_rows\s*=\s*(\d+)/m.exec(readFileSync(join(__dirname, '../../supabase/config.toml'), 'utf8'))![1]);

let backend: LocalBackend;
let pharmacy: SupabaseClient;
let pharmacyId: string;
let offerIds: string[];

beforeAll(async () => {
  backend = await startBackend();
  const account = await signUp(backend, 'pharmacy', 'Bulk Pharmacist');
  pharmacy = account.client;
  const [row] = await backend.sql<{ id: string }>(
    `insert into public.pharmacies (user_id, name, address, status) values ($1, 'Bulk Pharmacy', 'Kano', 'approved') returning id`,
    [account.user.id],
  );
  pharmacyId = row!.id;
  await backend.sql(
    `with m as (
       insert into public.medicines (name, generic_name, dosage_form, category)
       select 'Bulkamol ' || lpad(i::text, 4, '0'), 'Bulkamol', 'Tablet', 'painkillers' from generate_series(1, $1) i
       returning id)
     insert into public.offers (pharmacy_id, medicine_id, price, stock_quantity) select $2, id, 500, 10 from m`,
    [OFFERS, pharmacyId],
  );
  offerIds = (await backend.sql<{ id: string }>('select id from public.offers where pharmacy_id = $1', [pharmacyId]))
    .map((r) => r.id)
    .sort();
}, 60_000);
afterAll(() => backend.stop());

describe('[api] max_rows', () => {
  test('the app asks for pages no longer than max_rows', () => {
    expect(maxRows).toBe(1000);
    expect(PAGE_SIZE).toBeLessThanOrEqual(maxRows);
  });

  test('one unpaged request gets 1,000 of the 1,001 offers, for a set-returning function and for a table', async () => {
    const rpc = await pharmacy.rpc('my_offers');
    expect(rpc.error).toBeNull();
    expect(rpc.data).toHaveLength(maxRows);

    const table = await pharmacy.from('offers').select('id', { count: 'exact' }).eq('pharmacy_id', pharmacyId);
    expect(table.error).toBeNull();
    expect(table.data).toHaveLength(maxRows);
    expect(table.count).toBe(OFFERS); // Content-Range: 0-999/1001

    const asked = await pharmacy.from('offers').select('id').eq('pharmacy_id', pharmacyId).limit(5000);
    expect(asked.data).toHaveLength(maxRows);
  });

  test('read page by page, as the pharmacy screen does, all 1,001 offers arrive once each', async () => {
    const requests: [number, number][] = [];
    const { data, error } = await fetchAllPages<{ id: string }, { message: string }>((from, to) => {
      requests.push([from, to]);
      return pharmacy.rpc('my_offers').order('name').order('id').range(from, to);
    });
    expect(error).toBeNull();
    expect(requests).toEqual([[0, 999], [1000, 1999]]);
    expect(data.map((r) => r.id).sort()).toEqual(offerIds);
    expect(new Set(data.map((r) => r.id)).size).toBe(OFFERS);
  });

  test('a page of a set-returning function says which rows it holds (Content-Range)', async () => {
    const res = await fetch(`${backend.url}/rest/v1/rpc/my_offers?order=name,id&offset=1000`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${(await pharmacy.auth.getSession()).data.session!.access_token}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('1000-1000/*');
    const rows = (await res.json()) as { name: string }[];
    expect(rows.map((r) => r.name)).toEqual(['Bulkamol 1001']);
  });
});
