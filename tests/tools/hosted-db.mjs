// A database set up the way a hosted Supabase project is, on a throwaway cluster whose bootstrap
// superuser is `supabase_admin` (pg-cluster.mjs):
// - `postgres` is NOT a superuser: login, createrole, createdb, replication, bypassrls, a member of
//   the API roles; on `auth` it has every privilege on the tables (rows, triggers, references) but
//   may not create anything in the schema, as on hosted (which revoked its membership in
//   supabase_auth_admin). It stays a member of `supabase_storage_admin`: hosted lets it create
//   policies on storage.objects through supautils' policy grants, which plain PostgreSQL can only
//   grant through the table's owner;
// - `supabase_auth_admin` owns schema `auth` and its tables, `supabase_storage_admin` owns `storage`;
// - `authenticator` (login, noinherit) may switch to `anon`, `authenticated` and `service_role`.
// supabase/local/bootstrap.sql is run section by section as those owners; then the migrations and
// seed.sql are applied by the Supabase CLI of node_modules (`supabase db push`), connected as
// `postgres`, exactly as they would be to a hosted project.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOSTED_SUPERUSER = 'supabase_admin';

const ROLES = [
  ['postgres', 'login createrole createdb replication bypassrls'],
  ['anon', 'nologin noinherit'],
  ['authenticated', 'nologin noinherit'],
  ['service_role', 'nologin noinherit bypassrls'],
  ['authenticator', 'login noinherit'],
  ['supabase_auth_admin', 'login noinherit createrole'],
  ['supabase_storage_admin', 'login noinherit createrole'],
];

/** Cluster-wide roles, once per cluster (roles are not per database). */
export async function createHostedRoles(adminUrl) {
  await withClient(adminUrl, async (c) => {
    for (const [name, attrs] of ROLES) {
      const { rowCount } = await c.query('select 1 from pg_roles where rolname = $1', [name]);
      await c.query(`${rowCount ? 'alter' : 'create'} role ${name} with ${rowCount ? attrs.replace('nologin ', '') : attrs}`);
    }
    await c.query('grant anon, authenticated, service_role to authenticator');
    await c.query('grant anon, authenticated, service_role, supabase_storage_admin to postgres');
    // Hosted lets postgres set PostgREST's settings on authenticator (supautils'
    // privileged_role_allowed_configs); plain PostgreSQL 15 says the same with a parameter grant.
    await c.query('grant set on parameter pgrst.db_pre_request to postgres');
  });
}

/**
 * bootstrap.sql split at its section headings: the API-role grants and default privileges as
 * `postgres` (hosted sets them for objects postgres creates), `auth` as supabase_auth_admin,
 * `storage` as supabase_storage_admin. The migration history table is left to the CLI.
 */
export function bootstrapSections(dir = root) {
  const sql = readFileSync(path.join(dir, 'supabase/local/bootstrap.sql'), 'utf8');
  const at = (heading) => {
    const i = sql.indexOf(heading);
    if (i < 0) throw new Error(`bootstrap.sql has no "${heading}" section`);
    return i;
  };
  const auth = at('-- auth ---');
  const storage = at('-- storage ---');
  const history = at('-- The Supabase CLI records');
  return [
    ['postgres', sql.slice(0, auth)],
    ['supabase_auth_admin', sql.slice(auth, storage)],
    ['supabase_storage_admin', sql.slice(storage, history)],
  ];
}

/**
 * Creates `db` owned by postgres, runs the bootstrap as the owners, then `supabase db push`.
 * `dir` is the checkout whose supabase/ folder is pushed (default: this one).
 */
export async function buildHostedDatabase(cluster, db, dir = root) {
  await withClient(cluster.url('postgres'), async (c) => {
    await c.query(`create database ${db} owner postgres`);
  });
  await withClient(cluster.url(db), async (c) => {
    await c.query(`grant create on database ${db} to supabase_auth_admin, supabase_storage_admin`);
    for (const [role, sql] of bootstrapSections(dir)) {
      await c.query(`set role ${role}`);
      await c.query(sql);
      await c.query('reset role');
    }
    await c.query('set role supabase_auth_admin');
    await c.query(`grant usage on schema auth to postgres;
      grant all on all tables in schema auth to postgres;
      grant all on all sequences in schema auth to postgres;
      grant execute on all functions in schema auth to postgres`);
    await c.query('reset role');
  });
  const started = Date.now();
  const push = spawnSync(
    'npx',
    ['supabase', 'db', 'push', `--remote=${cluster.url(db, 'postgres')}`, '--include-seed', '--skip-vault', '--yes',
      '--workdir', dir],
    { cwd: root, encoding: 'utf8', env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
  );
  const out = `${push.stdout}\n${push.stderr}`.trim();
  if (push.status !== 0) throw new Error(`supabase db push failed (exit ${push.status}):\n${out}`);
  const applied = (out.match(/Applying migration /g) ?? []).length;
  return { applied, ms: Date.now() - started, output: out };
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
