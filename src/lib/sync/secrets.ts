import { db } from '@/lib/db';

// Passwords waiting in the outbox are encrypted under one AES-GCM key that the browser will never
// export: a copy of the IndexedDB files alone does not reveal them.
const KEY_ID = 'key:outbox';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

let keyPromise: Promise<CryptoKey> | undefined;

async function loadOrCreateKey(): Promise<CryptoKey> {
  const existing = await db.secrets.get(KEY_ID);
  if (existing?.key) return existing.key;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  try {
    await db.secrets.add({ id: KEY_ID, key });
    return key;
  } catch {
    // Another tab stored its key first: use that one so both tabs can read each other's secrets.
    const winner = await db.secrets.get(KEY_ID);
    if (!winner?.key) throw new Error('The device key could not be stored');
    return winner.key;
  }
}

function deviceKey(): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey().catch((error) => {
    keyPromise = undefined;
    throw error;
  });
  return keyPromise;
}

export const secretId = (jobId: string, field: string) => `${jobId}:${field}`;

export async function sealSecret(id: string, plaintext: string): Promise<void> {
  const key = await deviceKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(plaintext));
  await db.secrets.put({ id, iv, data });
}

/** undefined when there is no such secret (already used, or cancelled). */
export async function openSecret(id: string): Promise<string | undefined> {
  const record = await db.secrets.get(id);
  if (!record?.iv || !record.data) return undefined;
  const key = await deviceKey();
  const iv = new Uint8Array(record.iv);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, record.data);
  return decoder.decode(plain);
}

/** Deletes every secret of one job. */
export async function deleteJobSecrets(jobId: string): Promise<void> {
  await db.secrets.where('id').startsWith(`${jobId}:`).delete();
}

/** Removes secrets whose job no longer exists (a crash between the two deletes, say). */
export async function deleteOrphanSecrets(): Promise<void> {
  const ids = (await db.secrets.toCollection().primaryKeys()) as string[];
  const jobIds = new Set((await db.outbox.toCollection().primaryKeys()) as string[]);
  const orphans = ids.filter((id) => id !== KEY_ID && !jobIds.has(id.slice(0, id.lastIndexOf(':'))));
  if (orphans.length) await db.secrets.bulkDelete(orphans);
}

/** For tests: forget the cached key (as a fresh page load would). */
export function forgetCachedKey() {
  keyPromise = undefined;
}
