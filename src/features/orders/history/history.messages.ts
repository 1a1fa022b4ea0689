import { defineMessages } from '@/lib/i18n/i18n';

// The order history (/orders). Order numbers, pharmacies and medicines are the rows' own.
export const history = defineMessages({
  title: { id: 'shop.orders.title', message: 'My Orders' },
  signIn: { id: 'shop.orders.sign-in', message: '{link} to see your orders.' },
  signInLink: { id: 'shop.orders.sign-in-link', message: 'Sign in' },
  loadFailed: { id: 'shop.orders.load-failed', message: 'Your orders could not be loaded. Check your connection.' },
  loading: { id: 'shop.orders.loading', message: 'Loading your orders…' },
  none: { id: 'shop.orders.none', message: 'No orders yet' },
  findMedicines: { id: 'shop.orders.find-medicines', message: 'Find medicines' },
  track: { id: 'shop.orders.track', message: 'Track' },
  rate: { id: 'shop.orders.rate', message: 'Rate pharmacy' },
  reorder: { id: 'shop.orders.reorder', message: 'Reorder' },
  reorderLabel: { id: 'shop.orders.reorder-label', message: 'Reorder {reference}' },
  gone: { id: 'shop.orders.gone', message: 'These medicines are no longer available from this pharmacy.' },
  nothing: { id: 'shop.orders.nothing', message: 'Nothing to add.' },
  pricesFailed: { id: 'shop.orders.prices-failed', message: 'Could not check today’s prices. Check your connection and try again.' },
});
