import { db, type CartLine } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';
import { currentOwner, useOwner } from '@/lib/owner';
import { canIncrease } from '@/features/catalogue/cart-totals';
import type { Medication } from '@/features/catalogue/medication-schema';

type Stockable = Pick<Medication, 'id' | 'inStock'>;

// Rows belong to the signed-in account, or to 'guest' before sign-in (see src/lib/owner.ts).
const owner = currentOwner;
const lineId = (productId: string) => `${owner()}:${productId}`;

/** The cart's lines, oldest first; undefined while IndexedDB answers. */
export function useCartLines(): CartLine[] | undefined {
  const who = useOwner();
  return useLiveQuery(async () => {
    const lines = await db.cart.where('owner').equals(who).toArray();
    return lines.sort((a, b) => a.addedAt - b.addedAt);
  }, [who]);
}

export async function addToCart(product: Stockable): Promise<void> {
  await changeQuantity(product, 1);
}

/** Adds delta to a line; a line that reaches 0 is removed; out-of-stock products never grow. */
export async function changeQuantity(product: Stockable, delta: number): Promise<void> {
  const id = lineId(product.id);
  await db.transaction('rw', db.cart, async () => {
    const line = await db.cart.get(id);
    const current = line?.quantity ?? 0;
    if (delta > 0 && !canIncrease(product, current)) return;
    const quantity = current + delta;
    if (quantity <= 0) await db.cart.delete(id);
    else if (line) await db.cart.update(id, { quantity });
    else await db.cart.add({ id, owner: owner(), productId: product.id, quantity, addedAt: Date.now() });
  });
}

export async function removeFromCart(productId: string): Promise<void> {
  await db.cart.delete(lineId(productId));
}
