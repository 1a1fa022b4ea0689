import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '@/features/dashboards/AdminDashboard';

export const Route = createFileRoute('/dashboard/admin')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Admin Dashboard | Magani Health' }] }),
  component: AdminDashboard,
});
