/**
 * Which catalogues a page needs. Another language's messages are split by area
 * (src/locales/<language>/<area>.json), so a page in Hausa fetches the shell's messages and its own
 * area's, never every screen's: each area compiles to its own file (assets/messages-<language>-<area>).
 *
 * - core: the shell on every route (header, menus, footer, notices, the public pages' descriptions);
 * - common: what several of the app's screens show (shared components, form messages, order,
 *   payment and consultation states, ratings, payout accounts), loaded with every area but the
 *   landing, content and legal pages, which a first visit sees and which need none of it;
 * - landing: the welcome page (/ and /home); public: about and contact; account: signing in and up, confirming, settings;
 * - examples: the welcome page's further example testimonials and sample cards, which no path needs
 *   before it shows: the page fetches them once it is in use (useArea), keeping its first load small;
 * - the legal, help and service pages, whose text is long, in five areas so that each stays within
 *   the 8 KB a language may add to a first load: terms, privacy, legal (cookies, licensing),
 *   help (help centre, FAQ) and services (delivery, B2B, partners);
 * - the patient's screens: shop (search, cart), checkout (and the wishlist), orders (tracking, history,
 *   payment, reviews, the dashboard) and patient (prescriptions, consultations and the rest), each
 *   within the same 8 KB; one area per staff role, the admin's
 *   reports and finance (finance), user list (users) and approvals (approvals) apart from its other screens;
 *   the pharmacy's, doctor's and rider's money pages (balance, payouts, weekly statement) are in
 *   finance too: they share its payouts list, and an area of their own would add its entry to
 *   every language's core, which the first-visit pages' 8 KB has no room for.
 *
 * A message belongs to the area of the routes that show it; one shown in more than one area
 * belongs to common (or core, when the shell shows it). Paths are the router's (without a language prefix).
 *
 * The app's screens (the areas with common) first wait for a smaller file, their route's page
 * catalogue, which the build writes from the messages the route's modules hold (src/ssr/messages-plugin.ts);
 * their areas follow once the page shows (src/lib/i18n/runtime.ts, loadForPath).
 */
export const areas = ['core', 'common', 'landing', 'examples', 'public', 'terms', 'privacy', 'legal', 'help', 'services', 'account', 'patient', 'shop', 'checkout', 'orders', 'pharmacy', 'doctor', 'rider', 'admin', 'finance', 'users', 'approvals'] as const;
export type Area = (typeof areas)[number];

const byPath: readonly (readonly [RegExp, Area])[] = [
  [/^\/(home)?\/?$/, 'landing'],
  [/^\/(about|contact)\/?$/, 'public'],
  [/^\/terms\/?$/, 'terms'],
  [/^\/privacy\/?$/, 'privacy'],
  [/^\/(cookies|licensing)\/?$/, 'legal'],
  [/^\/(help|faq)\/?$/, 'help'],
  [/^\/(delivery|b2b|partner)\/?$/, 'services'],
  // Before the staff areas: a payee's money page shares the finance screens' parts.
  [/^\/(pharmacy\/payouts|doctor\/earnings|rider\/earnings)\/?$/, 'finance'],
  [/^\/(auth|logistics|confirm|pending|settings|dashboard\/logistics)(\/|$)/, 'account'],
  [/^\/(pharmacy\/[^/]|dashboard\/pharmacy)/, 'pharmacy'],
  // The wishlist rides with checkout: the search screen's area has no room left for it.
  [/^\/(cart\/c|wishlist)/, 'checkout'],
  // /pharmacy/ alone is the patient's search screen under the header's "Find Pharmacy".
  [/^\/(drugs|pharmacy|cart)/, 'shop'],
  [/^\/(orders|reviews|dashboard\/patient)/, 'orders'],
  [/^\/(doctor|dashboard\/doctor)(\/|$)/, 'doctor'],
  [/^\/(rider|dashboard\/rider)(\/|$)/, 'rider'],
  // The reports and finance screens' long text and tables, apart from the admin's other screens.
  [/^\/admin\/(reports|finance)\/?$/, 'finance'],
  [/^\/admin\/users\/?$/, 'users'],
  [/^\/admin\/approvals\/?$/, 'approvals'],
  [/^\/(admin|dashboard\/admin)(\/|$)/, 'admin'],
];

/** Pages a first visit sees, whose text is all their own: they need no shared screen parts. */
const standalone = new Set<Area>(['landing', 'examples', 'public', 'terms', 'privacy', 'legal', 'help', 'services']);

/** The areas whose messages a path shows: core, common for the app's screens, and the path's own. */
export function areasFor(path: string): Area[] {
  const bare = path.split(/[?#]/)[0] || '/';
  const own = byPath.find(([pattern]) => pattern.test(bare))?.[1] ?? 'patient';
  return standalone.has(own) ? ['core', own] : ['core', 'common', own];
}

/**
 * The name of a route's page catalogue (assets/messages-<language>-page-<name>-<version>.json,
 * src/ssr/messages-plugin.ts) from its path with `$` for each parameter: /orders/$/reorder ->
 * orders-_-reorder.
 */
export const pageKey = (routePath: string) => routePath.slice(1).replace(/\//g, '-').replace(/\$/g, '_');
