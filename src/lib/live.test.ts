import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { useCartLines } from '@/lib/cart/lines';
import { addToCart, removeFromCart } from '@/lib/cart/store';
import { watchLive } from '@/lib/live';
import { cartOffer } from '@/lib/cart/offer-fixture';

const offer = cartOffer('offer-1', 10);

beforeEach(async () => {
  await db.cart.clear();
});

describe('live reads', () => {
  it('shows the loading state first, then the stored lines, then every change', async () => {
    const { result } = renderHook(() => useCartLines());
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual([]));

    await addToCart(offer);
    await waitFor(() => expect(result.current?.map((l) => [l.name, l.quantity])).toEqual([['Panadol 500mg Tablets', 1]]));
    await addToCart(offer);
    await waitFor(() => expect(result.current?.[0]?.quantity).toBe(2));
    await removeFromCart(offer.offerId);
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('stopped before the database arrived, reports nothing', async () => {
    const seen: number[] = [];
    const stop = watchLive((d) => d.cart.count(), (n) => seen.push(n), () => undefined);
    stop();
    const after: number[] = [];
    const stopAfter = watchLive((d) => d.cart.count(), (n) => after.push(n), () => undefined);
    await waitFor(() => expect(after).toEqual([0]));
    stopAfter();
    expect(seen).toEqual([]);
  });
});
