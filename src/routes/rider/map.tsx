import { createFileRoute } from '@tanstack/react-router';
import { RiderMapScreen } from '@/features/dashboards/rider/RiderPages';

export const Route = createFileRoute('/rider/map')({
  staticData: { hideFooter: true },
  component: RiderMapScreen,
});
