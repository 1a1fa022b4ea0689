export type ShowcaseTab = {
  value: 'pharmacy' | 'telemedicine' | 'delivery' | 'b2b';
  label: string;
  title: string;
  description: string;
  steps: readonly [string, string, string];
  /** Learn More leads to the screen where the feature starts. */
  learnMoreTo: '/drugs/search' | '/consultations/book' | '/orders/track' | '/auth/register';
};

export const showcaseTabs: readonly ShowcaseTab[] = [
  {
    value: 'pharmacy',
    label: 'Pharmacy Marketplace',
    title: 'Compare prices from verified pharmacies',
    description:
      'Search thousands of medicines, compare prices from licensed pharmacies near you and see cheaper generic alternatives before you pay.',
    steps: ['Search for a medicine or upload a prescription', 'Compare prices, ratings and delivery times', 'Order from the pharmacy that suits you'],
    learnMoreTo: '/drugs/search',
  },
  {
    value: 'telemedicine',
    label: 'Telemedicine',
    title: 'See a licensed doctor from anywhere, 7 days a week',
    description:
      'Book a video, audio or chat consultation with a verified doctor and receive a digital prescription you can send straight to a pharmacy.',
    steps: ['Choose a doctor by specialty and availability', 'Pick a time and consultation type', 'Get advice and a digital prescription'],
    learnMoreTo: '/consultations/book',
  },
  {
    value: 'delivery',
    label: 'Fast Delivery',
    title: 'Medicines at your door, tracked live',
    description:
      'Verified riders deliver in 2-4 hours in major cities and 24-48 hours in remote areas, and you can follow every step of the way.',
    steps: ['The pharmacy confirms and packs your order', 'A verified rider picks it up', 'Track the rider until it reaches you'],
    learnMoreTo: '/orders/track',
  },
  {
    value: 'b2b',
    label: 'B2B Pharmacy Services',
    title: 'Grow your pharmacy with Magani',
    description:
      'Get your licence verified, list products, manage inventory and receive weekly payouts, with new customers finding you every day.',
    steps: ['Register and verify your pharmacy licence', 'List your products and stock levels', 'Fulfil orders and get paid weekly'],
    learnMoreTo: '/auth/register',
  },
];

// Made-up examples, marked as such on the cards (no real pharmacy, doctor or figure). Sample figures are written out as shown (like the sample times below): the landing page then loads
// no formatting code.
export const paracetamolOffers = [
  { pharmacy: 'Example Pharmacy A', area: 'Ikeja', price: '₦420' },
  { pharmacy: 'Example Pharmacy B', area: 'Lekki', price: '₦450' },
  { pharmacy: 'Example Pharmacy C', area: 'Yaba', price: '₦480' },
] as const;

export const consultationPrice = '₦2,500';

export const deliveryTimeline = [
  { title: 'Order Confirmed', time: '10:02 AM', state: 'done' },
  { title: 'Prepared for Delivery', time: '10:15 AM', state: 'done' },
  { title: 'Out for Delivery', time: '10:24 AM', state: 'active' },
  { title: 'Delivered', time: 'ETA 10:55 AM', state: 'pending' },
] as const;
