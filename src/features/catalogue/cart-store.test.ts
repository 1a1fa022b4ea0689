import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { addToCart, changeQuantity, removeFromCart } from '@/features/catalogue/cart-store';
import { MAX_QUANTITY } from '@/features/catalogue/cart-totals';

const inStock = { id: 'med-001', inStock: true };
const soldOut = { id: 'med-002', inStock: false };
const quantity = async (id: string) => (await db.cart.get(`guest:${id}`))?.quantity ?? 0;

beforeEach(async () => {
  await db.cart.clear();
});

describe('cart store', () => {
  it('adds a product as a guest line and counts up and down, removing it at zero', async () => {
    await addToCart(inStock);
    expect(await db.cart.get('guest:med-001')).toMatchObject({ owner: 'guest', productId: 'med-001', quantity: 1 });
    await changeQuantity(inStock, 1);
    expect(await quantity('med-001')).toBe(2);
    await changeQuantity(inStock, -1);
    await changeQuantity(inStock, -1);
    expect(await db.cart.get('guest:med-001')).toBeUndefined();
  });

  it('never adds an out-of-stock product, but lets its quantity go down', async () => {
    await addToCart(soldOut);
    expect(await quantity('med-002')).toBe(0);
    await db.cart.add({ id: 'guest:med-002', owner: 'guest', productId: 'med-002', quantity: 2, addedAt: 1 });
    await changeQuantity(soldOut, 1);
    expect(await quantity('med-002')).toBe(2);
    await changeQuantity(soldOut, -1);
    expect(await quantity('med-002')).toBe(1);
  });

  it('stops at the quantity ceiling and removes a line outright', async () => {
    for (let i = 0; i < MAX_QUANTITY + 3; i++) await addToCart(inStock);
    expect(await quantity('med-001')).toBe(MAX_QUANTITY);
    await removeFromCart('med-001');
    expect(await db.cart.count()).toBe(0);
  });
});
