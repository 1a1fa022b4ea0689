import { createFileRoute } from '@tanstack/react-router';
import { WishlistScreen } from '@/features/catalogue/WishlistScreen';

export const Route = createFileRoute('/wishlist')({
  head: () => ({ meta: [{ title: 'My Wishlist | Magani Health' }] }),
  component: WishlistScreen,
});
