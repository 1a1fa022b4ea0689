import { createFileRoute } from '@tanstack/react-router';
import { ConsultationList } from '@/features/consultations/ConsultationList';
import { book } from '@/features/consultations/booking.messages';

export const Route = createFileRoute('/consultations/')({
  staticData: { title: 'My Consultations | Magani Health' },
  component: () => <ConsultationList as="patient" title={book.myConsultations} />,
});
