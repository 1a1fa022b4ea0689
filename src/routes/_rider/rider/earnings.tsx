import { createFileRoute } from '@tanstack/react-router';
import { RiderEarningsScreen } from '@/features/dashboard/rider/RiderPages';

export const Route = createFileRoute('/_rider/rider/earnings')({
  staticData: { title: 'Earnings | Magani Health' },
  component: RiderEarningsScreen,
});
