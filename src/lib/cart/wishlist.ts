// Dexie stays out of the screens' first load: reads and writes load the database on first use.
import type { WishlistItem } from '@/lib/db';
import { loadDb, useLiveQuery } from '@/lib/live';
import { currentOwner, useOwner } from '@/lib/owner';

const owner = currentOwner;

/** What the card shows of a medicine, kept with the heart so the wishlist page needs no catalogue. */
export type Wishable = { id: string; name: string; detail: string; price?: number; pharmacy?: string };

/** Medicine ids on the wishlist; undefined while IndexedDB answers. */
export function useWishlist(): Set<string> | undefined {
  const who = useOwner();
  return useLiveQuery(async (db) => {
    const items = await db.wishlist.where('owner').equals(who).toArray();
    return new Set(items.map((i) => i.productId));
  }, [who]);
}

/** The saved hearts, newest first, with what their cards showed; undefined while IndexedDB answers. */
export function useWishlistItems(): WishlistItem[] | undefined {
  const who = useOwner();
  return useLiveQuery(async (db) => {
    const items = await db.wishlist.where('owner').equals(who).toArray();
    return items.sort((a, b) => b.addedAt - a.addedAt);
  }, [who]);
}

export async function removeFromWishlist(productId: string): Promise<void> {
  const { db } = await loadDb();
  await db.wishlist.delete(`${owner()}:${productId}`);
}

export async function toggleWishlist(product: Wishable): Promise<void> {
  const id = `${owner()}:${product.id}`;
  const { db } = await loadDb();
  await db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(id)) await db.wishlist.delete(id);
    else
      await db.wishlist.add({
        id,
        owner: owner(),
        productId: product.id,
        addedAt: Date.now(),
        name: product.name,
        detail: product.detail,
        price: product.price,
        pharmacy: product.pharmacy,
      });
  });
}
