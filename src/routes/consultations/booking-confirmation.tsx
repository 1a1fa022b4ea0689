import { createFileRoute } from '@tanstack/react-router';
import { readBookingConfirmation } from '@/features/consultations/booking-params';
import { BookingConfirmationScreen } from '@/features/consultations/BookingConfirmationScreen';

export const Route = createFileRoute('/consultations/booking-confirmation')({
  staticData: { title: 'Booking Confirmation | Magani Health' },
  validateSearch: readBookingConfirmation,
  component: BookingConfirmation,
});

function BookingConfirmation() {
  return <BookingConfirmationScreen search={Route.useSearch()} />;
}
