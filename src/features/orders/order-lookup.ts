import type { Order } from '@/features/orders/order-schema';

/** Nigerian numbers in any common spelling (+234 802..., 0802..., 234802...) to 234XXXXXXXXXX. */
export function normalisePhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('234')) return digits;
  if (digits.startsWith('0')) return `234${digits.slice(1)}`;
  return digits;
}

/** The order whose ID (any letter case) or delivery phone number matches what was typed. */
export function findOrder(orders: Order[], query: string): Order | undefined {
  const text = query.trim();
  if (!text) return undefined;
  const byId = orders.find((o) => o.id.toLowerCase() === text.toLowerCase());
  if (byId) return byId;
  const phone = normalisePhone(text);
  // Fewer digits than a phone number is more likely a mistyped order ID than a phone.
  if (phone.length < 10) return undefined;
  return orders.find((o) => normalisePhone(o.deliveryAddress.phone) === phone);
}

export const orderTotal = (order: Pick<Order, 'totalAmount' | 'deliveryFee'>) => order.totalAmount + order.deliveryFee;

export const itemsSubtotal = (order: Pick<Order, 'items'>) =>
  order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
