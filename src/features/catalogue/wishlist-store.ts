import { db, GUEST } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';

const owner = () => GUEST;

/** Medicine ids on the wishlist; undefined while IndexedDB answers. */
export function useWishlist(): Set<string> | undefined {
  return useLiveQuery(async () => {
    const items = await db.wishlist.where('owner').equals(owner()).toArray();
    return new Set(items.map((i) => i.productId));
  }, []);
}

export async function toggleWishlist(medicineId: string): Promise<void> {
  const id = `${owner()}:${medicineId}`;
  await db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(id)) await db.wishlist.delete(id);
    else await db.wishlist.add({ id, owner: owner(), productId: medicineId, addedAt: Date.now() });
  });
}
