// The cart's read side, and what an order takes out of it: small, for the checkout's first load.
import { db, type CartLine } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';
import { useOwner } from '@/lib/owner';

/** The cart's lines, oldest first; undefined while IndexedDB answers. */
export function useCartLines(): CartLine[] | undefined {
  const who = useOwner();
  return useLiveQuery(async () => {
    const lines = await db.cart.where('owner').equals(who).toArray();
    return lines.sort((a, b) => a.addedAt - b.addedAt);
  }, [who]);
}

/** Takes the ordered offers out of the cart of these owners (once the server holds the order). */
export async function removeOrdered(owners: string[], offerIds: Iterable<string>): Promise<void> {
  const ordered = new Set(offerIds);
  await db.cart.where('owner').anyOf(owners).filter((line) => ordered.has(line.offerId)).delete();
}
