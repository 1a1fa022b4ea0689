import type { OrderSearch, PharmacyOrder } from '@/features/pharmacy/orders/order-schema';

const DAY = 24 * 60 * 60 * 1000;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** "2026-03-05" as local midnight; null for anything that is not a real calendar day. */
export function parseDay(iso: string | undefined): Date | null {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getDate() === Number(m[3]) ? d : null;
}

/** The [start, end) window a date-range choice stands for; null bounds are open. */
export function dateWindow(filters: OrderSearch, now: Date): { start: Date | null; end: Date | null } {
  switch (filters.range) {
    case 'today':
      return { start: startOfDay(now), end: null };
    case 'week':
      return { start: new Date(now.getTime() - 7 * DAY), end: null };
    case 'month':
      return { start: new Date(now.getTime() - 30 * DAY), end: null };
    case 'custom': {
      const to = parseDay(filters.to);
      return { start: parseDay(filters.from), end: to && new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1) };
    }
    default:
      return { start: null, end: null };
  }
}

/** True when a custom range ends before it starts: the screen says so instead of showing nothing. */
export function isRangeReversed(filters: OrderSearch) {
  const from = parseDay(filters.from);
  const to = parseDay(filters.to);
  return filters.range === 'custom' && !!from && !!to && to < from;
}

function matchesQuery(order: PharmacyOrder, query: string) {
  if (!query) return true;
  const haystack = [order.id, order.customer, ...order.medications.map((m) => m.name)];
  return haystack.some((text) => text.toLowerCase().includes(query));
}

/**
 * The orders the filter bar asks for, newest first: search by order ID, customer or medication
 * (case-insensitive), status, and date range relative to `now`.
 */
export function filterOrders<T extends PharmacyOrder>(orders: T[], filters: OrderSearch, now = new Date()): T[] {
  const query = (filters.q ?? '').trim().toLowerCase();
  const status = filters.status ?? 'all';
  const { start, end } = dateWindow(filters, now);
  return orders
    .filter(
      (o) =>
        (status === 'all' || o.status === status) &&
        (!start || o.orderTime >= start) &&
        (!end || o.orderTime < end) &&
        matchesQuery(o, query),
    )
    .sort((a, b) => b.orderTime.getTime() - a.orderTime.getTime());
}
