import { useCallback, useEffect, useState } from 'react';
import { startPolling, type LiveStatus } from '@/lib/orders/poll';

/** A value fetched now and again every `intervalMs` while the page is visible (see poll.ts). */
export function usePolled<T>(fetcher: () => Promise<T>, intervalMs: number, enabled = true) {
  const [data, setData] = useState<T>();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<string>();

  // `fetcher` must be stable (a module function or useCallback): a new one restarts the loop.
  const tick = useCallback(async () => {
    try {
      setData(await fetcher());
      setError(undefined);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not load');
      throw err;
    }
  }, [fetcher]);

  useEffect(() => {
    if (!enabled) return;
    return startPolling({ intervalMs, tick, onStatus: setStatus });
  }, [enabled, intervalMs, tick]);

  const refresh = useCallback(() => tick().catch(() => undefined), [tick]);
  return { data, status, error, refresh };
}
