// Each public page's description meta, by route id. Not in the
// route files' staticData (which is in every page's first load): the prerenderer writes them into
// the HTML, and a client navigation fetches this module to update the tags.
import { descriptions as d } from '@/components/app-shell/page-text.messages';
import { translate, type Message } from '@/lib/i18n/i18n';

const descriptions: Record<string, Message> = {
  '/': d.landing,
  '/home': d.landing,
  '/pharmacy/': d.search,
  '/drugs/search': d.search,
  '/telemedicine': d.book,
  '/consultations/book': d.book,
  '/about': d.about,
  '/contact': d.contact,
  '/auth/splash': d.splash,
  '/auth/login': d.login,
  '/auth/register': d.register,
  '/auth/forgot-password': d.forgotPassword,
  '/auth/reset-password': d.resetPassword,
  '/confirm': d.confirm,
  '/logistics/signup': d.logisticsSignup,
  '/dashboard/logistics/upgrade': d.logisticsUpgrade,
};

/** The route ids that have a description (a test holds them to the route tree). */
export const describedRoutes = () => Object.keys(descriptions);

export const deepest = (table: Record<string, Message>, routeIds: readonly string[]) => {
  for (let i = routeIds.length - 1; i >= 0; i--) {
    const message = table[routeIds[i]!];
    if (message) return message;
  }
  return undefined;
};

/** The description of the deepest matched route that has one. */
export function describe(routeIds: readonly string[]): string | undefined {
  const message = deepest(descriptions, routeIds);
  return message && translate(message);
}
