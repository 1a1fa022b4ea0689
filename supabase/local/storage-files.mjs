// Object bytes, on disk under the data dir or in memory for tests. Keys are a
// hash of bucket and name, so object names never become file-system paths.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const keyOf = (bucket, name) => createHash('sha256').update(`${bucket}\u0000${name}`).digest('hex');

/** @param {string | undefined} dir */
export function createFileStore(dir) {
  if (!dir) {
    const files = new Map();
    return {
      write: async (bucket, name, bytes) => void files.set(keyOf(bucket, name), Buffer.from(bytes)),
      read: async (bucket, name) => files.get(keyOf(bucket, name)) ?? null,
      remove: async (bucket, name) => void files.delete(keyOf(bucket, name)),
    };
  }
  return {
    async write(bucket, name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, keyOf(bucket, name)), bytes);
    },
    async read(bucket, name) {
      return readFile(join(dir, keyOf(bucket, name))).catch(() => null);
    },
    async remove(bucket, name) {
      await rm(join(dir, keyOf(bucket, name)), { force: true });
    },
  };
}
