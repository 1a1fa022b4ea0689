import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '@/features/dashboards/AdminDashboard';

export const Route = createFileRoute('/dashboard/admin')({
  staticData: { hideFooter: true },
  component: AdminDashboard,
});
