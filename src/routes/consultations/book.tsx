import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '@/features/consultations/BookingScreen';

export const Route = createFileRoute('/consultations/book')({
  head: () => ({ meta: [{ title: 'Book a Consultation | Magani Health' }] }),
  component: BookConsultation,
});

function BookConsultation() {
  return <BookingScreen />;
}
