import { createFileRoute } from '@tanstack/react-router';
import { RiderDashboard } from '@/features/dashboard/RiderDashboard';

export const Route = createFileRoute('/_rider/dashboard/rider')({
  staticData: { title: 'Rider Dashboard | Magani Health' },
  component: RiderDashboard,
});
