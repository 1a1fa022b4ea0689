import { defineMessages } from '@/lib/i18n/i18n';

// Ordering again from a refill reminder (/orders/$id/reorder).
export const reorder = defineMessages({
  title: { id: 'shop.reorder.title', message: 'Order again' },
  signInTitle: { id: 'shop.reorder.sign-in-title', message: 'Sign in to order these medicines again' },
  signIn: { id: 'shop.reorder.sign-in', message: 'Sign in' },
  yourOrders: { id: 'shop.reorder.your-orders-what', message: 'your orders' },
  todaysPrices: { id: 'shop.reorder.todays-prices-what', message: "today's prices" },
  loading: { id: 'shop.reorder.loading', message: 'Loading your order…' },
  notFound: { id: 'shop.reorder.not-found', message: 'Order not found' },
  notYours: { id: 'shop.reorder.not-yours', message: 'It is not one of your orders. {link}' },
  seeOrders: { id: 'shop.reorder.see-orders', message: 'See my orders' },
  checking: { id: 'shop.reorder.checking', message: 'Checking today’s prices and stock…' },
  changed: { id: 'shop.reorder.changed', message: 'Some items of order {reference} from {pharmacy} have changed since you bought them.' },
  gone: { id: 'shop.reorder.gone', message: 'No longer sold by this pharmacy' },
  out: { id: 'shop.reorder.out', message: 'Out of stock today' },
  short: { id: 'shop.reorder.short', message: 'Only {count} in stock: {count} will go in your cart' },
  same: { id: 'shop.reorder.same', message: '{price} each, as before' },
  newPrice: { id: 'shop.reorder.new-price', message: '{price} each today (was {was})' },
  checkOut: { id: 'shop.reorder.check-out', message: '{count, plural, one {Check out the # available item} other {Check out the # available items}}' },
  findOther: { id: 'shop.reorder.find-other', message: 'Find other medicines' },
});
