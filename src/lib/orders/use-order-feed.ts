import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFeed } from '@/lib/orders/api';
import type { Order } from '@/lib/orders/schema';
import { startPolling, type LiveStatus } from '@/lib/orders/poll';
import { storedUserId } from '@/lib/auth/hint';
import { unreachable } from '@/lib/use-remote';

const copies = () => import('@/lib/saved-copy');

/** Live pages ask every 4 s: a change shows within 5 s even when the request itself takes a second. */
export const FEED_INTERVAL_MS = 4_000;

export interface OrderFeed {
  /** Newest first; undefined until the first answer. */
  orders: Order[] | undefined;
  status: LiveStatus;
  /** Set when the first load failed (nothing to show yet, or only the saved copy). */
  error: string | undefined;
  /** When the orders shown are the copy saved on this device (server unreachable), when it was saved. */
  savedAt: number | undefined;
  /** Asks now (after an action), instead of waiting for the next tick. */
  refresh: () => Promise<void>;
}

/**
 * The signed-in person's orders, kept current by polling the order_feed cursor: the first request
 * brings every order, later ones only orders with new events (an empty answer is ~25 bytes).
 * `enabled` false (not signed in) makes no request. With `saveAs`, the list is kept on the device
 * for the signed-in account (the owner-scoped copies, wiped at sign-out) and shown, with `savedAt`,
 * while the server cannot be reached and nothing newer has arrived.
 */
export function useOrderFeed(enabled = true, saveAs?: string): OrderFeed {
  const [orders, setOrders] = useState<Order[]>();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<string>();
  const [savedAt, setSavedAt] = useState<number>();
  const cursor = useRef(0);
  const byId = useRef(new Map<string, Order>());

  const tick = useCallback(async () => {
    // The account the answer is for: a sign-out (or someone else's sign-in) meanwhile keeps nothing.
    const who = storedUserId();
    try {
      const feed = await fetchFeed(cursor.current);
      const changed = feed.orders.length > 0 || cursor.current === 0;
      for (const order of feed.orders) byId.current.set(order.id, order);
      cursor.current = Math.max(cursor.current, feed.cursor);
      // A first answer always renders (even empty); later, only a real change re-renders.
      if (changed) {
        const list = [...byId.current.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
        setOrders(list);
        setSavedAt(undefined);
        if (saveAs && who && storedUserId() === who) void copies().then((m) => m.saveCopy(saveAs, list, who)).catch(() => undefined);
      }
      setError(undefined);
    } catch (err) {
      const failure = err instanceof Error ? err : new Error(String(err));
      // Nothing from the server yet on this visit: the last list this account saw here, if any.
      if (saveAs && cursor.current === 0 && unreachable(failure)) {
        const copy = await copies().then((m) => m.readCopy<Order[]>(saveAs)).catch(() => undefined);
        if (copy && cursor.current === 0 && storedUserId() === who) {
          setOrders(copy.data);
          setSavedAt(copy.savedAt);
        }
      }
      setError(failure.message || 'Could not load your orders');
      throw err;
    }
  }, [saveAs]);

  useEffect(() => {
    if (!enabled) return;
    return startPolling({ intervalMs: FEED_INTERVAL_MS, tick, onStatus: setStatus });
  }, [enabled, tick]);

  const refresh = useCallback(() => tick().catch(() => undefined), [tick]);
  return { orders, status, error, savedAt, refresh };
}
