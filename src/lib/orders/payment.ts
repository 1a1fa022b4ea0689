// How an order is paid, in words, from what the database says about its payment and refund.
import { formatNaira } from '@/lib/format';
import type { Order } from '@/lib/orders/schema';

type Paid = Pick<Order, 'payment_method' | 'payment' | 'refund'>;

export const isPaidOnline = (order: Paid) => order.payment_method === 'online' && Boolean(order.payment?.paid_at);

export function paymentLabel(order: Paid): string {
  if (order.payment_method !== 'online') return 'Pay on delivery';
  const refund = order.refund;
  if (refund) {
    const amount = formatNaira(refund.amount_kobo / 100);
    if (refund.status === 'processed') return `Paid online, refunded ${amount}`;
    if (refund.status === 'failed') return `Paid online; the refund of ${amount} is delayed`;
    return `Paid online. Refund of ${amount} started`;
  }
  const payment = order.payment;
  if (payment?.paid_at) return 'Paid online';
  if (payment?.status === 'failed') return 'Online payment failed: not paid';
  if (payment?.status === 'abandoned') return 'Not paid online in time';
  return 'Waiting for online payment';
}
