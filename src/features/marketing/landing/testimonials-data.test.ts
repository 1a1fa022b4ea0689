import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TestimonialSchema } from '@/features/marketing/landing/testimonial-schema';
import { categoryLegend, testimonials } from '@/features/marketing/landing/testimonials-data';

describe('testimonials', () => {
  it('are six valid entries covering all four categories', () => {
    expect(testimonials).toHaveLength(6);
    for (const t of testimonials) expect(v.safeParse(TestimonialSchema, t).issues).toBeUndefined();
    expect(new Set(testimonials.map((t) => t.category))).toEqual(new Set(categoryLegend.map((c) => c.category)));
  });

  it('use the initials of the person named', () => {
    for (const t of testimonials) {
      const words = t.name.replace(/^Dr\.\s+/, '').split(/\s+/);
      expect(t.initials).toBe(`${words[0]![0]}${words.at(-1)![0]}`);
    }
  });
});
