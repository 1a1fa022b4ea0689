import { describe, expect, it } from 'vitest';
import { canIncrease, computeCartTotals, MAX_QUANTITY, totalQuantity } from '@/lib/cart/totals';

describe('computeCartTotals', () => {
  it('adds line totals at the prices seen and flags prescription items, with no fee of its own', () => {
    const totals = computeCartTotals([
      { price: 1200, quantity: 3, prescriptionOnly: false },
      { price: 4500, quantity: 1, prescriptionOnly: true },
    ]);
    expect(totals.subtotal).toBe(8100);
    expect(totals).not.toHaveProperty('deliveryFee');
    expect(totals.itemCount).toBe(4);
    expect(totals.needsPrescription).toBe(true);
  });

  it('an empty cart is nothing', () => {
    expect(computeCartTotals([])).toEqual({ itemCount: 0, subtotal: 0, needsPrescription: false });
  });
});

describe('quantity rules', () => {
  it('counts total quantity for View Cart', () => {
    expect(totalQuantity([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(totalQuantity([])).toBe(0);
  });

  it('never lets an offer grow past its stock, nor any past the ceiling', () => {
    expect(canIncrease({ stock: 5 }, 1)).toBe(true);
    expect(canIncrease({ stock: 0 }, 0)).toBe(false);
    expect(canIncrease({ stock: 2 }, 2)).toBe(false);
    expect(canIncrease({ stock: 500 }, MAX_QUANTITY)).toBe(false);
    expect(canIncrease({}, 3)).toBe(true);
  });
});
