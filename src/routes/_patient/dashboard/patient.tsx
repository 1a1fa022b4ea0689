import { createFileRoute } from '@tanstack/react-router';
import { PatientDashboard } from '@/features/dashboard/PatientDashboard';

export const Route = createFileRoute('/_patient/dashboard/patient')({
  staticData: { title: 'Patient Dashboard | Magani Health' },
  component: PatientDashboard,
});
