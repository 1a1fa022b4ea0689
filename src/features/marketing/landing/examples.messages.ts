import { defineMessages } from '@/lib/i18n/i18n';

// The landing page's example testimonials (made-up people: their names stay as written) and the
// sample cards beside the services. Numbers, prices and times on the cards are written out as
// shown and read the same in every language.
//
// What the page shows before anyone touches it (the section's text, the first testimonial, the
// first tab's card) is in the landing catalogue; the other five testimonials and three cards
// (ids `examples.*`) are in the examples catalogue, which the page fetches once it is in use
// (useArea): in another language the first load stays within its 8 KB.
export const examples = defineMessages({
  eyebrow: { id: 'landing.examples.eyebrow', message: 'Example testimonials' },
  title: { id: 'landing.examples.title', message: 'What Magani Health is for, told by patients, doctors, pharmacies and riders' },
  lead: {
    id: 'landing.examples.lead',
    message: 'These are illustrations, not quotes from real customers. Real ratings come from reviews of delivered orders and completed consultations.',
  },
  slide: { id: 'landing.examples.slide', message: '{number} of {count}' },
  previous: { id: 'landing.examples.previous', message: 'Previous testimonial' },
  next: { id: 'landing.examples.next', message: 'Next testimonial' },
  show: { id: 'landing.examples.show', message: 'Show testimonial {number}: {name}' },
  legend: { id: 'landing.examples.legend', message: 'Legend' },
  patients: { id: 'landing.examples.patients', message: 'Patients' },
  patient: { id: 'landing.examples.patient', message: 'Patient' },
  doctors: { id: 'landing.examples.doctors', message: 'Doctors' },
  doctor: { id: 'landing.examples.doctor', message: 'Doctor' },
  pharmacies: { id: 'landing.examples.pharmacies', message: 'Pharmacies' },
  pharmacy: { id: 'landing.examples.pharmacy', message: 'Pharmacy' },
  riders: { id: 'landing.examples.riders', message: 'Riders' },
  rider: { id: 'landing.examples.rider', message: 'Rider' },
  // The six people: who they are, and what they say.
  role1: { id: 'landing.examples.1.role', message: 'Mother of two, Lagos' },
  quote1: {
    id: 'landing.examples.1.quote',
    message: "My son's fever started at midnight. I spoke to a doctor within minutes and the medicine reached our door before breakfast. I no longer go from pharmacy to pharmacy.",
  },
  role2: { id: 'examples.2.role', message: 'General Practitioner, Enugu' },
  quote2: {
    id: 'examples.2.quote',
    message: 'I now see patients from across the country between clinic hours. Digital prescriptions go straight to verified pharmacies, so there are no more misread handwritten notes.',
  },
  role3: { id: 'examples.3.role', message: 'Pharmacy owner, Ibadan' },
  quote3: {
    id: 'examples.3.quote',
    message: 'Listing our stock took an afternoon. Orders come in every day, the weekly payouts arrive on time and the inventory view tells me what to restock.',
  },
  role4: { id: 'examples.4.role', message: 'Delivery rider, Kano' },
  quote4: {
    id: 'examples.4.quote',
    message: 'The app shows me the pickup and the best route, and I get paid for every trip. Customers are happy because they can see exactly where I am.',
  },
  role5: { id: 'examples.5.role', message: 'Patient with diabetes, Abuja' },
  quote5: {
    id: 'examples.5.quote',
    message: 'Comparing prices showed me a generic that costs half of what I used to pay. My monthly refill now arrives without me taking a day off work.',
  },
  role6: { id: 'examples.6.role', message: 'Paediatrician, Port Harcourt' },
  quote6: {
    id: 'examples.6.quote',
    message: 'Parents reach me quickly with photos and questions, and I can follow up after the visit. It has made care for children in rural areas much easier.',
  },
});

// The sample cards (one per service tab).
export const cards = defineMessages({
  pricesLabel: { id: 'landing.cards.prices.label', message: 'Example: {medicine} prices at three pharmacies' },
  examplePrices: { id: 'landing.cards.prices.kicker', message: 'Example prices' },
  tablets: { id: 'landing.cards.prices.tablets', message: '{count} tablets' },
  examplePharmacy: { id: 'landing.cards.prices.pharmacy', message: 'Example Pharmacy {letter}' },
  verified: { id: 'landing.cards.prices.verified', message: 'Verified' },
  generics: { id: 'landing.cards.prices.generics', message: 'Generic alternatives available' },
  doctorLabel: { id: 'examples.cards.doctor.label', message: 'Example: a video consultation with a verified doctor' },
  gp: { id: 'examples.cards.doctor.gp', message: 'General Practitioner' },
  years: { id: 'examples.cards.doctor.years', message: '{count} years' },
  profile: { id: 'examples.cards.doctor.profile', message: 'Example profile' },
  video: { id: 'examples.cards.doctor.video', message: 'Video consultation' },
  nextSlot: { id: 'examples.cards.doctor.next-slot', message: 'Next slot: Today, {time}' },
  deliveryLabel: { id: 'examples.cards.delivery.label', message: 'Example: delivery progress for an order' },
  exampleOrder: { id: 'examples.cards.delivery.order', message: 'Example order {reference}' },
  confirmed: { id: 'examples.cards.delivery.confirmed', message: 'Order Confirmed' },
  prepared: { id: 'examples.cards.delivery.prepared', message: 'Prepared for Delivery' },
  onTheWay: { id: 'examples.cards.delivery.on-the-way', message: 'Out for Delivery' },
  delivered: { id: 'examples.cards.delivery.delivered', message: 'Delivered' },
  eta: { id: 'examples.cards.delivery.eta', message: 'ETA {time}' },
  businessLabel: { id: 'examples.cards.business.label', message: "Example: a pharmacy's weekly summary" },
  example: { id: 'examples.cards.business.example', message: 'Example' },
  thisWeek: { id: 'examples.cards.business.this-week', message: 'This week' },
  payout: { id: 'examples.cards.business.payout', message: 'Weekly payout' },
  fulfilled: { id: 'examples.cards.business.fulfilled', message: 'Orders fulfilled' },
  lowStock: { id: 'examples.cards.business.low-stock', message: 'Low stock: {medicine}' },
  left: { id: 'examples.cards.business.left', message: '{count} left' },
  licence: { id: 'examples.cards.business.licence', message: 'Licence verified' },
});
