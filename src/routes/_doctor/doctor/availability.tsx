import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityScreen } from '@/features/consultations/AvailabilityScreen';

export const Route = createFileRoute('/_doctor/doctor/availability')({
  staticData: { title: 'Availability | Magani Health' },
  component: AvailabilityScreen,
});
