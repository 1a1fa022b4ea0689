import { defineMessages } from '@/lib/i18n/i18n';

// The about page's English text.
export const about = defineMessages({
  eyebrow: { id: 'about.eyebrow', message: 'Who we are' },
  title: { id: 'about.title', message: 'About Magani Health' },
  lead: {
    id: 'about.lead',
    message: 'We are building the easiest way for Nigerians to get genuine medicines and trusted medical advice, with a stated ambition to connect patients, doctors and pharmacies across Africa.',
  },
  missionTitle: { id: 'about.mission.title', message: 'Our mission' },
  missionText: {
    id: 'about.mission.text',
    message: 'To make quality healthcare accessible, affordable and safe for every Nigerian, whether they live in Lagos or a village hours from the nearest pharmacy, by bringing verified pharmacies, licensed doctors and reliable delivery together in one place.',
  },
  valuesTitle: { id: 'about.values.title', message: 'Our values' },
  careTitle: { id: 'about.values.care.title', message: 'Patient Care' },
  careText: {
    id: 'about.values.care.text',
    message: 'Every decision starts with the patient: clear prices, kind support and care that reaches you wherever you live.',
  },
  safetyTitle: { id: 'about.values.safety.title', message: 'Safety First' },
  safetyText: {
    id: 'about.values.safety.text',
    message: 'Only licensed pharmacies, NAFDAC-registered medicines and verified doctors and riders are allowed on the platform.',
  },
  communityTitle: { id: 'about.values.community.title', message: 'Community' },
  communityText: {
    id: 'about.values.community.text',
    message: 'We grow local pharmacies, give doctors new ways to reach patients and create fair work for delivery riders.',
  },
  innovationTitle: { id: 'about.values.innovation.title', message: 'Innovation' },
  innovationText: {
    id: 'about.values.innovation.text',
    message: 'Built for Nigerian networks: light pages, offline support and tools that work on an entry-level phone.',
  },
  offersTitle: { id: 'about.offers.title', message: 'What we offer' },
  pharmacyTitle: { id: 'about.offers.pharmacy.title', message: 'Pharmacy Marketplace' },
  pharmacyText: {
    id: 'about.offers.pharmacy.text',
    message: 'Search and compare medicines from verified pharmacies, upload prescriptions and see generic alternatives.',
  },
  teleTitle: { id: 'about.offers.tele.title', message: 'Telemedicine' },
  teleText: {
    id: 'about.offers.tele.text',
    message: 'Video, audio or chat consultations with licensed doctors, day or night, with digital prescriptions.',
  },
  deliveryTitle: { id: 'about.offers.delivery.title', message: 'Delivery Logistics' },
  deliveryText: {
    id: 'about.offers.delivery.text',
    message: 'Verified riders deliver in 2-4 hours in major cities and 24-48 hours in remote areas, tracked live.',
  },
  b2bTitle: { id: 'about.offers.b2b.title', message: 'B2B Services' },
  b2bText: {
    id: 'about.offers.b2b.text',
    message: 'Licence verification, product listing, inventory tools and weekly payouts for partner pharmacies.',
  },
  joinTitle: { id: 'about.join.title', message: 'Join the Magani community' },
  joinLead: { id: 'about.join.lead', message: 'Create a free account as a patient, pharmacy, doctor or rider.' },
  getStarted: { id: 'about.join.get-started', message: 'Get Started Today' },
  learnMore: { id: 'about.join.learn-more', message: 'Learn More' },
});
