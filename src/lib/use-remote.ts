import { useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { state: 'loading'; data?: T }
  | { state: 'ready'; data: T }
  | { state: 'failed'; error: Error; data?: T };

type Settled<T> = { key: string; data?: T; error?: Error };

/**
 * Loads server data for a screen and loads it again when `key` changes or `reload()` is called.
 * The previous data stays visible while the next load runs, so lists do not flash empty.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> & { reload: () => void } {
  const [tick, setTick] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: '' });
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const wanted = `${key}#${tick}`;
  useEffect(() => {
    let live = true;
    latest.current().then(
      (data) => live && setSettled({ key: wanted, data }),
      (error: unknown) =>
        live && setSettled((s) => ({ key: wanted, data: s.data, error: error instanceof Error ? error : new Error(String(error)) })),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const reload = () => setTick((t) => t + 1);
  if (settled.key !== wanted) return { state: 'loading', data: settled.data, reload };
  if (settled.error) return { state: 'failed', error: settled.error, data: settled.data, reload };
  return { state: 'ready', data: settled.data as T, reload };
}
