import { createFileRoute } from '@tanstack/react-router';
import { DoctorDashboard } from '@/features/dashboard/DoctorDashboard';

export const Route = createFileRoute('/_doctor/dashboard/doctor')({
  staticData: { title: 'Doctor Dashboard | Magani Health', hideFooter: true },
  component: DoctorDashboard,
});
