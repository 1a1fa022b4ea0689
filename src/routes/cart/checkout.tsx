import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '@/features/orders/checkout/CheckoutScreen';

export const Route = createFileRoute('/cart/checkout')({
  head: () => ({ meta: [{ title: 'Checkout | Magani Health' }] }),
  component: CheckoutScreen,
});
