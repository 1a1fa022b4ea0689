import { createFileRoute } from '@tanstack/react-router';
import { PharmacyAnalytics } from '@/features/dashboards/pharmacy-orders/Analytics';

export const Route = createFileRoute('/pharmacy/analytics')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Analytics | Magani Health' }] }),
  component: PharmacyAnalytics,
});
