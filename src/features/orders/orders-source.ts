import * as v from 'valibot';
import { OrderSchema, type Order } from '@/features/orders/order-schema';

// The one place that knows where orders come from: a precached sample for now, an orders table later.
let pending: Promise<Order[]> | undefined;

async function fetchOrders(): Promise<Order[]> {
  const response = await fetch('/data/orders.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Order request failed (${response.status})`);
  return v.parse(v.array(OrderSchema), await response.json());
}

/** Cached after the first call; `refresh` asks again (the Refresh button). */
export function loadOrders({ refresh = false } = {}): Promise<Order[]> {
  if (refresh || !pending) {
    pending = fetchOrders().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  }
  return pending;
}
