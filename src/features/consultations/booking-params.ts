import * as v from 'valibot';

// The confirmation page carries only the booking's id; everything shown is read from the database,
// where only the booking's patient and doctor can read it.
export const bookingConfirmationSchema = v.object({
  id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export type BookingConfirmationSearch = v.InferOutput<typeof bookingConfirmationSchema>;
