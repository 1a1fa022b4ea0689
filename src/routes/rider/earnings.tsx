import { createFileRoute } from '@tanstack/react-router';
import { RiderEarningsScreen } from '@/features/dashboards/rider/RiderPages';

export const Route = createFileRoute('/rider/earnings')({
  staticData: { hideFooter: true },
  component: RiderEarningsScreen,
});
