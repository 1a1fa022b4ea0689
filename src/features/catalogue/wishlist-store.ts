import { db } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';
import { currentOwner, useOwner } from '@/lib/owner';

const owner = currentOwner;

/** Product ids on the wishlist; undefined while IndexedDB answers. */
export function useWishlist(): Set<string> | undefined {
  const who = useOwner();
  return useLiveQuery(async () => {
    const items = await db.wishlist.where('owner').equals(who).toArray();
    return new Set(items.map((i) => i.productId));
  }, [who]);
}

export async function toggleWishlist(productId: string): Promise<void> {
  const id = `${owner()}:${productId}`;
  await db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(id)) await db.wishlist.delete(id);
    else await db.wishlist.add({ id, owner: owner(), productId, addedAt: Date.now() });
  });
}
