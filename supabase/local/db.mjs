// Opens PGlite and brings it to the schema of supabase/migrations. A data dir is
// bootstrapped and seeded only once; later starts only apply migrations that are
// new since (recorded in supabase_migrations.schema_migrations, as the CLI does).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadTemplate, saveTemplate, templateKey } from './db-template.mjs';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * @param {{ dataDir?: string, supabaseDir: string }} options
 * @returns {Promise<{ pg: PGlite, fresh: boolean, cacheTemplate: () => Promise<void> }>}
 */
export async function openDatabase({ dataDir, supabaseDir }) {
  let pgDir;
  if (dataDir) {
    pgDir = join(dataDir, 'pgdata');
    mkdirSync(pgDir, { recursive: true });
  }
  const fresh = !pgDir || !existsSync(join(pgDir, 'PG_VERSION'));
  const bootstrapSql = readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8');
  const seedFile = join(supabaseDir, 'seed.sql');
  const seedSql = existsSync(seedFile) ? readFileSync(seedFile, 'utf8') : '';
  const key = fresh ? templateKey(bootstrapSql, join(supabaseDir, 'migrations'), seedSql) : '';
  // initdb dominates a fresh start (seconds); a database already built from the
  // same SQL loads from a cached tarball in well under one.
  const template = fresh ? await loadTemplate(key) : null;
  const pg = await PGlite.create({ ...(pgDir ? { dataDir: pgDir } : {}), ...(template ? { loadDataDir: template } : {}) });
  if (fresh && !template) {
    await pg.exec(bootstrapSql);
    await applyMigrations(pg, join(supabaseDir, 'migrations'));
    if (seedSql) await pg.exec(seedSql);
    // Left to the caller to run once it is serving: the dump takes a few hundred ms.
    return { pg, fresh, cacheTemplate: () => saveTemplate(pg, key) };
  }
  await applyMigrations(pg, join(supabaseDir, 'migrations'));
  return { pg, fresh, cacheTemplate: async () => {} };
}

async function applyMigrations(pg, dir) {
  const applied = new Set(
    (await pg.query('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  const files = readdirSync(dir).filter((f) => /^\d{14}_[\w-]+\.sql$/.test(f)).sort();
  for (const file of files) {
    const version = file.slice(0, 14);
    if (applied.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        file.slice(15, -4),
      ]);
    }).catch((err) => {
      throw new Error(`migration ${file} failed: ${err.message}`);
    });
  }
}

/**
 * Runs `fn` in one transaction as the API role named by the JWT claims, the way
 * PostgREST does, so that grants and row-level security decide what happens.
 * @template T
 * @param {PGlite} pg
 * @param {Record<string, unknown>} claims verified JWT payload
 * @param {(tx: import('@electric-sql/pglite').Transaction) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export function asRole(pg, claims, fn) {
  const role = String(claims.role ?? 'anon');
  if (!API_ROLES.has(role)) throw Object.assign(new Error(`role "${role}" does not exist`), { code: '22023' });
  return pg.transaction(async (tx) => {
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
