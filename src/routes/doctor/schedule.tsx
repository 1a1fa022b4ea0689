import { createFileRoute } from '@tanstack/react-router';
import { ConsultationList } from '@/features/consultations/ConsultationList';

export const Route = createFileRoute('/doctor/schedule')({
  head: () => ({ meta: [{ title: 'My Schedule | Magani Health' }] }),
  component: () => <ConsultationList as="doctor" title="My schedule" />,
});
