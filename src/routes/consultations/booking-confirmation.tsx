import { createFileRoute } from '@tanstack/react-router';
import { bookingConfirmationSchema } from '@/features/consultations/booking-params';
import { BookingConfirmationScreen } from '@/features/consultations/BookingConfirmationScreen';

export const Route = createFileRoute('/consultations/booking-confirmation')({
  validateSearch: bookingConfirmationSchema,
  head: () => ({ meta: [{ title: 'Booking Confirmation | Magani Health' }] }),
  component: BookingConfirmation,
});

function BookingConfirmation() {
  return <BookingConfirmationScreen search={Route.useSearch()} />;
}
