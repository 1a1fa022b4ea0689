import { createFileRoute } from '@tanstack/react-router';
import { RiderHistoryScreen } from '@/features/dashboard/rider/RiderPages';

export const Route = createFileRoute('/_rider/rider/history')({
  staticData: { title: 'Delivery History | Magani Health' },
  component: RiderHistoryScreen,
});
