import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityScreen } from '@/features/consultations/AvailabilityScreen';

export const Route = createFileRoute('/doctor/availability')({
  head: () => ({ meta: [{ title: 'Availability | Magani Health' }] }),
  component: AvailabilityScreen,
});
