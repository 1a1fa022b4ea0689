import { createFileRoute } from '@tanstack/react-router';
import { ConsultationList } from '@/features/consultations/ConsultationList';

export const Route = createFileRoute('/_doctor/doctor/schedule')({
  staticData: { title: 'My Schedule | Magani Health' },
  component: () => <ConsultationList as="doctor" title="My schedule" />,
});
