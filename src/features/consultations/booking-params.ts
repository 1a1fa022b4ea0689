import * as v from 'valibot';
import { consultationTypes } from '@/features/consultations/doctor-schema';

// What Book carries to the confirmation page. Anything malformed is dropped, and the page then
// falls back to the saved selection.
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

export const bookingConfirmationSchema = v.object({
  doctor: optional(v.pipe(v.string(), v.maxLength(40))),
  date: optional(v.pipe(v.string(), v.isoDate())),
  time: optional(v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/))),
  type: optional(v.picklist(consultationTypes)),
});

export type BookingConfirmationSearch = v.InferOutput<typeof bookingConfirmationSchema>;
