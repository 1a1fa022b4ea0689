import { createFileRoute } from '@tanstack/react-router';
import { RiderStatusScreen } from '@/features/dashboards/rider/RiderPages';

export const Route = createFileRoute('/rider/status')({
  staticData: { hideFooter: true },
  component: RiderStatusScreen,
});
