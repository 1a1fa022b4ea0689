import { describe, expect, it } from 'vitest';
import type { Medication } from '@/features/catalogue/medication-schema';
import {
  canIncrease,
  computeCartTotals,
  DELIVERY_FEE,
  MAX_QUANTITY,
  totalQuantity,
} from '@/features/catalogue/cart-totals';

const product = (id: string, price: number, prescription = false) =>
  ({ id, name: id, price, prescription, inStock: true }) as Medication;
const byId = new Map([product('a', 1200), product('b', 4500, true)].map((p) => [p.id, p]));

describe('computeCartTotals', () => {
  it('adds line totals, the ₦1,500 delivery fee and flags prescription items', () => {
    const totals = computeCartTotals(
      [
        { productId: 'a', quantity: 3 },
        { productId: 'b', quantity: 1 },
      ],
      byId,
    );
    expect(totals.lines.map((l) => l.lineTotal)).toEqual([3600, 4500]);
    expect(totals.subtotal).toBe(8100);
    expect(totals.deliveryFee).toBe(DELIVERY_FEE);
    expect(totals.total).toBe(9600);
    expect(totals.itemCount).toBe(4);
    expect(totals.needsPrescription).toBe(true);
  });

  it('charges no delivery on an empty cart and sets aside products that left the catalogue', () => {
    const totals = computeCartTotals([{ productId: 'gone', quantity: 2 }], byId);
    expect(totals).toMatchObject({ subtotal: 0, deliveryFee: 0, total: 0, needsPrescription: false });
    expect(totals.missing).toEqual([{ productId: 'gone', quantity: 2 }]);
  });
});

describe('quantity rules', () => {
  it('counts total quantity for View Cart', () => {
    expect(
      totalQuantity([
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 3 },
      ]),
    ).toBe(5);
    expect(totalQuantity([])).toBe(0);
  });

  it('never lets an out-of-stock product grow, nor any past the ceiling', () => {
    expect(canIncrease({ inStock: true }, 1)).toBe(true);
    expect(canIncrease({ inStock: false }, 0)).toBe(false);
    expect(canIncrease({ inStock: true }, MAX_QUANTITY)).toBe(false);
  });
});
