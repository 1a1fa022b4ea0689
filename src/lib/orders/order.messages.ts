import { defineMessages } from '@/lib/i18n/i18n';

// An order's state and how it is paid, in words: the patient's order screens and the pharmacy's
// and riders' screens show them, so they are in the core catalogue (the glossary's order states).
export const orderWords = defineMessages({
  placed: { id: 'order.status.placed', message: 'Waiting for the pharmacy' },
  confirmed: { id: 'order.status.confirmed', message: 'Confirmed' },
  declined: { id: 'order.status.declined', message: 'Declined' },
  cancelled: { id: 'order.status.cancelled', message: 'Cancelled' },
  preparing: { id: 'order.status.preparing', message: 'Being prepared' },
  ready: { id: 'order.status.ready', message: 'Ready for pickup' },
  pickedUp: { id: 'order.status.picked-up', message: 'Picked up' },
  outForDelivery: { id: 'order.status.out-for-delivery', message: 'Out for delivery' },
  delivered: { id: 'order.status.delivered', message: 'Delivered' },
  payOnDelivery: { id: 'order.payment.on-delivery', message: 'Pay on delivery' },
  refunded: { id: 'order.payment.refunded', message: 'Paid online, refunded {amount}' },
  refundDelayed: { id: 'order.payment.refund-delayed', message: 'Paid online; the refund of {amount} is delayed' },
  refundStarted: { id: 'order.payment.refund-started', message: 'Paid online. Refund of {amount} started' },
  paidOnline: { id: 'order.payment.paid', message: 'Paid online' },
  failed: { id: 'order.payment.failed', message: 'Online payment failed: not paid' },
  abandoned: { id: 'order.payment.abandoned', message: 'Not paid online in time' },
  waiting: { id: 'order.payment.waiting', message: 'Waiting for online payment' },
});
