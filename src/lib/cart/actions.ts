import type { CartOffer } from '@/lib/cart/totals';
import type { Wishable } from '@/lib/cart/wishlist';

// The search page's first load leaves IndexedDB's library (Dexie, ~30 KB gzip) out: cart and
// wishlist changes load the stores on first use, and CartSync fetches them right after the first
// render, so they are ready by the time anyone taps.
const cart = () => import('@/lib/cart/store');
const wishlist = () => import('@/lib/cart/wishlist');

export const cartActions = {
  add: (offer: CartOffer) => cart().then((m) => m.addToCart(offer)),
  change: (offer: CartOffer, delta: number) => cart().then((m) => m.changeQuantity(offer, delta)),
  toggleWishlist: (item: Wishable) => wishlist().then((m) => m.toggleWishlist(item)),
};
