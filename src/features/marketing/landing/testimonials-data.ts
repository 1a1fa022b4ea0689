import type { Testimonial, TestimonialCategory } from '@/features/marketing/landing/testimonial-schema';
import { examples as m } from '@/features/marketing/landing/examples.messages';
import type { Message } from '@/lib/i18n/i18n';

export const TESTIMONIAL_INTERVAL_MS = 6000;

export const categoryLegend: { category: TestimonialCategory; label: Message; one: Message }[] = [
  { category: 'patient', label: m.patients, one: m.patient },
  { category: 'doctor', label: m.doctors, one: m.doctor },
  { category: 'pharmacy', label: m.pharmacies, one: m.pharmacy },
  { category: 'rider', label: m.riders, one: m.rider },
];

/** Made-up people and words, shown as examples (the section says so), never as customers' reviews. */
export const testimonials: Testimonial[] = [
  {
    name: 'Adaeze Okafor',
    role: m.role1,
    content: m.quote1,
    initials: 'AO',
    category: 'patient',
  },
  {
    name: 'Dr. Emeka Nwosu',
    role: m.role2,
    content: m.quote2,
    initials: 'EN',
    category: 'doctor',
  },
  {
    name: 'Funmilayo Adeyemi',
    role: m.role3,
    content: m.quote3,
    initials: 'FA',
    category: 'pharmacy',
  },
  {
    name: 'Musa Ibrahim',
    role: m.role4,
    content: m.quote4,
    initials: 'MI',
    category: 'rider',
  },
  {
    name: 'Tunde Bakare',
    role: m.role5,
    content: m.quote5,
    initials: 'TB',
    category: 'patient',
  },
  {
    name: 'Dr. Ngozi Eze',
    role: m.role6,
    content: m.quote6,
    initials: 'NE',
    category: 'doctor',
  },
];
