import { createFileRoute } from '@tanstack/react-router';
import { RiderEarningsScreen } from '@/features/dashboards/rider/RiderPages';

export const Route = createFileRoute('/_rider/rider/earnings')({
  staticData: { title: 'Earnings | Magani Health' },
  component: RiderEarningsScreen,
});
