// The header's Telemedicine link: the same booking screen as /consultations/book.
import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '@/features/consultations/BookingScreen';

export const Route = createFileRoute('/telemedicine')({
  staticData: { title: 'Telemedicine: Book a Consultation | Magani Health', prerender: true, canonical: '/consultations/book' },
  component: Telemedicine,
});

function Telemedicine() {
  return <BookingScreen />;
}
