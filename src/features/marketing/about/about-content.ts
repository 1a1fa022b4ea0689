export const values = [
  {
    title: 'Patient Care',
    text: 'Every decision starts with the patient: clear prices, kind support and care that reaches you wherever you live.',
  },
  {
    title: 'Safety First',
    text: 'Only licensed pharmacies, NAFDAC-registered medicines and verified doctors and riders are allowed on the platform.',
  },
  {
    title: 'Community',
    text: 'We grow local pharmacies, give doctors new ways to reach patients and create fair work for delivery riders.',
  },
  {
    title: 'Innovation',
    text: 'Built for Nigerian networks: light pages, offline support and tools that work on an entry-level phone.',
  },
] as const;

export const offers = [
  {
    title: 'Pharmacy Marketplace',
    text: 'Search and compare medicines from verified pharmacies, upload prescriptions and see generic alternatives.',
  },
  {
    title: 'Telemedicine',
    text: 'Video, audio or chat consultations with licensed doctors, day or night, with digital prescriptions.',
  },
  {
    title: 'Delivery Logistics',
    text: 'Verified riders deliver in 2-4 hours in major cities and 24-48 hours in remote areas, tracked live.',
  },
  {
    title: 'B2B Services',
    text: 'Licence verification, product listing, inventory tools and weekly payouts for partner pharmacies.',
  },
] as const;
