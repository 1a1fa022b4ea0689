import { createFileRoute } from '@tanstack/react-router';
import { WishlistScreen } from '@/features/cart/WishlistScreen';

export const Route = createFileRoute('/wishlist')({
  staticData: { title: 'My Wishlist | Magani Health' },
  component: WishlistScreen,
});
