import { createFileRoute } from '@tanstack/react-router';
import { LogisticsDashboard } from '@/features/dashboard/LogisticsDashboard';

// Not behind the role guard: providers sign in by phone and keep the patient role; the page asks
// signed-out visitors to sign in and people without a provider record to sign up.
export const Route = createFileRoute('/dashboard/logistics/')({
  staticData: { title: 'Logistics Dashboard | Magani Health', hideFooter: true },
  component: LogisticsDashboard,
});
