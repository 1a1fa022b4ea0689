import { db, GUEST, type WishlistItem } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';
import type { Medication } from '@/features/catalogue/medication-schema';

const owner = () => GUEST;

type Wishable = Pick<Medication, 'id' | 'name' | 'genericName' | 'strength' | 'price' | 'pharmacy'>;

/** Product ids on the wishlist; undefined while IndexedDB answers. */
export function useWishlist(): Set<string> | undefined {
  return useLiveQuery(async () => {
    const items = await db.wishlist.where('owner').equals(owner()).toArray();
    return new Set(items.map((i) => i.productId));
  }, []);
}

/** The saved hearts, newest first, with what their cards showed; undefined while IndexedDB answers. */
export function useWishlistItems(): WishlistItem[] | undefined {
  return useLiveQuery(async () => {
    const items = await db.wishlist.where('owner').equals(owner()).toArray();
    return items.sort((a, b) => b.addedAt - a.addedAt);
  }, []);
}

export async function removeFromWishlist(productId: string): Promise<void> {
  await db.wishlist.delete(`${owner()}:${productId}`);
}

export async function toggleWishlist(product: Wishable): Promise<void> {
  const id = `${owner()}:${product.id}`;
  await db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(id)) await db.wishlist.delete(id);
    else
      await db.wishlist.add({
        id,
        owner: owner(),
        productId: product.id,
        addedAt: Date.now(),
        name: product.name,
        detail: `${product.genericName} ${product.strength}`.trim(),
        price: product.price,
        pharmacy: product.pharmacy,
      });
  });
}
