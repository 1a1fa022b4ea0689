// The last answer of a signed-in person's own reads (their bookings, their prescriptions), kept on
// this device so that the screen still shows it offline. Rows belong to the account and go with
// the rest of its rows at sign-out (src/lib/sync/wipe.ts) or when someone else signs in here.
import { db } from '@/lib/db';
import { storedUserId } from '@/lib/auth/hint';

const owner = () => storedUserId();

export async function saveCopy(key: string, data: unknown, who = owner()): Promise<void> {
  if (!who) return;
  await db.copies.put({ id: `${who}:${key}`, owner: who, key, data, savedAt: Date.now() });
}

/** The copy saved for the signed-in account, if any. */
export async function readCopy<T>(key: string, who = owner()): Promise<{ data: T; savedAt: number } | undefined> {
  if (!who) return undefined;
  const row = await db.copies.get(`${who}:${key}`);
  return row && row.owner === who ? { data: row.data as T, savedAt: row.savedAt } : undefined;
}
