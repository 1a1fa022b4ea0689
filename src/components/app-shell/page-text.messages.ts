import { defineMessages } from '@/lib/i18n/i18n';

// The description metas of the public pages.
export const descriptions = defineMessages({
  landing: {
    id: 'page.description.landing',
    message:
      'Order medicines from verified Nigerian pharmacies, compare prices and generic alternatives, book a doctor consultation online and get fast delivery with live tracking.',
  },
  search: { id: 'page.description.search', message: 'Search and compare medicine prices from verified pharmacies in Lagos, Abuja, Kano and Ibadan.' },
  book: {
    id: 'page.description.book',
    message:
      'Book a video consultation with a verified Nigerian doctor: choose a specialty, a date and a time, and get an e-prescription your pharmacy can fill.',
  },
  about: {
    id: 'page.description.about',
    message:
      'Magani Health connects patients with licensed pharmacies, verified doctors and delivery riders across Nigeria. Read about our mission, our values and what we offer.',
  },
  contact: {
    id: 'page.description.contact',
    message: 'Reach Magani Health by phone, e-mail or message. Support Mon-Fri 8:00 AM-6:00 PM, Sat 9:00 AM-4:00 PM, Sunday for emergencies only.',
  },
  splash: {
    id: 'page.description.splash',
    message: 'Get started with Magani Health: an online pharmacy, doctor consultations and fast medicine delivery in one app.',
  },
  login: { id: 'page.description.login', message: 'Sign in to Magani Health to order medicines, see doctors and track deliveries.' },
  register: { id: 'page.description.register', message: 'Register with Magani Health as a patient, pharmacy, doctor or delivery rider.' },
  forgotPassword: { id: 'page.description.forgot-password', message: 'Get a link to reset your Magani Health password.' },
  resetPassword: { id: 'page.description.reset-password', message: 'Choose a new password for your Magani Health account.' },
  confirm: { id: 'page.description.confirm', message: 'Confirm your email address to activate your Magani Health account.' },
  logisticsSignup: { id: 'page.description.logistics-signup', message: 'Sign up as a Magani Health logistics provider with your phone number.' },
  logisticsUpgrade: { id: 'page.description.logistics-upgrade', message: 'Move your logistics provider account to Tier 2 or Tier 3.' },
});
