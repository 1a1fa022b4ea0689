import type { Medication } from '@/features/catalogue/medication-schema';

// The search page's first load leaves IndexedDB's library (Dexie, ~30 KB gzip) out: cart and
// wishlist changes load the stores on first use, and CartSync fetches them right after the first
// render, so they are ready by the time anyone taps.
const cart = () => import('@/features/catalogue/cart-store');
const wishlist = () => import('@/features/catalogue/wishlist-store');

type Stockable = Pick<Medication, 'id' | 'inStock'>;
type Wishable = Pick<Medication, 'id' | 'name' | 'genericName' | 'strength' | 'price' | 'pharmacy'>;

export const cartActions = {
  add: (product: Stockable) => cart().then((m) => m.addToCart(product)),
  change: (product: Stockable, delta: number) => cart().then((m) => m.changeQuantity(product, delta)),
  toggleWishlist: (product: Wishable) => wishlist().then((m) => m.toggleWishlist(product)),
};
