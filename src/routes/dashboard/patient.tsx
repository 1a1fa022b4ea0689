import { createFileRoute } from '@tanstack/react-router';
import { PatientDashboard } from '@/features/dashboards/PatientDashboard';

export const Route = createFileRoute('/dashboard/patient')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Patient Dashboard | Magani Health' }] }),
  component: PatientDashboard,
});
