import { db } from '@/lib/db';

const ASKED = 'storage-persist-asked';

/**
 * Asks the browser once to keep our IndexedDB when space runs low: the first time something is
 * queued or put in the cart, the data is worth more than a cache. The answer is remembered.
 */
export async function requestPersistentStorage(): Promise<void> {
  try {
    if (!navigator.storage?.persist) return;
    if (await db.kv.get(ASKED)) return;
    await db.kv.put({ key: ASKED, value: { at: Date.now() } });
    const granted = await navigator.storage.persist();
    await db.kv.put({ key: ASKED, value: { at: Date.now(), granted } });
  } catch {
    // Not supported or refused: storage stays "best effort", which still works.
  }
}
