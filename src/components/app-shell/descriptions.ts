// Each public page's description meta, by route id. Not in the route files' staticData (which is
// in every page's first load): the prerenderer writes it into the HTML, and a client navigation
// fetches this module to update the tag.
const landing =
  'Order medicines from verified Nigerian pharmacies, compare prices and generic alternatives, book a doctor consultation online and get fast delivery with live tracking.';
const search =
  'Search and compare medicine prices from verified pharmacies in Lagos, Abuja, Kano and Ibadan.';
const book =
  'Book a video consultation with a verified Nigerian doctor: choose a specialty, a date and a time, and get an e-prescription your pharmacy can fill.';

const descriptions: Record<string, string> = {
  '/': landing,
  '/home': landing,
  '/pharmacy/': search,
  '/drugs/search': search,
  '/telemedicine': book,
  '/consultations/book': book,
  '/about':
    'Magani Health connects patients with licensed pharmacies, verified doctors and delivery riders across Nigeria. Read about our mission, our values and what we offer.',
  '/contact':
    'Reach Magani Health by phone, e-mail or message. Support Mon-Fri 8:00 AM-6:00 PM, Sat 9:00 AM-4:00 PM, Sunday for emergencies only.',
  '/auth/splash':
    'Get started with Magani Health: an online pharmacy, doctor consultations and fast medicine delivery in one app.',
  '/auth/login':
    'Sign in to Magani Health to order medicines, see doctors and track deliveries.',
  '/auth/register':
    'Register with Magani Health as a patient, pharmacy, doctor or delivery rider.',
  '/auth/forgot-password':
    'Get a link to reset your Magani Health password.',
  '/auth/reset-password':
    'Choose a new password for your Magani Health account.',
  '/confirm':
    'Confirm your email address to activate your Magani Health account.',
  '/logistics/signup':
    'Sign up as a Magani Health logistics provider with your phone number.',
  '/dashboard/logistics/upgrade':
    'Move your logistics provider account to Tier 2 or Tier 3.',
};

/** The route ids that have a description (a test holds them to the route tree). */
export const describedRoutes = () => Object.keys(descriptions);

/** The description of the deepest matched route that has one. */
export function describe(routeIds: readonly string[]): string | undefined {
  for (let i = routeIds.length - 1; i >= 0; i--) {
    const text = descriptions[routeIds[i]!];
    if (text) return text;
  }
  return undefined;
}
