import { createFileRoute } from '@tanstack/react-router';
import { DoctorDashboard } from '@/features/dashboards/DoctorDashboard';

export const Route = createFileRoute('/dashboard/doctor')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Doctor Dashboard | Magani Health' }] }),
  component: DoctorDashboard,
});
