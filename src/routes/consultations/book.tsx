import { createFileRoute } from '@tanstack/react-router';
import { bookingRouteOptions } from '@/features/consultations/booking-route';

export const Route = createFileRoute('/consultations/book')(
  bookingRouteOptions('/consultations/book', 'Book a Consultation | Magani Health'),
);
