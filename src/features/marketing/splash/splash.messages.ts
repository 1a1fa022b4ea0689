import { defineMessages } from '@/lib/i18n/i18n';

// The welcome screen (/auth/splash).
export const splashMessages = defineMessages({
  title: { id: 'account.splash.title', message: 'Welcome to Magani Health' },
  lead: { id: 'account.splash.lead', message: 'Medicines, doctors and delivery, all in one app.' },
  services: { id: 'account.splash.services', message: 'Services' },
  pharmacy: { id: 'account.splash.pharmacy', message: 'Pharmacy' },
  pharmacyText: { id: 'account.splash.pharmacy-text', message: 'Compare medicine prices' },
  telemedicine: { id: 'account.splash.telemedicine', message: 'Telemedicine' },
  telemedicineText: { id: 'account.splash.telemedicine-text', message: 'See a licensed doctor' },
  delivery: { id: 'account.splash.delivery', message: 'Delivery' },
  deliveryText: { id: 'account.splash.delivery-text', message: 'Track your rider live' },
  b2b: { id: 'account.splash.b2b', message: 'B2B Services' },
  b2bText: { id: 'account.splash.b2b-text', message: 'Tools for pharmacies' },
  inNumbers: { id: 'account.splash.in-numbers', message: 'Magani Health in numbers' },
  medicines: { id: 'account.splash.figure.medicines', message: '{figure} medicines listed' },
  deliveryMinutes: { id: 'account.splash.figure.delivery', message: '{figure} average delivery' },
  patients: { id: 'account.splash.figure.patients', message: '{figure} patients' },
  pharmacies: { id: 'account.splash.figure.pharmacies', message: '{figure} pharmacies' },
  doctors: { id: 'account.splash.figure.doctors', message: '{figure} doctors' },
  getStarted: { id: 'account.splash.get-started', message: 'Get Started' },
  signIn: { id: 'account.splash.sign-in', message: 'Sign In' },
});
