import { describe, expect, it } from 'vitest';
import { filterOrders, isRangeReversed, parseDay } from '@/features/pharmacy/orders/order-filters';
import type { PharmacyOrder } from '@/features/pharmacy/orders/order-schema';
import { actionsFor, nextStatus } from '@/features/pharmacy/orders/order-status';

const now = new Date(2026, 2, 10, 15, 0); // 10 Mar 2026, 15:00 local

function order(id: string, over: Partial<PharmacyOrder>): PharmacyOrder {
  return {
    id,
    customer: 'Someone',
    phone: '0800 000 0000',
    medications: [{ name: 'Paracetamol 500mg', quantity: 1, price: 450 }],
    totalAmount: 450,
    status: 'pending',
    orderTime: now,
    deliveryAddress: 'Lagos',
    prescriptionUploaded: false,
    ...over,
  };
}

const orders = [
  order('ORD-2026-0001', { customer: 'Chinedu Eze', orderTime: new Date(2026, 2, 10, 9, 0) }),
  order('ORD-2026-0002', { status: 'confirmed', medications: [{ name: 'Amoxicillin 500mg', quantity: 2, price: 1600 }], orderTime: new Date(2026, 2, 9, 23, 30) }),
  order('ORD-2026-0003', { status: 'ready', orderTime: new Date(2026, 2, 5, 12, 0) }),
  order('ORD-2026-0004', { status: 'completed', orderTime: new Date(2026, 1, 20, 12, 0) }),
  order('ORD-2026-0005', { status: 'completed', orderTime: new Date(2026, 0, 2, 12, 0) }),
];
const ids = (list: PharmacyOrder[]) => list.map((o) => o.id.slice(-1));

describe('filterOrders', () => {
  it('returns everything newest first when no filter is set', () => {
    expect(ids(filterOrders([...orders].reverse(), {}, now))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('searches order ID, customer and medication, ignoring case and spaces around', () => {
    expect(ids(filterOrders(orders, { q: '  chinedu ' }, now))).toEqual(['1']);
    expect(ids(filterOrders(orders, { q: 'AMOXICILLIN' }, now))).toEqual(['2']);
    expect(ids(filterOrders(orders, { q: '0003' }, now))).toEqual(['3']);
    expect(filterOrders(orders, { q: 'insulin' }, now)).toEqual([]);
  });

  it('filters by status', () => {
    expect(ids(filterOrders(orders, { status: 'completed' }, now))).toEqual(['4', '5']);
    expect(ids(filterOrders(orders, { status: 'all' }, now))).toHaveLength(5);
  });

  it('today means since local midnight, not the last 24 hours', () => {
    expect(ids(filterOrders(orders, { range: 'today' }, now))).toEqual(['1']);
  });

  it('week and month are the last 7 and 30 days', () => {
    expect(ids(filterOrders(orders, { range: 'week' }, now))).toEqual(['1', '2', '3']);
    expect(ids(filterOrders(orders, { range: 'month' }, now))).toEqual(['1', '2', '3', '4']);
  });

  it('custom range includes both end days; an open end is unbounded', () => {
    expect(ids(filterOrders(orders, { range: 'custom', from: '2026-03-05', to: '2026-03-09' }, now))).toEqual(['2', '3']);
    expect(ids(filterOrders(orders, { range: 'custom', from: '2026-03-09' }, now))).toEqual(['1', '2']);
    expect(ids(filterOrders(orders, { range: 'custom', to: '2026-02-20' }, now))).toEqual(['4', '5']);
  });

  it('dates are ignored unless the range is custom', () => {
    expect(filterOrders(orders, { range: 'any', from: '2026-03-10' }, now)).toHaveLength(5);
  });

  it('combines search, status and date', () => {
    expect(ids(filterOrders(orders, { q: 'paracetamol', status: 'completed', range: 'month' }, now))).toEqual(['4']);
  });
});

describe('date helpers', () => {
  it('parses real calendar days only', () => {
    expect(parseDay('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('28/02/2026')).toBeNull();
  });

  it('spots a custom range that ends before it starts', () => {
    expect(isRangeReversed({ range: 'custom', from: '2026-03-09', to: '2026-03-01' })).toBe(true);
    expect(isRangeReversed({ range: 'custom', from: '2026-03-01', to: '2026-03-01' })).toBe(false);
  });
});

describe('order actions', () => {
  it('offers the actions of the product flow for each status', () => {
    expect(actionsFor('pending')).toEqual(['accept', 'decline']);
    expect(actionsFor('confirmed')).toEqual(['prepare']);
    expect(actionsFor('preparing')).toEqual(['ready']);
    expect(actionsFor('ready')).toEqual([]);
    expect(actionsFor('cancelled')).toEqual([]);
  });

  it('moves an order along and refuses out-of-turn actions', () => {
    expect(nextStatus('pending', 'accept')).toBe('confirmed');
    expect(nextStatus('pending', 'decline')).toBe('cancelled');
    expect(nextStatus('confirmed', 'prepare')).toBe('preparing');
    expect(nextStatus('preparing', 'ready')).toBe('ready');
    expect(nextStatus('ready', 'accept')).toBeNull();
  });
});
