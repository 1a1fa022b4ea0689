import { defineMessages } from '@/lib/i18n/i18n';

// The public pages' titles. English shows the routes' staticData titles (the same text), so
// these load only with another language (page-titles.ts).
export const titles = defineMessages({
  landing: { id: 'page.title.landing', message: 'Magani Health: Online Pharmacy & Telemedicine in Nigeria' },
  contact: { id: 'page.title.contact', message: 'Contact Magani Health support' },
  register: { id: 'page.title.register', message: 'Create an Account | Magani Health' },
  splash: { id: 'page.title.splash', message: 'Welcome to Magani Health' },
  login: { id: 'page.title.login', message: 'Login | Magani Health' },
  book: { id: 'page.title.book', message: 'Book a Consultation | Magani Health' },
  search: { id: 'page.title.search', message: 'Find Your Medication | Magani Health' },
  telemedicine: { id: 'page.title.telemedicine', message: 'Telemedicine: Book a Consultation | Magani Health' },
  about: { id: 'page.title.about', message: 'About Magani Health: our mission and values' },
  // The content pages' titles sit in their pages' own areas (src/lib/i18n/areas.ts), not core.
  faq: { id: 'page.title.faq', message: 'FAQ | Magani Health' },
  help: { id: 'page.title.help', message: 'Help Center | Magani Health' },
  terms: { id: 'page.title.terms', message: 'Terms of Service | Magani Health' },
  privacy: { id: 'page.title.privacy', message: 'Privacy Policy | Magani Health' },
  cookies: { id: 'page.title.cookies', message: 'Cookie Policy | Magani Health' },
  licensing: { id: 'page.title.licensing', message: 'Licensing | Magani Health' },
  partner: { id: 'page.title.partner', message: 'Partner With Us | Magani Health' },
  b2b: { id: 'page.title.b2b', message: 'B2B Pharmacy Services | Magani Health' },
  delivery: { id: 'page.title.delivery', message: 'Medicine Delivery | Magani Health' },
});

// The app's screens whose title is not the words of a message they show already: the page's name
// alone (page-titles.ts adds " | Magani Health"), each in its route's area.
export const names = defineMessages({
  forgotPassword: { id: 'page.title.forgot-password', message: 'Forgot Password' },
  resetPassword: { id: 'page.title.reset-password', message: 'Reset Password' },
  confirm: { id: 'page.title.confirm', message: 'Confirm Your Email' },
  logisticsSignup: { id: 'page.title.logistics-signup', message: 'Logistics Provider Signup' },
  patientDashboard: { id: 'page.title.patient-dashboard', message: 'Patient Dashboard' },
  writeReview: { id: 'page.title.write-review', message: 'Write a Review' },
  pharmacyReviews: { id: 'page.title.pharmacy-reviews', message: 'Pharmacy Reviews' },
});
