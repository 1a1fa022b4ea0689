import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '@/features/orders/checkout/CheckoutScreen';

export const Route = createFileRoute('/cart/checkout')({
  staticData: { title: 'Checkout | Magani Health' },
  component: CheckoutScreen,
});
