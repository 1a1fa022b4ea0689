// Builds a throwaway PostgreSQL database the way the local backend builds PGlite:
// supabase/local/bootstrap.sql, every migration in order, then seed.sql.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const supabase = new URL('../../../supabase/', import.meta.url);

/** Drops and recreates `database` on the server of `adminUrl`, then loads the schema and seed. */
export async function freshDatabase(adminUrl, database) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.query(`create database "${database}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // Roles are cluster-wide: a second database on the same cluster finds them already there.
  const bootstrap = readFileSync(new URL('local/bootstrap.sql', supabase), 'utf8');
  await client.query(bootstrap).catch(async (err) => {
    if (!/already exists/.test(err.message)) throw err;
    await client.query(bootstrap.replace(/^\s*create role[^;]*;/gim, ''));
  });
  const dir = new URL('migrations/', supabase);
  for (const file of readdirSync(dir).filter((f) => /^\d{14}_[\w-]+\.sql$/.test(f)).sort()) {
    await client.query(readFileSync(new URL(file, dir), 'utf8')).catch((err) => {
      throw new Error(`${file}: ${err.message}`);
    });
  }
  await client.query(readFileSync(new URL('seed.sql', supabase), 'utf8'));
  await client.end();
  return url.toString();
}

/** Runs `sql` in one transaction as an API user, the way the backend runs an rpc. */
export async function asUser(client, userId, sql, params) {
  await client.query('begin');
  try {
    await client.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`,
      [JSON.stringify({ sub: userId, role: 'authenticated' }), userId],
    );
    await client.query('set local role authenticated');
    const { rows } = await client.query(sql, params);
    await client.query('commit');
    return rows;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

export const PATIENT = '11111111-1111-4111-8111-111111111111';
export const PHARMACY = '22222222-2222-4222-8222-222222222222';
export const RIDER = '44444444-4444-4444-8444-444444444444';

export const intent = (lines, key = `k-${process.pid}-${Math.random().toString(36).slice(2)}`) => ({
  idempotency_key: key,
  lines,
  address: { state: 'Lagos', lga: 'Ikeja', street: '5 Awolowo Way' },
  phone: '+2348031234567',
  delivery_time: 'anytime',
  payment_method: 'pay_on_delivery',
});
