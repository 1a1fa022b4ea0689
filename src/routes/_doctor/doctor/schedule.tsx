import { createFileRoute } from '@tanstack/react-router';
import { ConsultationList } from '@/features/consultations/ConsultationList';
import { doc } from '@/features/consultations/doctor.messages';

export const Route = createFileRoute('/_doctor/doctor/schedule')({
  staticData: { title: 'My Schedule | Magani Health' },
  component: () => <ConsultationList as="doctor" title={doc.schedule} />,
});
