// How an order is paid, in words, from what the database says about its payment and refund.
import { formatNaira } from '@/lib/format';
import type { Order } from '@/lib/orders/schema';
import { translate } from '@/lib/i18n/i18n';
import { orderWords as m } from '@/lib/orders/order.messages';

type Paid = Pick<Order, 'payment_method' | 'payment' | 'refund'>;

export const isPaidOnline = (order: Paid) => order.payment_method === 'online' && Boolean(order.payment?.paid_at);

/** In the current language: call it while rendering, so it follows a change of language. */
export function paymentLabel(order: Paid): string {
  if (order.payment_method !== 'online') return translate(m.payOnDelivery);
  const refund = order.refund;
  if (refund) {
    const amount = formatNaira(refund.amount_kobo / 100);
    if (refund.status === 'processed') return translate(m.refunded, { amount });
    if (refund.status === 'failed') return translate(m.refundDelayed, { amount });
    return translate(m.refundStarted, { amount });
  }
  const payment = order.payment;
  if (payment?.paid_at) return translate(m.paidOnline);
  if (payment?.status === 'failed') return translate(m.failed);
  if (payment?.status === 'abandoned') return translate(m.abandoned);
  return translate(m.waiting);
}
