import { landing as m } from '@/features/marketing/landing/landing.messages';
import { cards } from '@/features/marketing/landing/examples.messages';
import type { Message } from '@/lib/i18n/i18n';

export type ShowcaseTab = {
  value: 'pharmacy' | 'telemedicine' | 'delivery' | 'b2b';
  label: Message;
  title: Message;
  description: Message;
  steps: readonly [Message, Message, Message];
  /** Learn More leads to the screen where the feature starts. */
  learnMoreTo: '/drugs/search' | '/consultations/book' | '/orders/track' | '/auth/register';
};

export const showcaseTabs: readonly ShowcaseTab[] = [
  {
    value: 'pharmacy',
    label: m.pharmacyLabel,
    title: m.pharmacyTitle,
    description: m.pharmacyText,
    steps: [m.pharmacyStep1, m.pharmacyStep2, m.pharmacyStep3],
    learnMoreTo: '/drugs/search',
  },
  {
    value: 'telemedicine',
    label: m.teleLabel,
    title: m.teleTitle,
    description: m.teleText,
    steps: [m.teleStep1, m.teleStep2, m.teleStep3],
    learnMoreTo: '/consultations/book',
  },
  {
    value: 'delivery',
    label: m.deliveryLabel,
    title: m.deliveryTitle,
    description: m.deliveryText,
    steps: [m.deliveryStep1, m.deliveryStep2, m.deliveryStep3],
    learnMoreTo: '/orders/track',
  },
  {
    value: 'b2b',
    label: m.b2bLabel,
    title: m.b2bTitle,
    description: m.b2bText,
    steps: [m.b2bStep1, m.b2bStep2, m.b2bStep3],
    learnMoreTo: '/auth/register',
  },
];

// Made-up examples, marked as such on the cards (no real pharmacy, doctor or figure). Sample figures are written out as shown (like the sample times below): the landing page then loads
// no formatting code.
// Each pharmacy is "Example Pharmacy" and its letter (cards.examplePharmacy).
export const paracetamolOffers = [
  { letter: 'A', area: 'Ikeja', price: '₦420' },
  { letter: 'B', area: 'Lekki', price: '₦450' },
  { letter: 'C', area: 'Yaba', price: '₦480' },
] as const;

export const consultationPrice = '₦2,500';

export const deliveryTimeline = [
  { title: cards.confirmed, time: '10:02 AM', state: 'done' },
  { title: cards.prepared, time: '10:15 AM', state: 'done' },
  { title: cards.onTheWay, time: '10:24 AM', state: 'active' },
  // The one time still to come reads "ETA 10:55 AM" (cards.eta).
  { title: cards.delivered, time: '10:55 AM', state: 'pending' },
] as const;
