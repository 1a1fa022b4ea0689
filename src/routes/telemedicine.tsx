// The header's Telemedicine link: the same booking screen as /consultations/book.
import { createFileRoute } from '@tanstack/react-router';
import { bookingRouteOptions } from '@/features/consultations/booking-route';

export const Route = createFileRoute('/telemedicine')(
  bookingRouteOptions('/telemedicine', 'Telemedicine: Book a Consultation | Magani Health'),
);
