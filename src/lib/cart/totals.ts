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
  /** At the prices seen when adding: shown only when the server's quote cannot be had. */
  subtotal: number;
  needsPrescription: boolean;
}

/**
 * Counts and the subtotal at the prices seen when adding. Fees and totals are never worked out
 * here: they are the server's (quote_cart, see quote.ts), the same rule the orders are charged by.
 */
export function computeCartTotals(lines: QuantityLine[]): CartTotals {
  return {
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    needsPrescription: lines.some((l) => l.prescriptionOnly),
  };
}

/** Total quantity across lines (the number on View Cart). */
export const totalQuantity = (lines: { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** Plus is allowed below the ceiling and, when the stock is known, below the stock. */
export const canIncrease = (offer: Pick<CartOffer, 'stock'>, quantity: number) =>
  quantity < MAX_QUANTITY && (offer.stock === undefined || quantity < offer.stock);
