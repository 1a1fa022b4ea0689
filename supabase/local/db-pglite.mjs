// The local backend on PGlite (PostgreSQL in WebAssembly): in memory, or in
// <dataDir>/pgdata. A new data folder is built beside the final one and moved
// into place only once bootstrap, migrations and seed are all in, so a start that
// is interrupted (Ctrl-C, SIGTERM, kill -9) never leaves a half-made folder where
// the next start looks. A half-made folder left by an older version is moved aside
// and rebuilt.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadTemplate, saveTemplate } from './db-template.mjs';

const BUILDING = 'pgdata.building-';

let runtime;
/**
 * PGlite's WebAssembly, compiled once per process: a start may open PGlite up to three times
 * (check an existing folder, build a new one, reopen it in place), and compiling is most of each.
 */
function pgliteRuntime() {
  runtime ??= (async () => {
    try {
      const dist = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
      const [wasm, data] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
      return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
    } catch {
      return {}; // a different PGlite layout: let PGlite find its files itself
    }
  })();
  return runtime;
}

/**
 * pg_trgm (trigram indexes, as on hosted Supabase) is loaded into every instance: the migrations
 * create it and the database's indexes need it each time it opens.
 * @param {import('@electric-sql/pglite').PGliteOptions} options
 */
const createPglite = async (options) => PGlite.create({ ...(await pgliteRuntime()), extensions: { pg_trgm }, ...options });

/**
 * @param {{ dataDir?: string, key: string, build: (pg: PGlite) => Promise<void>, notes: string[] }} options
 *   key: the template key of bootstrap + migrations + seed; build: creates the schema and seeds it
 * @returns {Promise<{ pg: PGlite, fresh: boolean, cacheTemplate: () => Promise<void> }>}
 */
export async function openPglite({ dataDir, key, build, notes }) {
  if (!dataDir) return { ...(await createFresh(undefined, key, build)), fresh: true };
  mkdirSync(dataDir, { recursive: true });
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith(BUILDING) || isRunning(Number(name.slice(BUILDING.length)))) continue;
    rmSync(join(dataDir, name), { recursive: true, force: true });
    notes.push(`Removed ${name}, left by a first start that was interrupted.`);
  }
  const finalDir = join(dataDir, 'pgdata');
  if (existsSync(finalDir)) {
    const pg = await openExisting(finalDir);
    if (pg) return { pg, fresh: false, cacheTemplate: async () => {} };
    const aside = `${finalDir}.incomplete-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(finalDir, aside);
    notes.push(
      `The database in ${finalDir} was incomplete (a first start that was interrupted?): ` +
        `moved it to ${aside} and built a new one. Delete that folder once you no longer need it.`,
    );
  }
  const buildDir = join(dataDir, `${BUILDING}${process.pid}`);
  const built = await createFresh(buildDir, key, build);
  // Everything is in: close, then move into place in one rename.
  await built.cacheTemplate();
  await built.pg.close();
  renameSync(buildDir, finalDir);
  return { pg: await createPglite({ dataDir: finalDir }), fresh: true, cacheTemplate: async () => {} };
}

async function createFresh(dir, key, build) {
  // initdb dominates a fresh start (seconds); a database already built from the
  // same SQL loads from a cached tarball in well under one.
  const template = await loadTemplate(key);
  const pg = await createPglite({ ...(dir ? { dataDir: dir } : {}), ...(template ? { loadDataDir: template } : {}) });
  if (template) return { pg, cacheTemplate: async () => {} };
  await build(pg);
  // In memory it is left to the caller to run once it is serving: the dump takes a few hundred ms.
  return { pg, cacheTemplate: () => saveTemplate(pg, key) };
}

/** Another process still building beside us keeps its folder. */
function isRunning(pid) {
  if (!Number.isInteger(pid) || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The database in `dir`, or null when it does not open or lacks the schema. */
async function openExisting(dir) {
  let pg;
  try {
    pg = await createPglite({ dataDir: dir });
    const { rows } = await pg.query(`select to_regclass('supabase_migrations.schema_migrations') is not null as ok`);
    if (rows[0]?.ok) return pg;
  } catch {
    // "PGlite failed to initialize properly" and the like: treated as half-made.
  }
  await pg?.close().catch(() => undefined);
  return null;
}
