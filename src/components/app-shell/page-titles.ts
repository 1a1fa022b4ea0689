// Every page's title outside English, by route id (English titles are the routes' own
// staticData). Fetched only when the page is in another language.
import { names, titles } from '@/components/app-shell/page-title.messages';
import { messageRef, referred, translate, type Message } from '@/lib/i18n/i18n';

// The prerendered pages' whole titles, in core or their page's area.
const wholeTitles: Record<string, Message> = {
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

/**
 * The app's screens: the page's name, then " | Magani Health" as in English. Mostly the screen's
 * own heading (a message its area's catalogue has already, named by id so that this table does not
 * pull the screens' modules in); where the title says something no screen shows, a message of its
 * own in the route's area. A title whose English differs from the heading only in capitals
 * ("Start a Consultation", "Start a consultation") reads the same in the other languages.
 * src/components/app-shell/page-titles.test.ts holds every route of the tree to this table.
 */
const pageNames: Record<string, Message | string> = {
  '/settings': messageRef('account.settings.title'),
  '/pending': messageRef('account.pending.title'),
  '/auth/forgot-password': names.forgotPassword,
  '/auth/reset-password': names.resetPassword,
  '/confirm': names.confirm,
  '/logistics/signup': names.logisticsSignup,
  '/dashboard/logistics/': messageRef('account.logistics-dashboard.title'),
  '/dashboard/logistics/upgrade': messageRef('account.upgrade.title'),
  '/cart/': messageRef('shop.cart.title'),
  '/cart/checkout': messageRef('shop.checkout.title'),
  '/wishlist': messageRef('shop.wishlist.title'),
  '/orders/': messageRef('shop.orders.title'),
  '/orders/track': messageRef('shop.track.title'),
  '/orders/$id/reorder': messageRef('shop.reorder.title'),
  '/_patient/orders/payment': messageRef('shop.payment.title'),
  '/_patient/dashboard/patient': names.patientDashboard,
  '/_patient/reviews/$kind/$id': names.writeReview,
  '/prescriptions/': messageRef('patient.rx.my.title'),
  '/prescriptions/upload': messageRef('patient.rx.upload'),
  '/prescriptions/confirmation': messageRef('patient.rx.submitted'),
  '/consultations/': messageRef('patient.consult.mine'),
  '/consultations/booking-confirmation': messageRef('patient.consult.confirm.title'),
  '/consultations/room/$id': messageRef('patient.room.title'),
  '/_pharmacy/dashboard/pharmacy': messageRef('pharmacy.dashboard.title'),
  '/_pharmacy/pharmacy/analytics': messageRef('pharmacy.analytics.title'),
  '/_pharmacy/pharmacy/inventory': messageRef('pharmacy.dashboard.inventory-link'),
  '/_pharmacy/pharmacy/orders': messageRef('pharmacy.orders.title'),
  '/_pharmacy/pharmacy/prescriptions': messageRef('pharmacy.rx.title'),
  '/_pharmacy/pharmacy/products/add': messageRef('pharmacy.inventory.add-product'),
  '/_pharmacy/pharmacy/restock': messageRef('pharmacy.dashboard.restock-link'),
  '/_pharmacy/pharmacy/reviews': names.pharmacyReviews,
  '/_pharmacy/pharmacy/payouts': messageRef('money.page.pharmacy-title'),
  '/_doctor/dashboard/doctor': messageRef('doctor.dashboard.title'),
  '/_doctor/doctor/availability': messageRef('doctor.hours.title'),
  '/_doctor/doctor/consultation/new': messageRef('doctor.start.title'),
  '/_doctor/doctor/prescriptions/': messageRef('doctor.rx.title'),
  '/_doctor/doctor/reviews': messageRef('doctor.action.reviews'),
  '/_doctor/doctor/schedule': messageRef('doctor.schedule.title'),
  '/_doctor/doctor/earnings': messageRef('money.page.doctor-title'),
  '/_rider/dashboard/rider': messageRef('rider.dashboard.title'),
  '/_rider/rider/history': messageRef('rider.action.history'),
  '/_rider/rider/map': messageRef('rider.map.title'),
  '/_rider/rider/status': messageRef('rider.action.status'),
  '/_rider/rider/earnings': messageRef('money.page.rider-title'),
  '/_admin/dashboard/admin': messageRef('admin.dashboard.title'),
  '/_admin/admin/alerts': messageRef('admin.system-alerts'),
  '/_admin/admin/approvals': messageRef('admin.approvals.title'),
  '/_admin/admin/finance': messageRef('admin.finance.title'),
  '/_admin/admin/pharmacies': messageRef('admin.pharmacies.title'),
  '/_admin/admin/reports': messageRef('admin.reports.title'),
  '/_admin/admin/reviews': messageRef('admin.action.reviews'),
  '/_admin/admin/security': messageRef('admin.security.title'),
  '/_admin/admin/users': messageRef('admin.users.title'),
};

const brand = ' | Magani Health';

/** Each route id with a translated title and the (shipped) id of its message: a test holds them to the route tree. */
export const titledRoutes = (): [string, string][] =>
  Object.entries({ ...wholeTitles, ...pageNames }).map(([route, title]) => [route, typeof title === 'string' ? title : (title as unknown as [string])[0]]);

/** The page's title in the current language, or the route's English one when it has none. */
export function titleIn(routeIds: readonly string[], english: string): string {
  for (let i = routeIds.length - 1; i >= 0; i--) {
    const id = routeIds[i]!;
    const whole = wholeTitles[id];
    if (whole) return translate(whole);
    const name = pageNames[id];
    if (name === undefined) continue;
    const englishName = english.endsWith(brand) ? english.slice(0, -brand.length) : english;
    const text = translate(typeof name === 'string' ? referred(name, englishName) : name);
    return english.endsWith(brand) ? text + brand : text;
  }
  return english;
}
