import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFeed } from '@/lib/orders/api';
import type { Order } from '@/lib/orders/schema';
import { startPolling, type LiveStatus } from '@/lib/orders/poll';

/** Live pages ask every 4 s: a change shows within 5 s even when the request itself takes a second. */
export const FEED_INTERVAL_MS = 4_000;

export interface OrderFeed {
  /** Newest first; undefined until the first answer. */
  orders: Order[] | undefined;
  status: LiveStatus;
  /** Set when the first load failed (nothing to show yet). */
  error: string | undefined;
  /** Asks now (after an action), instead of waiting for the next tick. */
  refresh: () => Promise<void>;
}

/**
 * The signed-in person's orders, kept current by polling the order_feed cursor: the first request
 * brings every order, later ones only orders with new events (an empty answer is ~25 bytes).
 * `enabled` false (not signed in) makes no request.
 */
export function useOrderFeed(enabled = true): OrderFeed {
  const [orders, setOrders] = useState<Order[]>();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<string>();
  const cursor = useRef(0);
  const byId = useRef(new Map<string, Order>());

  const tick = useCallback(async () => {
    try {
      const feed = await fetchFeed(cursor.current);
      const changed = feed.orders.length > 0 || cursor.current === 0;
      for (const order of feed.orders) byId.current.set(order.id, order);
      cursor.current = Math.max(cursor.current, feed.cursor);
      // A first answer always renders (even empty); later, only a real change re-renders.
      if (changed) setOrders([...byId.current.values()].sort((a, b) => b.created_at.localeCompare(a.created_at)));
      setError(undefined);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not load your orders');
      throw err;
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    return startPolling({ intervalMs: FEED_INTERVAL_MS, tick, onStatus: setStatus });
  }, [enabled, tick]);

  const refresh = useCallback(() => tick().catch(() => undefined), [tick]);
  return { orders, status, error, refresh };
}
