// The cart's one home (with lines.ts, its read side): the search and cart screens, checkout and
// reorder change it through these functions, never by writing the table themselves. Dexie loads on
// the first change, so the screens that import these functions leave it out of their first load.
import { loadDb } from '@/lib/live';
import { currentOwner } from '@/lib/owner';
import { canIncrease, type CartOffer } from '@/lib/cart/totals';

// Rows belong to the signed-in account, or to 'guest' before sign-in (see src/lib/owner.ts).
const owner = currentOwner;
const lineId = (offerId: string) => `${owner()}:${offerId}`;


export async function addToCart(offer: CartOffer): Promise<void> {
  await changeQuantity(offer, 1);
}

/**
 * Adds delta to an offer's line; a line that reaches 0 is removed; an offer never grows past its
 * stock. The line keeps the price seen now; checkout asks the server again.
 */
export async function changeQuantity(offer: CartOffer, delta: number): Promise<void> {
  const id = lineId(offer.offerId);
  const { db } = await loadDb();
  await db.transaction('rw', db.cart, async () => {
    const line = await db.cart.get(id);
    const current = line?.quantity ?? 0;
    if (delta > 0 && !canIncrease(offer, current)) return;
    const quantity = current + delta;
    if (quantity <= 0) await db.cart.delete(id);
    else if (line) await db.cart.update(id, { quantity });
    else
      await db.cart.add({
        id,
        owner: owner(),
        offerId: offer.offerId,
        pharmacyId: offer.pharmacyId,
        pharmacyName: offer.pharmacyName,
        medicineId: offer.medicineId,
        name: offer.name,
        price: offer.price,
        prescriptionOnly: offer.prescriptionOnly,
        quantity,
        addedAt: Date.now(),
      });
  });
}

export async function removeFromCart(offerId: string): Promise<void> {
  const { db } = await loadDb();
  await db.cart.delete(lineId(offerId));
}

/** An offer to put in the cart at a known price, `quantity` more of it (capped at `stock`). */
export type CartAddition = Omit<CartOffer, 'stock'> & { quantity: number; stock: number };

/** Puts several offers in the cart of whoever is signed in, in one transaction (a reorder). */
export async function addLines(additions: CartAddition[]): Promise<void> {
  const who = owner();
  const { db } = await loadDb();
  await db.transaction('rw', db.cart, async () => {
    for (const { quantity: more, stock, ...offer } of additions) {
      const id = `${who}:${offer.offerId}`;
      const line = await db.cart.get(id);
      const quantity = Math.min((line?.quantity ?? 0) + more, stock);
      await db.cart.put({ id, owner: who, ...offer, quantity, addedAt: line?.addedAt ?? Date.now() });
    }
  });
}

/** Sets each offer's line to the given quantity (capped at `stock`): a reorder of the same items, however often it is opened. */
export async function setLines(lines: CartAddition[]): Promise<void> {
  const who = owner();
  const { db } = await loadDb();
  await db.transaction('rw', db.cart, async () => {
    for (const { quantity, stock, ...offer } of lines) {
      const id = `${who}:${offer.offerId}`;
      const line = await db.cart.get(id);
      await db.cart.put({ id, owner: who, ...offer, quantity: Math.min(quantity, stock), addedAt: line?.addedAt ?? Date.now() });
    }
  });
}
