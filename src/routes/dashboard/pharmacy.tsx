import { createFileRoute } from '@tanstack/react-router';
import { PharmacyDashboard } from '@/features/dashboards/PharmacyDashboard';

export const Route = createFileRoute('/dashboard/pharmacy')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Pharmacy Dashboard | Magani Health' }] }),
  component: PharmacyDashboard,
});
