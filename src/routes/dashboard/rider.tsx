import { createFileRoute } from '@tanstack/react-router';
import { RiderDashboard } from '@/features/dashboards/RiderDashboard';

export const Route = createFileRoute('/dashboard/rider')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Rider Dashboard | Magani Health' }] }),
  component: RiderDashboard,
});
