import * as v from 'valibot';

// Imported as a type only by the landing page, so valibot stays out of its first load; the unit test
// checks the static testimonials against it.
export const TestimonialSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  role: v.pipe(v.string(), v.nonEmpty()),
  content: v.pipe(v.string(), v.nonEmpty()),
  initials: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  category: v.picklist(['patient', 'doctor', 'pharmacy', 'rider']),
});

export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
export type TestimonialCategory = Testimonial['category'];
