import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { BookingScreen } from '@/features/consultations/BookingScreen';
import { loadDoctors } from '@/features/consultations/doctors-source';

/** The paths that show the booking screen: its own, and /telemedicine, the header's link. */
type BookingPath = '/consultations/book' | '/telemedicine';

/** Everything a booking route declares; the paths differ only in their page title. */
export function bookingRouteOptions(path: BookingPath, title: string) {
  const route = getRouteApi(path);

  function BookingRoute(): ReactNode {
    return <BookingScreen doctors={route.useLoaderData()} />;
  }

  return {
    loader: () => loadDoctors().catch(() => undefined),
    head: () => ({ meta: [{ title }] }),
    component: BookingRoute,
  };
}
