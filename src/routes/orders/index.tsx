import { createFileRoute } from '@tanstack/react-router';
import { OrdersHistory } from '@/features/orders/history/OrdersHistory';

export const Route = createFileRoute('/orders/')({
  staticData: { title: 'My Orders | Magani Health' },
  component: OrdersHistory,
});
