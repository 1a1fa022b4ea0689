import { createFileRoute } from '@tanstack/react-router';
import { RiderStatusScreen } from '@/features/dashboard/rider/RiderPages';

export const Route = createFileRoute('/_rider/rider/status')({
  staticData: { title: 'Update Status | Magani Health' },
  component: RiderStatusScreen,
});
