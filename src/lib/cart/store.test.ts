import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { addToCart, changeQuantity, removeFromCart } from '@/lib/cart/store';
import { cartOffer } from '@/lib/cart/offer-fixture';
import { MAX_QUANTITY } from '@/lib/cart/totals';

const inStock = cartOffer('offer-1', 100);
const soldOut = cartOffer('offer-2', 0);
const quantity = async (id: string) => (await db.cart.get(`guest:${id}`))?.quantity ?? 0;

beforeEach(async () => {
  await db.cart.clear();
});

describe('cart store', () => {
  it('adds an offer as a guest line with what checkout needs, counts up and down, removing it at zero', async () => {
    await addToCart(inStock);
    expect(await db.cart.get('guest:offer-1')).toMatchObject({
      owner: 'guest',
      offerId: 'offer-1',
      pharmacyId: 'ph-1',
      name: 'Panadol 500mg Tablets',
      price: 4250,
      prescriptionOnly: false,
      quantity: 1,
    });
    await changeQuantity(inStock, 1);
    expect(await quantity('offer-1')).toBe(2);
    await changeQuantity(inStock, -1);
    await changeQuantity(inStock, -1);
    expect(await db.cart.get('guest:offer-1')).toBeUndefined();
  });

  it('never adds an out-of-stock offer, but lets its quantity go down', async () => {
    await addToCart(soldOut);
    expect(await quantity('offer-2')).toBe(0);
    await db.cart.add({ ...soldOut, id: 'guest:offer-2', owner: 'guest', quantity: 2, addedAt: 1 });
    await changeQuantity(soldOut, 1);
    expect(await quantity('offer-2')).toBe(2);
    await changeQuantity(soldOut, -1);
    expect(await quantity('offer-2')).toBe(1);
  });

  it('stops at the stock, at the quantity ceiling, and removes a line outright', async () => {
    for (let i = 0; i < 5; i++) await addToCart(cartOffer('offer-3', 3));
    expect(await quantity('offer-3')).toBe(3);
    for (let i = 0; i < MAX_QUANTITY + 3; i++) await addToCart(inStock);
    expect(await quantity('offer-1')).toBe(MAX_QUANTITY);
    await removeFromCart('offer-1');
    expect(await db.cart.count()).toBe(1);
  });
});
