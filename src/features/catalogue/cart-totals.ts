import type { Medication } from '@/features/catalogue/medication-schema';

export const DELIVERY_FEE = 1500;
/** A generous ceiling so a stuck finger cannot order a crate. */
export const MAX_QUANTITY = 20;

export interface QuantityLine {
  productId: string;
  quantity: number;
}

export interface PricedLine {
  product: Medication;
  quantity: number;
  lineTotal: number;
}

export interface CartTotals {
  lines: PricedLine[];
  /** Lines whose product is no longer in the catalogue. */
  missing: QuantityLine[];
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  total: number;
  needsPrescription: boolean;
}

export function computeCartTotals(lines: QuantityLine[], byId: Map<string, Medication>): CartTotals {
  const priced: PricedLine[] = [];
  const missing: QuantityLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (product) priced.push({ product, quantity: line.quantity, lineTotal: product.price * line.quantity });
    else missing.push(line);
  }
  const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const itemCount = priced.reduce((sum, l) => sum + l.quantity, 0);
  const deliveryFee = priced.length > 0 ? DELIVERY_FEE : 0;
  return {
    lines: priced,
    missing,
    itemCount,
    subtotal,
    deliveryFee,
    total: subtotal + deliveryFee,
    needsPrescription: priced.some((l) => l.product.prescription),
  };
}

/** Total quantity across lines (the number on View Cart). */
export const totalQuantity = (lines: QuantityLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** Plus is allowed only for a product in stock and below the ceiling. */
export const canIncrease = (product: Pick<Medication, 'inStock'>, quantity: number) =>
  product.inStock && quantity < MAX_QUANTITY;
