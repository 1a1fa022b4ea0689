import type { Testimonial, TestimonialCategory } from '@/features/marketing/landing/testimonial-schema';

export const TESTIMONIAL_INTERVAL_MS = 6000;

export const categoryLegend: { category: TestimonialCategory; label: string; one: string }[] = [
  { category: 'patient', label: 'Patients', one: 'Patient' },
  { category: 'doctor', label: 'Doctors', one: 'Doctor' },
  { category: 'pharmacy', label: 'Pharmacies', one: 'Pharmacy' },
  { category: 'rider', label: 'Riders', one: 'Rider' },
];

/** Made-up people and words, shown as examples (the section says so), never as customers' reviews. */
export const testimonials: Testimonial[] = [
  {
    name: 'Adaeze Okafor',
    role: 'Mother of two, Lagos',
    content:
      "My son's fever started at midnight. I spoke to a doctor within minutes and the medicine reached our door before breakfast. I no longer go from pharmacy to pharmacy.",
    initials: 'AO',
    category: 'patient',
  },
  {
    name: 'Dr. Emeka Nwosu',
    role: 'General Practitioner, Enugu',
    content:
      'I now see patients from across the country between clinic hours. Digital prescriptions go straight to verified pharmacies, so there are no more misread handwritten notes.',
    initials: 'EN',
    category: 'doctor',
  },
  {
    name: 'Funmilayo Adeyemi',
    role: 'Pharmacy owner, Ibadan',
    content:
      'Listing our stock took an afternoon. Orders come in every day, the weekly payouts arrive on time and the inventory view tells me what to restock.',
    initials: 'FA',
    category: 'pharmacy',
  },
  {
    name: 'Musa Ibrahim',
    role: 'Delivery rider, Kano',
    content:
      'The app shows me the pickup and the best route, and I get paid for every trip. Customers are happy because they can see exactly where I am.',
    initials: 'MI',
    category: 'rider',
  },
  {
    name: 'Tunde Bakare',
    role: 'Patient with diabetes, Abuja',
    content:
      'Comparing prices showed me a generic that costs half of what I used to pay. My monthly refill now arrives without me taking a day off work.',
    initials: 'TB',
    category: 'patient',
  },
  {
    name: 'Dr. Ngozi Eze',
    role: 'Paediatrician, Port Harcourt',
    content:
      'Parents reach me quickly with photos and questions, and I can follow up after the visit. It has made care for children in rural areas much easier.',
    initials: 'NE',
    category: 'doctor',
  },
];
