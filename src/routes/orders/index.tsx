import { createFileRoute } from '@tanstack/react-router';
import { OrdersHistory } from '@/features/orders/history/OrdersHistory';

export const Route = createFileRoute('/orders/')({
  head: () => ({ meta: [{ title: 'My Orders | Magani Health' }] }),
  component: OrdersHistory,
});
