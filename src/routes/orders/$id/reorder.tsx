import { createFileRoute } from '@tanstack/react-router';
import { ReorderScreen } from '@/features/orders/reorder/ReorderScreen';

// The link in a refill reminder: the order's items at today's prices, then checkout.
export const Route = createFileRoute('/orders/$id/reorder')({
  staticData: { title: 'Order Again | Magani Health' },
  component: ReorderRoute,
});

function ReorderRoute() {
  const { id } = Route.useParams();
  return <ReorderScreen orderId={id} />;
}
