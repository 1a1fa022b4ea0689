// The header's Telemedicine link: the same booking screen as /consultations/book.
import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '@/features/consultations/BookingScreen';
import { loadDoctors } from '@/features/consultations/doctors-source';

export const Route = createFileRoute('/telemedicine')({
  loader: () => loadDoctors().catch(() => undefined),
  head: () => ({ meta: [{ title: 'Telemedicine: Book a Consultation | Magani Health' }] }),
  component: Telemedicine,
});

function Telemedicine() {
  return <BookingScreen doctors={Route.useLoaderData()} />;
}
