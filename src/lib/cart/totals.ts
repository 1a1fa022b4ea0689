export const DELIVERY_FEE = 1500;
/** A generous ceiling so a stuck finger cannot order a crate. */
export const MAX_QUANTITY = 20;

/** What a cart line is made from: one pharmacy's offer of one medicine, as seen when adding. */
export interface CartOffer {
  offerId: string;
  pharmacyId: string;
  pharmacyName: string;
  medicineId: string;
  name: string;
  price: number;
  prescriptionOnly: boolean;
  /** Units in stock when seen; undefined when not known (the cart page). */
  stock?: number;
}

export interface QuantityLine {
  price: number;
  quantity: number;
  prescriptionOnly: boolean;
}

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  total: number;
  needsPrescription: boolean;
}

/** Totals at the prices seen when adding; checkout confirms them with the server. */
export function computeCartTotals(lines: QuantityLine[]): CartTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const deliveryFee = lines.length > 0 ? DELIVERY_FEE : 0;
  return {
    itemCount,
    subtotal,
    deliveryFee,
    total: subtotal + deliveryFee,
    needsPrescription: lines.some((l) => l.prescriptionOnly),
  };
}

/** Total quantity across lines (the number on View Cart). */
export const totalQuantity = (lines: { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** Plus is allowed below the ceiling and, when the stock is known, below the stock. */
export const canIncrease = (offer: Pick<CartOffer, 'stock'>, quantity: number) =>
  quantity < MAX_QUANTITY && (offer.stock === undefined || quantity < offer.stock);
