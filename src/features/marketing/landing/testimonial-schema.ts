import * as v from 'valibot';
import type { Message } from '@/lib/i18n/i18n';

// Imported as a type only by the landing page, so valibot stays out of its first load; the unit test
// checks the static testimonials against it. The role and the quote are messages (the build ships
// each as [id, English]); the made-up name stays as written in every language.
const isMessage = (value: unknown) => Array.isArray(value) && value.length === 2 && typeof value[0] === 'string';

export const TestimonialSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  role: v.custom<Message>(isMessage),
  content: v.custom<Message>(isMessage),
  initials: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  category: v.picklist(['patient', 'doctor', 'pharmacy', 'rider']),
});

export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
export type TestimonialCategory = Testimonial['category'];
