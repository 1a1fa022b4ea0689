// An earlier order's items as they can be bought today: quote_order gives each offer's current
// price, stock and whether it is still sold; nothing is dropped without saying so.
import type { CartAddition } from '@/lib/cart/store';
import { rpc } from '@/lib/orders/api';
import type { Order } from '@/lib/orders/schema';

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

interface Base {
  name: string;
  quantity: number;
  /** What it cost in the order. */
  was: number;
}
export interface BuyableLine extends Base { state: 'ok' | 'short'; price: number; stock: number; addition: CartAddition }
export interface LostLine extends Base { state: 'out_of_stock' | 'gone' }
export type TodayLine = BuyableLine | LostLine;
const buyable = (l: TodayLine): l is BuyableLine => l.state === 'ok' || l.state === 'short';
export { buyable };

export async function itemsToday(order: Order): Promise<TodayLine[]> {
  const ids = order.items.flatMap((i) => (i.offer_id ? [i.offer_id] : []));
  const quote = ids.length ? await rpc<QuotedOffer[]>('quote_order', { p_offer_ids: ids }) : [];
  const now = new Map(quote.map((q) => [q.offer_id, q]));
  return order.items.map((item): TodayLine => {
    const base = { name: item.name, quantity: item.quantity, was: Number(item.unit_price) };
    const offer = item.offer_id ? now.get(item.offer_id) : undefined;
    if (!offer || !item.offer_id || !item.medicine_id) return { ...base, state: 'gone' };
    if (!offer.available) return { ...base, state: offer.stock_quantity > 0 ? 'gone' : 'out_of_stock' };
    const price = Number(offer.price);
    const addition: CartAddition = {
      offerId: item.offer_id,
      pharmacyId: offer.pharmacy_id,
      pharmacyName: offer.pharmacy_name,
      medicineId: item.medicine_id,
      name: offer.medicine_name,
      price,
      prescriptionOnly: offer.prescription_only,
      quantity: item.quantity,
      stock: offer.stock_quantity,
    };
    return { ...base, state: offer.stock_quantity < item.quantity ? 'short' : 'ok', price, stock: offer.stock_quantity, addition };
  });
}
