// The catalogue at national scale on PostgreSQL 15: 1,000 pharmacies in the 36 states and the
// FCT, 5,000 medicines, 500,000 offers (tests/perf/catalogue/national.mjs, made in the database).
// Prints the largest state's first download and its refreshes (gzip bytes), find_medicines and the
// delta query (state_catalogue with a cursor) p50/p95 with 20 requests side by side, and the
// device's search per keystroke on the largest state's copy (the app's own decoder and search).
//   npm run bench:catalogue                       # a throwaway PostgreSQL 15 cluster
//   node tests/perf/catalogue.bench.mjs postgres://.../db
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import pg from 'pg';
import { startCluster } from '../tools/pg-cluster.mjs';
import { freshDatabase, PHARMACY } from './orders/pg-setup.mjs';
import { nationalStatements, PHARMACIES_PER_STATE } from './catalogue/national.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cluster = process.argv[2] ? null : await startCluster();
const url = await freshDatabase(process.argv[2] ?? cluster.url('postgres'), 'magani_catalogue_bench');
const owner = new pg.Client({ connectionString: url });
await owner.connect();
const results = [];
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
const report = (line, ok) => {
  results.push(ok);
  console.log(`  ${line}${ok === undefined ? '' : ` ${verdict(ok)}`}`);
};

let t0 = performance.now();
await owner.query('begin');
for (const statement of nationalStatements(root)) await owner.query(statement);
await owner.query('commit');
await owner.query('vacuum analyze');
const counts = (await owner.query(`select
  (select count(*) from public.pharmacies where status = 'approved')::int as pharmacies,
  (select count(*) from public.medicines)::int as medicines,
  (select count(*) from public.offers)::int as offers,
  (select count(*) from public.state_prices)::int as figures`)).rows[0];
console.log(`PostgreSQL ${(await owner.query('show server_version')).rows[0].server_version}: ${counts.pharmacies} pharmacies, ` +
  `${counts.medicines} medicines, ${counts.offers.toLocaleString('en')} offers, ${counts.figures.toLocaleString('en')} state figures ` +
  `(loaded, figures by the triggers' function, in ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
// The machine's load: the figures below are only comparable at a similar load.
const load = () => loadavg().map((x) => x.toFixed(1)).join(' / ');
console.log(`Load average (1 / 5 / 15 min) before measuring: ${load()}`);

/** Runs `sql` as an API role in its own transaction, as PostgREST does. */
async function as(client, role, sql, params, user) {
  await client.query('begin');
  try {
    if (user) await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: user, role })]);
    await client.query(`set local role ${role}`);
    const { rows } = await client.query(sql, params);
    await client.query('commit');
    return rows;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}
const copy = async (state, since = null) =>
  (await as(owner, 'anon', 'select public.state_catalogue($1, $2)::text as body', [state, since]))[0].body;
const gz = (text) => gzipSync(text, { level: 6 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const largest = Object.entries(PHARMACIES_PER_STATE).sort((a, b) => b[1] - a[1])[0][0];
const full = await copy(largest);
const parsed = JSON.parse(full);
console.log(`\n${largest} (${PHARMACIES_PER_STATE[largest]} pharmacies), as a patient's device downloads it:`);
report(`first download: ${parsed.m.length} medicines, ${kb(full.length)} raw, ${kb(gz(full))} gzip (target <= 300 KB)`, gz(full) <= 300 * 1024);
const quiet = await copy(largest, parsed.at);
report(`refresh, nothing new: ${gz(quiet)} B gzip (target <= 1 KB)`, gz(quiet) <= 1024);
// 100 price changes that each move a figure: the cheapest offer of 100 medicines gets ₦10 cheaper.
await owner.query(`update public.offers o set price = o.price - 10
  from (select distinct on (o.medicine_id) o.id from public.offers o join public.pharmacies p on p.id = o.pharmacy_id
        where p.state = $1 and o.stock_quantity > 0 and o.price > 20 order by o.medicine_id, o.price limit 100) c
  where o.id = c.id`, [largest]);
const changed = await copy(largest, JSON.parse(quiet).at);
const delta = JSON.parse(changed);
report(`refresh, 100 price changes: ${delta.f.length} rows, ${gz(changed)} B gzip (target <= 5 KB)`, gz(changed) <= 5 * 1024);

const terms = ['pa', 'para', 'paracetamol 500', 'amox', 'metformin', 'emzor', 'cipro', 'vitamin', 'N3-100201', 'lisinopril', 'artemether', 'zz'];
// 20 requests side by side, each on its own connection.
const p = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
async function concurrently(label, each, target) {
  const clients = await Promise.all(Array.from({ length: 20 }, async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  }));
  const times = [];
  await Promise.all(clients.map((c, w) => each(c, 0, w))); // warm-up
  await Promise.all(clients.map(async (c, w) => {
    for (let i = 1; i <= 25; i++) {
      const start = performance.now();
      await each(c, i, w);
      times.push(performance.now() - start);
    }
  }));
  await Promise.all(clients.map((c) => c.end()));
  report(`${label.padEnd(40)} p50 ${p(times, 0.5).toFixed(1).padStart(5)} ms, p95 ${p(times, 0.95).toFixed(1).padStart(5)} ms ` +
    `(${times.length} calls, 20 at a time${target ? `; target p95 < ${target} ms` : ''})`, target ? p(times, 0.95) < target : undefined);
}
const single = async (sql, params, role, user) => {
  const times = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await as(owner, role, sql, params(i), user);
    times.push(performance.now() - start);
  }
  return p(times, 0.5).toFixed(1);
};
console.log(`\nOne request at a time (median): find_medicines ${await single('select * from public.find_medicines($1)', (i) => [terms[i % terms.length]], 'authenticated', PHARMACY)} ms, ` +
  `delta ${await single('select public.state_catalogue($1, $2)::text', (i) => [largest, i % 2 ? parsed.at : JSON.parse(quiet).at], 'anon')} ms, ` +
  `first download ${await single('select public.state_catalogue($1, null)::text', () => [largest], 'anon')} ms`);
