import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '@/features/consultations/BookingScreen';

export const Route = createFileRoute('/consultations/book')({
  staticData: { title: 'Book a Consultation | Magani Health', prerender: true },
  component: BookConsultation,
});

function BookConsultation() {
  return <BookingScreen />;
}
