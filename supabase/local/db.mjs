// Opens the database and brings it to the schema of supabase/migrations, on
// either engine: PGlite (default; in memory or in a data dir) or a PostgreSQL
// server named by a connection URL. Both offer the same interface (query / exec /
// transaction / close). A database is bootstrapped and seeded only once; later
// starts only apply migrations that are new since (recorded in
// supabase_migrations.schema_migrations, as the CLI does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from './db-pglite.mjs';
import { connectPostgres } from './db-postgres.mjs';
import { templateKey } from './db-template.mjs';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * @typedef {{ rows: any[], affectedRows?: number, fields: { name: string, dataTypeID: number }[] }} Result
 * @typedef {{ query: (sql: string, params?: unknown[]) => Promise<Result>, exec: (sql: string) => Promise<Result[]> }} Session
 * @typedef {Session & { transaction: <T>(fn: (tx: Session) => Promise<T>) => Promise<T>, close: () => Promise<void> }} Database
 */

/**
 * @param {{ dataDir?: string, dbUrl?: string, hostedRoles?: boolean, supabaseDir: string }} options
 * @returns {Promise<{ pg: Database, engine: 'pglite' | 'postgres', fresh: boolean, notes: string[], cacheTemplate: () => Promise<void> }>}
 */
export async function openDatabase({ dataDir, dbUrl, hostedRoles, supabaseDir }) {
  const migrationsDir = join(supabaseDir, 'migrations');
  const bootstrapSql = readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8');
  const seedFile = join(supabaseDir, 'seed.sql');
  const seedSql = existsSync(seedFile) ? readFileSync(seedFile, 'utf8') : '';
  const build = async (tx) => {
    await tx.exec(bootstrapSql);
    await applyMigrations(tx, migrationsDir);
    if (seedSql) await tx.exec(seedSql);
  };
  /** @type {string[]} */
  const notes = [];
  if (dbUrl && hostedRoles) return openHosted(dbUrl, migrationsDir);
  if (dbUrl) {
    const pg = connectPostgres(dbUrl);
    try {
      const fresh = await buildOnce(pg, build);
      await applyMigrations(pg, migrationsDir);
      return { pg, engine: 'postgres', fresh, notes, cacheTemplate: async () => {} };
    } catch (err) {
      await pg.close();
      throw err;
    }
  }
  const key = templateKey(bootstrapSql, migrationsDir, seedSql);
  const opened = await openPglite({ dataDir, key, build, notes });
  await applyMigrations(opened.pg, migrationsDir);
  return { ...opened, engine: 'pglite', notes };
}

/**
 * A database set up like a hosted project (tests/tools/hosted-db.mjs): the schema was built by the
 * Supabase CLI, so it is only checked here. Each part connects as the role its hosted counterpart
 * uses: REST, RPC and Storage requests as `authenticator` (then `set local role`), auth as
 * `supabase_auth_admin`, Storage's own bookkeeping as `supabase_storage_admin`; the rest (outgoing
 * messages, `backend.sql`) as the URL's role, normally the non-superuser `postgres`.
 */
async function openHosted(dbUrl, migrationsDir) {
  const as = (user) => {
    const url = new URL(dbUrl);
    url.username = user;
    return connectPostgres(url.toString());
  };
  const pg = connectPostgres(dbUrl);
  const pools = { api: as('authenticator'), auth: as('supabase_auth_admin'), storage: as('supabase_storage_admin') };
  const closeMain = pg.close;
  Object.assign(pg, pools, {
    close: () => Promise.all([closeMain(), ...Object.values(pools).map((p) => p.close())]).then(() => undefined),
  });
  try {
    const applied = new Set(
      (await pg.query('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
    );
    const missing = migrationFiles(migrationsDir).filter((f) => !applied.has(f.slice(0, 14)));
    if (missing.length) throw new Error(`migrations not applied (run supabase db push): ${missing.join(', ')}`);
  } catch (err) {
    await pg.close();
    throw err;
  }
  return { pg, engine: /** @type {const} */ ('postgres'), fresh: false, notes: [], cacheTemplate: async () => {} };
}

const migrationFiles = (dir) => readdirSync(dir).filter((f) => /^\d{14}_[\w-]+\.sql$/.test(f)).sort();

/**
 * On a server the whole first build is one transaction, so an interrupted start
 * leaves nothing behind; the advisory lock keeps two backends from building at once.
 * @returns {Promise<boolean>} whether this call built the schema
 */
function buildOnce(pg, build) {
  return pg.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('magani local backend bootstrap'))`);
    const { rows } = await tx.query(`select to_regclass('supabase_migrations.schema_migrations') is null as empty`);
    if (!rows[0].empty) return false;
    await build(tx);
    return true;
  });
}

/** @param {Database | Session} db a database (one transaction per file) or an open transaction */
async function applyMigrations(db, dir) {
  const applied = new Set(
    (await db.query('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  for (const file of migrationFiles(dir)) {
    const version = file.slice(0, 14);
    if (applied.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    const apply = async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        file.slice(15, -4),
      ]);
    };
    await ('transaction' in db ? db.transaction(apply) : apply(db)).catch((err) => {
      throw new Error(`migration ${file} failed: ${err.message}`);
    });
  }
}

/**
 * Runs `fn` in one transaction as the API role named by the JWT claims, the way
 * PostgREST does, so that grants and row-level security decide what happens.
 * @template T
 * @param {Database} pg
 * @param {Record<string, unknown>} claims verified JWT payload
 * @param {(tx: Session) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export function asRole(pg, claims, fn) {
  const role = String(claims.role ?? 'anon');
  if (!API_ROLES.has(role)) throw Object.assign(new Error(`role "${role}" does not exist`), { code: '22023' });
  // With hosted roles the request runs on the pool connected as `authenticator`, as PostgREST does.
  return (pg.api ?? pg).transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true)`,
      [JSON.stringify(claims), String(claims.sub ?? ''), role],
    );
    // The role name is checked against a fixed allow-list above; identifiers cannot be bound.
    await tx.exec(`set local role ${role}`);
    return fn(tx);
  });
}
