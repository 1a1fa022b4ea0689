// A cache of the freshly built database (bootstrap + migrations + seed) as a
// PGlite data-dir tarball, keyed by a hash of everything that went into it. It
// lives in node_modules/.cache, so it is never committed and a changed migration
// simply builds a new one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/magani-local-backend/', import.meta.url));
const KEEP_TEMPLATES = 4;

export function templateKey(bootstrapSql, migrationsDir, seedSql) {
  const hash = createHash('sha256');
  const pglite = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  hash.update(existsSync(pglite) ? JSON.parse(readFileSync(pglite, 'utf8')).version : 'unknown');
  hash.update(bootstrapSql);
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  hash.update(seedSql);
  return hash.digest('hex').slice(0, 24);
}

/** @returns {Promise<Blob | null>} */
export async function loadTemplate(key) {
  try {
    const file = join(CACHE_DIR, `${key}.tar.gz`);
    const blob = new Blob([await readFile(file)]);
    // Marks it recently used, so it outlives templates nobody loads any more.
    await utimes(file, new Date(), new Date()).catch(() => undefined);
    return blob;
  } catch {
    return null;
  }
}

/** Best effort: a read-only node_modules only costs the next start its speed. */
export async function saveTemplate(pg, key) {
  try {
    const dump = await pg.dumpDataDir('gzip');
    await mkdir(CACHE_DIR, { recursive: true });
    const tmp = join(CACHE_DIR, `${key}.${process.pid}.${Date.now()}.tmp`);
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, join(CACHE_DIR, `${key}.tar.gz`));
    // Templates of older migration sets are dead weight (several MB each); the newest few stay,
    // so checkouts of different branches sharing node_modules do not evict each other's.
    const templates = await Promise.all(
      (await readdir(CACHE_DIR))
        .filter((file) => file.endsWith('.tar.gz'))
        .map(async (file) => ({ file, mtime: (await stat(join(CACHE_DIR, file))).mtimeMs })),
    );
    templates.sort((a, b) => b.mtime - a.mtime);
    for (const { file } of templates.slice(KEEP_TEMPLATES)) await rm(join(CACHE_DIR, file), { force: true });
  } catch (err) {
    console.warn(`[local backend] could not cache the database template: ${err.message}`);
  }
}
