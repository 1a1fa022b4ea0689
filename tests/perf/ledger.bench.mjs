// The money reads on a full ledger: 100,000 ledger lines (a year of deliveries shared by 20
// pharmacies, the demo pharmacy one of them, 200 riders), then the median time of the demo
// pharmacy's balance (my_earnings) and one week's statement (my_statement), as that pharmacy,
// on PostgreSQL 15 (target < 50 ms each), and of the admin's 8-week overview for reference.
//   node tests/perf/ledger.bench.mjs                    # a throwaway PostgreSQL 15 cluster
//   node tests/perf/ledger.bench.mjs postgres://.../db  # a server whose admin URL is given
import pg from 'pg';
import { startCluster } from '../tools/pg-cluster.mjs';
import { asUser, freshDatabase, PHARMACY } from './orders/pg-setup.mjs';

const LINES = Number(process.env.LINES ?? 100_000);
const RUNS = 15;
const ADMIN = '55555555-5555-4555-8555-555555555555';

const cluster = process.argv[2] ? null : await startCluster();
const url = await freshDatabase(process.argv[2] ?? cluster.url('postgres'), 'magani_ledger_bench');
const client = new pg.Client({ connectionString: url });
await client.connect();

const started = performance.now();
// Each delivery entry has 5 lines (cash or patient funds, the pharmacy's items and commission,
// the rider's share, the platform's commission); one in ten is paid at the door.
const entries = Math.floor(LINES / 5);
await client.query('begin');
await client.query(`
  create temp table bench_payees as
  select n, case when n = 0 then (select id from public.pharmacies where user_id = '${PHARMACY}') else gen_random_uuid() end as pharmacy
  from generate_series(0, 19) n;
  create temp table bench_riders as select n, gen_random_uuid() as rider from generate_series(0, 199) n;
  insert into private.ledger_entries (cause, reference, memo, created_at)
  select 'delivery', 'BENCH-' || i, 'Order BENCH-' || i || ' delivered', now() - (i % 364) * interval '1 day' - (i % 97) * interval '1 minute'
  from generate_series(1, ${entries}) i;
  insert into private.ledger_lines (entry_id, account_id, amount_kobo, created_at)
  select e.id, private.ledger_account(x.kind, x.owner), x.amount, e.created_at
  from private.ledger_entries e
  cross join lateral (select substring(e.reference from 7)::int as i) r
  cross join lateral (values
    (case when r.i % 10 = 0 then 'rider_cash' else 'patient_funds' end,
     case when r.i % 10 = 0 then (select rider from bench_riders where n = r.i % 200) end, 650000::bigint),
    ('pharmacy', (select pharmacy from bench_payees where n = r.i % 20), -550000::bigint),
    ('pharmacy', (select pharmacy from bench_payees where n = r.i % 20), 55000::bigint),
    ('rider', (select rider from bench_riders where n = r.i % 200), -80000::bigint),
    ('platform_commission', null::uuid, -75000::bigint)) as x(kind, owner, amount)
  where e.reference like 'BENCH-%';
`);
await client.query('commit');
// As autovacuum leaves a table once the rows are in: statistics and the visibility map (index-only scans).
await client.query('vacuum analyze');
const count = (await client.query('select count(*)::int as n from private.ledger_lines')).rows[0].n;
const mine = (await client.query(
  `select count(*)::int as n from private.ledger_lines l join private.ledger_accounts a on a.id = l.account_id
   where a.kind = 'pharmacy' and a.owner_id = (select id from public.pharmacies where user_id = $1)`, [PHARMACY])).rows[0].n;
console.log(`PostgreSQL: ${count.toLocaleString('en')} ledger lines (${mine.toLocaleString('en')} on the demo pharmacy's account) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function time(label, user, sql, params, target) {
  await asUser(client, user, sql, params); // warm-up
  const times = [];
  let rows;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    rows = await asUser(client, user, sql, params);
    times.push(performance.now() - t0);
  }
  const m = median(times);
  const verdict = target ? (m < target ? ' PASS' : ' FAIL') : '';
  console.log(`  ${label.padEnd(44)} median ${m.toFixed(1).padStart(6)} ms${target ? ` (target < ${target} ms)` : ''}${verdict}`);
  return { m, rows, ok: !target || m < target };
}

const weekAgo = new Date(Date.now() - 21 * 864e5).toISOString().slice(0, 10);
const balance = await time("pharmacy's balance (my_earnings)", PHARMACY, 'select public.my_earnings() as e', [], 50);
const week = await time("one week's statement (my_statement)", PHARMACY, 'select public.my_statement($1) as s', [weekAgo], 50);
await time("admin's 8-week overview (admin_finance)", ADMIN, 'select public.admin_finance(8) as f', []);
console.log(`  balance owed ₦${(balance.rows[0].e.balance_kobo / 100).toLocaleString('en')}, ` +
  `statement of ${week.rows[0].s.lines.length} lines, net ₦${(week.rows[0].s.totals.net_kobo / 100).toLocaleString('en')}`);
await client.end();
cluster?.stop();
process.exitCode = balance.ok && week.ok ? 0 : 1;
