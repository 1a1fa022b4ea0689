// Places orders straight against public.place_order on a PostgreSQL server, as many sessions at
// once as --concurrency, over the seeded catalogue (random 1-3 non-prescription offers of the
// approved pharmacies per order), and prints orders per second and latency percentiles.
//
//   node tests/perf/orders/bench.mjs --db-url postgres://postgres@127.0.0.1:55408/postgres \
//        [--concurrency 20] [--orders 3000]
import pg from 'pg';
import { arg, asUser, freshDatabase, intent, PATIENT } from './pg-setup.mjs';

const concurrency = Number(arg('concurrency', '20'));
const total = Number(arg('orders', '3000'));
const url = await freshDatabase(arg('db-url', 'postgres://postgres@127.0.0.1:55408/postgres'), 'magani_orders_bench');

const owner = new pg.Client({ connectionString: url });
await owner.connect();
const offers = (await owner.query(
  `select o.id from public.offers o join public.pharmacies p on p.id = o.pharmacy_id join public.medicines m on m.id = o.medicine_id
   where p.status = 'approved' and o.listed and not m.prescription_only`)).rows.map((r) => r.id);
// Enough stock that no order is refused: the benchmark measures placing, not running out.
await owner.query('update public.offers set stock_quantity = 1000000');
const pharmacies = (await owner.query(`select count(distinct pharmacy_id)::int as n from public.offers`)).rows[0].n;

const pick = () => {
  const n = 1 + Math.floor(Math.random() * 3);
  const chosen = new Set();
  while (chosen.size < Math.min(n, offers.length)) chosen.add(offers[Math.floor(Math.random() * offers.length)]);
  return [...chosen].map((offer_id) => ({ offer_id, quantity: 1 + Math.floor(Math.random() * 2) }));
};

const sessions = await Promise.all(Array.from({ length: concurrency }, async () => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}));
const place = (c) => asUser(c, PATIENT, 'select public.place_order($1) as r', [intent(pick())]);
// Warm-up: plans cached and the tables' pages in memory on every session.
await Promise.all(sessions.map((c) => place(c)));

const latencies = [];
let started = 0;
let refused = 0;
const t0 = performance.now();
await Promise.all(sessions.map(async (c) => {
  while (started < total) {
    started += 1;
    const t = performance.now();
    try {
      await place(c);
    } catch {
      refused += 1;
    }
    latencies.push(performance.now() - t);
  }
}));
const seconds = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
const version = (await owner.query('show server_version')).rows[0].server_version;
console.log(`PostgreSQL ${version}; ${offers.length} offers of ${pharmacies} pharmacies; concurrency ${concurrency}`);
console.log(`${latencies.length} checkouts (${refused} refused) in ${seconds.toFixed(2)} s: ${(latencies.length / seconds).toFixed(0)} orders/s`);
console.log(`latency ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${latencies.at(-1).toFixed(1)}`);
await Promise.all([...sessions, owner].map((c) => c.end()));
