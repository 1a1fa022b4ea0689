import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '@/features/catalogue/CartScreen';

export const Route = createFileRoute('/cart/')({
  staticData: { title: 'Your Cart | Magani Health' },
  component: CartRoute,
});

function CartRoute() {
  return <CartScreen />;
}
