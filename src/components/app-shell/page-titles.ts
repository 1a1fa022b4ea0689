// The public pages' titles outside English, by route id (English titles are the routes' own
// staticData). Fetched only when the page is in another language.
import { titles } from '@/components/app-shell/page-title.messages';
import { deepest } from '@/components/app-shell/descriptions';
import { translate, type Message } from '@/lib/i18n/i18n';

const pageTitles: Record<string, Message> = {
  '/': titles.landing,
  '/home': titles.landing,
  '/contact': titles.contact,
  '/auth/register': titles.register,
  '/auth/splash': titles.splash,
  '/auth/login': titles.login,
  '/consultations/book': titles.book,
  '/drugs/search': titles.search,
  '/pharmacy/': titles.search,
  '/telemedicine': titles.telemedicine,
  '/about': titles.about,
  '/faq': titles.faq,
  '/help': titles.help,
  '/terms': titles.terms,
  '/privacy': titles.privacy,
  '/cookies': titles.cookies,
  '/licensing': titles.licensing,
  '/partner': titles.partner,
  '/b2b': titles.b2b,
  '/delivery': titles.delivery,
};

/** The page's title in the current language, or the route's English one when it has none. */
export function titleIn(routeIds: readonly string[], english: string): string {
  const message = deepest(pageTitles, routeIds);
  return message ? translate(message) : english;
}
