import { createFileRoute } from '@tanstack/react-router';
import { PharmacyDashboard } from '@/features/dashboard/PharmacyDashboard';

export const Route = createFileRoute('/_pharmacy/dashboard/pharmacy')({
  staticData: { title: 'Pharmacy Dashboard | Magani Health' },
  component: PharmacyDashboard,
});
