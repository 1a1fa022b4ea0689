import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '@/features/cart/CartScreen';

export const Route = createFileRoute('/cart/')({
  staticData: { title: 'Your Cart | Magani Health' },
  component: CartRoute,
});

function CartRoute() {
  return <CartScreen />;
}
