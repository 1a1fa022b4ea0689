import { createFileRoute } from '@tanstack/react-router';
import { RiderMapScreen } from '@/features/dashboard/rider/RiderPages';

export const Route = createFileRoute('/_rider/rider/map')({
  staticData: { title: 'Your Route | Magani Health' },
  component: RiderMapScreen,
});
