// The order rules under real concurrency, on a PostgreSQL server (PGlite runs one session, so
// there requests simply queue). Each check opens its own connections so the calls truly overlap.
//
//   node tests/perf/orders/pg-concurrency.mjs --db-url postgres://postgres@127.0.0.1:55408/postgres
import pg from 'pg';
import { arg, asUser, freshDatabase, intent, PATIENT, PHARMACY, RIDER } from './pg-setup.mjs';

const url = await freshDatabase(arg('db-url', 'postgres://postgres@127.0.0.1:55408/postgres'), 'magani_orders_check');
const connect = async () => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
};
const owner = await connect();
let failed = false;
const check = (label, ok, detail) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
  if (!ok) failed = true;
};

const [offer] = (await owner.query(
  `select o.id from public.offers o join public.pharmacies p on p.id = o.pharmacy_id join public.medicines m on m.id = o.medicine_id
   where p.user_id = $1 and o.listed and not m.prescription_only order by o.id limit 1`, [PHARMACY])).rows;
await owner.query('update public.offers set stock_quantity = 5 where id = $1', [offer.id]);

// 20 sessions, 20 orders for the last 5 units.
const sessions = await Promise.all(Array.from({ length: 20 }, connect));
const results = await Promise.allSettled(sessions.map((c) =>
  asUser(c, PATIENT, 'select public.place_order($1) as r', [intent([{ offer_id: offer.id, quantity: 1 }])])));
const placed = results.filter((r) => r.status === 'fulfilled').length;
const refusals = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message);
const stock = (await owner.query('select stock_quantity from public.offers where id = $1', [offer.id])).rows[0].stock_quantity;
check('20 concurrent orders for the last 5 units', placed === 5 && refusals.length === 15 && stock === 0,
  `${placed} placed, ${refusals.length} refused ("${refusals[0]}"), stock left ${stock}`);

// The same key five times at once: one order.
await owner.query('update public.offers set stock_quantity = 50 where id = $1', [offer.id]);
const same = intent([{ offer_id: offer.id, quantity: 1 }], `same-key-${Date.now()}`);
const replays = await Promise.all(sessions.slice(0, 5).map((c) => asUser(c, PATIENT, 'select public.place_order($1) as r', [same])));
const ids = new Set(replays.map((rows) => rows[0].r.orders[0].id));
const count = (await owner.query('select count(*)::int as n from public.orders where idempotency_key = $1', [same.idempotency_key])).rows[0].n;
check('one idempotency key sent five times at once', ids.size === 1 && count === 1, `${count} order, ${ids.size} distinct answer`);

// Two riders accept one pickup at once.
const second = '66666666-6666-4666-8666-666666666666';
await owner.query(
  `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'rider2@magani.test', '{"role":"rider","full_name":"Second Rider"}')`, [second]);
await owner.query(`insert into public.riders (user_id, full_name, phone, approval_status, state, is_online) values ($1, 'Second Rider', '+2348020000002', 'approved', 'Lagos', true)`, [second]);
await owner.query(`update public.riders set is_online = true, state = 'Lagos' where user_id = $1`, [RIDER]);
const order = (await asUser(owner, PATIENT, 'select public.place_order($1) as r', [intent([{ offer_id: offer.id, quantity: 1 }])]))[0].r.orders[0];
for (const fn of ['confirm_order', 'start_preparing_order', 'mark_order_ready']) {
  await asUser(owner, PHARMACY, `select public.${fn}($1)`, [order.id]);
}
const accepts = await Promise.allSettled([RIDER, second].map((rider, i) =>
  asUser(sessions[i], rider, 'select public.accept_delivery($1)', [order.id])));
const winners = accepts.filter((r) => r.status === 'fulfilled').length;
const loser = accepts.find((r) => r.status === 'rejected');
const assigned = (await owner.query(`select count(*)::int as n from public.order_events where order_id = $1 and kind = 'rider_assigned'`, [order.id])).rows[0].n;
check('two riders accept one pickup at once', winners === 1 && assigned === 1, `${winners} got it, the other: "${loser?.reason.message}"`);

await Promise.all([...sessions, owner].map((c) => c.end()));
process.exit(failed ? 1 : 0);
