import { formatNaira } from '@/lib/format';
import type { Order } from '@/features/orders/order-schema';
import { orderTotal } from '@/features/orders/order-lookup';
import { formatOrderDayTime } from '@/features/orders/format-time';

/** A plain-text invoice: opens on any phone and costs a few hundred bytes. */
export function invoiceText(order: Order): string {
  const lines = [
    'Magani Health - Invoice',
    `Order ${order.id}`,
    `Placed ${formatOrderDayTime(order.placedAt)}`,
    '',
    `Pharmacy: ${order.pharmacy.name}, ${order.pharmacy.address}`,
    `Deliver to: ${order.deliveryAddress.name}, ${order.deliveryAddress.address}`,
    '',
    ...order.items.map(
      (i) => `${i.quantity} x ${i.name} @ ${formatNaira(i.price)} = ${formatNaira(i.price * i.quantity)}`,
    ),
    '',
    `Subtotal: ${formatNaira(order.totalAmount)}`,
    `Delivery fee: ${formatNaira(order.deliveryFee)}`,
    `Total: ${formatNaira(orderTotal(order))}`,
  ];
  return `${lines.join('\n')}\n`;
}

export function downloadInvoice(order: Order) {
  const url = URL.createObjectURL(new Blob([invoiceText(order)], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `invoice-${order.id}.txt` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
