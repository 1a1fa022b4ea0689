import { useEffect } from 'react';
import { useCartLines } from '@/lib/cart/lines';
import { useWishlist } from '@/lib/cart/wishlist';
import { totalQuantity } from '@/lib/cart/totals';
import type { CartSnapshot } from '@/features/catalogue/cart-snapshot';

/** Loaded lazily: reads the cart and wishlist from IndexedDB and reports every change. */
export default function CartSync({ onChange }: { onChange: (snapshot: CartSnapshot) => void }) {
  const lines = useCartLines();
  const wishlist = useWishlist();
  useEffect(() => {
    if (!lines || !wishlist) return;
    onChange({
      quantities: new Map(lines.map((l) => [l.offerId, l.quantity])),
      wishlist,
      totalQuantity: totalQuantity(lines),
    });
  }, [lines, wishlist, onChange]);
  return null;
}
