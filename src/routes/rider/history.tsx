import { createFileRoute } from '@tanstack/react-router';
import { RiderHistoryScreen } from '@/features/dashboards/rider/RiderPages';

export const Route = createFileRoute('/rider/history')({
  staticData: { hideFooter: true },
  component: RiderHistoryScreen,
});
