import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '@/features/consultations/BookingScreen';
import { loadDoctors } from '@/features/consultations/doctors-source';

export const Route = createFileRoute('/consultations/book')({
  loader: () => loadDoctors().catch(() => undefined),
  head: () => ({ meta: [{ title: 'Book a Consultation | Magani Health' }] }),
  component: BookConsultation,
});

function BookConsultation() {
  return <BookingScreen doctors={Route.useLoaderData()} />;
}
