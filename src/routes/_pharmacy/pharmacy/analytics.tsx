import { createFileRoute } from '@tanstack/react-router';
import { PharmacyAnalytics } from '@/features/dashboard/pharmacy-orders/Analytics';

export const Route = createFileRoute('/_pharmacy/pharmacy/analytics')({
  staticData: { title: 'Analytics | Magani Health' },
  component: PharmacyAnalytics,
});
