// The header's Telemedicine link: the same booking screen as /consultations/book.
import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '@/features/consultations/BookingScreen';

export const Route = createFileRoute('/telemedicine')({
  head: () => ({ meta: [{ title: 'Telemedicine: Book a Consultation | Magani Health' }] }),
  component: Telemedicine,
});

function Telemedicine() {
  return <BookingScreen />;
}
