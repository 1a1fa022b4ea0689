import { formatDayTime, formatNaira } from '@/lib/format';
import type { Order } from '@/lib/orders/schema';

/** A plain-text invoice: opens on any phone and costs a few hundred bytes. */
export function invoiceText(order: Order): string {
  const a = order.address;
  const lines = [
    'Magani Health - Invoice',
    `Order ${order.reference}`,
    `Placed ${formatDayTime(order.created_at)}`,
    '',
    `Pharmacy: ${order.pharmacy.name}, ${order.pharmacy.address ?? ''}`,
    `Deliver to: ${a.street}, ${a.lga}, ${a.state}`,
    '',
    ...order.items.map((i) => `${i.quantity} x ${i.name} @ ${formatNaira(i.unit_price)} = ${formatNaira(i.line_total)}`),
    '',
    `Subtotal: ${formatNaira(order.subtotal)}`,
    `Delivery fee: ${formatNaira(order.delivery_fee)}`,
    `Total: ${formatNaira(order.total)}`,
    'Payment: on delivery',
  ];
  return `${lines.join('\n')}\n`;
}

export function downloadInvoice(order: Order) {
  const url = URL.createObjectURL(new Blob([invoiceText(order)], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `invoice-${order.reference}.txt` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
