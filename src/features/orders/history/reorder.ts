import { addLines, type CartAddition } from '@/lib/cart/store';
import { rpc } from '@/lib/orders/api';
import type { Order } from '@/lib/orders/schema';

/** quote_order's answer for one offer: its current price, stock and whether it can be sold. */
interface QuotedOffer {
  offer_id: string;
  pharmacy_id: string;
  pharmacy_name: string;
  medicine_name: string;
  prescription_only: boolean;
  price: number;
  stock_quantity: number;
  available: boolean;
}

/**
 * Puts an earlier order's medicines back in the cart at today's prices (the quote), skipping what
 * the pharmacy no longer sells. Returns how many lines went in.
 */
export async function reorder(order: Order): Promise<{ added: number; skipped: number }> {
  // Items a pharmacist wrote into a prescription quote have no offer to put back: they count as skipped.
  const items = order.items.flatMap((i) => (i.offer_id && i.medicine_id ? [{ ...i, offer_id: i.offer_id, medicine_id: i.medicine_id }] : []));
  const quote = await rpc<QuotedOffer[]>('quote_order', { p_offer_ids: items.map((i) => i.offer_id) });
  const now = new Map(quote.map((q) => [q.offer_id, q]));
  const additions: CartAddition[] = items.flatMap((item) => {
    const offer = now.get(item.offer_id);
    if (!offer?.available) return [];
    return [{
      offerId: item.offer_id,
      pharmacyId: offer.pharmacy_id,
      pharmacyName: offer.pharmacy_name,
      medicineId: item.medicine_id,
      name: offer.medicine_name,
      price: Number(offer.price),
      prescriptionOnly: offer.prescription_only,
      quantity: item.quantity,
      stock: offer.stock_quantity,
    }];
  });
  // Into the cart of whoever is signed in, the one the cart and checkout screens read.
  await addLines(additions);
  const added = additions.length;
  return { added, skipped: order.items.length - added };
}
