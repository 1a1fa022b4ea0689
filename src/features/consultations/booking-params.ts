import type { SearchSchemaInput } from '@tanstack/react-router';
import { searchText } from '@/lib/search-params';

// The confirmation page carries only the booking's id; everything shown is read from the database,
// where only the booking's patient and doctor can read it.
export type BookingConfirmationSearch = { id?: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?id=` when it is a booking's id (a UUID); anything else is dropped instead of failing the page. */
export function readBookingConfirmation(search: BookingConfirmationSearch & SearchSchemaInput): BookingConfirmationSearch {
  return { id: searchText(search.id, undefined, { max: 36, pattern: uuid }) };
}
