import { db, GUEST } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';

const owner = () => GUEST;

/** Product ids on the wishlist; undefined while IndexedDB answers. */
export function useWishlist(): Set<string> | undefined {
  return useLiveQuery(async () => {
    const items = await db.wishlist.where('owner').equals(owner()).toArray();
    return new Set(items.map((i) => i.productId));
  }, []);
}

export async function toggleWishlist(productId: string): Promise<void> {
  const id = `${owner()}:${productId}`;
  await db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(id)) await db.wishlist.delete(id);
    else await db.wishlist.add({ id, owner: owner(), productId, addedAt: Date.now() });
  });
}
