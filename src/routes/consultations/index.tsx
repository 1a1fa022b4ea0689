import { createFileRoute } from '@tanstack/react-router';
import { ConsultationList } from '@/features/consultations/ConsultationList';

export const Route = createFileRoute('/consultations/')({
  staticData: { title: 'My Consultations | Magani Health' },
  component: () => <ConsultationList as="patient" title="My consultations" />,
});
