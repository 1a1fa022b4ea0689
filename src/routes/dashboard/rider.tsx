import { createFileRoute } from '@tanstack/react-router';
import { RiderDashboard } from '@/features/dashboards/RiderDashboard';

export const Route = createFileRoute('/dashboard/rider')({
  staticData: { hideFooter: true },
  component: RiderDashboard,
});
