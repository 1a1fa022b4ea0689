import { describe, expect, it } from 'vitest';
import type { Order } from '@/features/orders/order-schema';
import { findOrder, itemsSubtotal, normalisePhone, orderTotal } from '@/features/orders/order-lookup';
const order = {
  id: 'ORD-2026-0147',
  items: [
    { name: 'Coartem 20/120mg Tablets', price: 7800, quantity: 1 },
    { name: 'Emzor Paracetamol 500mg Tablets', price: 1250, quantity: 2 },
  ],
  totalAmount: 10300,
  deliveryFee: 1500,
  deliveryAddress: { name: 'Chidinma Okeke', address: 'Surulere, Lagos', phone: '+234 802 345 6789' },
} as Order;
const other = { ...order, id: 'ORD-2026-0200', deliveryAddress: { ...order.deliveryAddress, phone: '0803 000 0000' } };
const orders = [other, order];

describe('findOrder', () => {
  it('finds the sample order by its ID in any letter case', () => {
    expect(findOrder(orders, order.id)).toBe(order);
    expect(findOrder(orders, `  ${order.id.toLowerCase()} `)).toBe(order);
  });

  it('finds it by the delivery phone number however it is written', () => {
    const local = `0${normalisePhone(order.deliveryAddress.phone).slice(3)}`;
    expect(findOrder(orders, local)).toBe(order);
    expect(findOrder(orders, order.deliveryAddress.phone.replace(/\s/g, ''))).toBe(order);
  });

  it('finds nothing for an unknown ID, a short number or an empty box', () => {
    expect(findOrder(orders, 'ORD-2026-9999')).toBeUndefined();
    expect(findOrder(orders, '0802')).toBeUndefined();
    expect(findOrder(orders, '   ')).toBeUndefined();
  });
});

describe('totals', () => {
  it('adds the delivery fee to the items subtotal', () => {
    expect(itemsSubtotal(order)).toBe(order.totalAmount);
    expect(orderTotal({ totalAmount: 13000, deliveryFee: 1500 })).toBe(14500);
  });

  it('normalises Nigerian phone numbers', () => {
    expect(normalisePhone('+234 802 345 6789')).toBe('2348023456789');
    expect(normalisePhone('0802-345-6789')).toBe('2348023456789');
  });
});
