// The cart's read side, and what an order takes out of it: small, for the checkout's first load.
// Dexie stays out of it: the read loads the database after the first render (src/lib/live.ts).
import type { CartLine } from '@/lib/db';
import { loadDb, useLiveQuery } from '@/lib/live';
import { useOwner } from '@/lib/owner';

/** The cart's lines, oldest first; undefined while IndexedDB answers. */
export function useCartLines(): CartLine[] | undefined {
  const who = useOwner();
  return useLiveQuery(async (db) => {
    const lines = await db.cart.where('owner').equals(who).toArray();
    return lines.sort((a, b) => a.addedAt - b.addedAt);
  }, [who]);
}

/** Takes the ordered offers out of the cart of these owners (once the server holds the order). */
export async function removeOrdered(owners: string[], offerIds: Iterable<string>): Promise<void> {
  const ordered = new Set(offerIds);
  const { db } = await loadDb();
  await db.cart.where('owner').anyOf(owners).filter((line) => ordered.has(line.offerId)).delete();
}
