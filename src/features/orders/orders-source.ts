import * as v from 'valibot';
import { createJsonSource } from '@/lib/json-source';
import { OrderSchema, type Order } from '@/features/orders/order-schema';

// The one place that knows where orders come from: a precached sample for now, an orders table later.
// no-cache: the Refresh button must reach the server, not the browser's HTTP cache.
const source = createJsonSource('/data/orders.json', (json) => v.parse(v.array(OrderSchema), json), {
  cache: 'no-cache',
});

/** Cached after the first call; `refresh` asks again (the Refresh button). */
export const loadOrders = (options?: { refresh?: boolean }): Promise<Order[]> => source.load(options);