console.log('\nOn the server, 20 requests at a time:');
// The floor: the same transaction as an API role around a query that does nothing.
await concurrently('nothing (select 1), for comparison', (c) => as(c, 'anon', 'select 1', []));
await concurrently('find_medicines (Add Product picker)', (c, i, w) =>
  as(c, 'authenticated', 'select * from public.find_medicines($1)', [terms[(i + w) % terms.length]], PHARMACY), 100);
const states = Object.keys(PHARMACIES_PER_STATE);
const cursors = [parsed.at, JSON.parse(quiet).at];
await concurrently('state_catalogue delta (a refresh)', (c, i, w) =>
  as(c, 'anon', 'select public.state_catalogue($1, $2)::text', [i % 2 ? largest : states[(i + w) % states.length], cursors[(i + w) % 2]]), 50);

// The device: the app's decoder and search over the largest state's copy, one search per keystroke.
const jiti = createJiti(import.meta.url, { alias: { '@': `${root}src` } });
const wire = await jiti.import('../../src/lib/catalogue-wire.ts');
const search = await jiti.import('../../src/features/catalogue/search.ts');
const params = await jiti.import('../../src/features/catalogue/search-params.ts');
t0 = performance.now();
const rows = wire.decodeStateCopy(JSON.parse(full));
const decodeMs = performance.now() - t0;
t0 = performance.now();
const catalogue = search.prepareCatalogue({ state: rows.state, medicines: rows.medicines, pharmacies: [], offers: [], syncedAt: Date.now() });
const prepareMs = performance.now() - t0;
const typed = 'paracetamol 500';
const keystrokes = [];
for (let round = 0; round < 5; round++) {
  for (let n = 1; n <= typed.length; n++) {
    const start = performance.now();
    search.searchCatalogue(catalogue, { ...params.searchDefaults, q: typed.slice(0, n), sort: n % 2 ? 'price-low' : 'relevance', stock: 'instock' });
    keystrokes.push(performance.now() - start);
  }
}
console.log(`\nOn the device (Node ${process.version}), ${largest}'s copy of ${rows.medicines.length} medicines:`);
report(`decode ${decodeMs.toFixed(0)} ms, prepare ${prepareMs.toFixed(0)} ms (once per change of the copy, both in the worker; the page: npm run bench:catalogue-page)`);
report(`search per keystroke ("${typed}", typed 5 times): p50 ${p(keystrokes, 0.5).toFixed(2)} ms, max ${Math.max(...keystrokes).toFixed(2)} ms (target < 5 ms)`,
  p(keystrokes, 0.5) < 5);

console.log(`\nLoad average (1 / 5 / 15 min) after measuring: ${load()}`);
await owner.end();
cluster?.stop();
process.exitCode = results.every((r) => r !== false) ? 0 : 1;
