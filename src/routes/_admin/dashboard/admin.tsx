import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '@/features/dashboard/AdminDashboard';

export const Route = createFileRoute('/_admin/dashboard/admin')({
  staticData: { title: 'Admin Dashboard | Magani Health' },
  component: AdminDashboard,
});
