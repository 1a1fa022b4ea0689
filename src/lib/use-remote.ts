import { useEffect, useRef, useState } from 'react';
import { storedUserId } from '@/lib/auth/hint';

export type Remote<T> =
  | { state: 'loading'; data?: T }
  | { state: 'ready'; data: T; savedAt?: number }
  | { state: 'failed'; error: Error; data?: T };

type Settled<T> = { key: string; data?: T; error?: Error; savedAt?: number };

/** Only a network failure falls back to the saved copy; a refusal by the server is shown as such. */
export const unreachable = (error: Error) =>
  (error as { status?: number }).status === 0 ||
  (typeof navigator !== 'undefined' && !navigator.onLine) ||
  /failed to fetch|networkerror|load failed|offline/i.test(error.message);

/**
 * Loads server data for a screen and loads it again when `key` changes or `reload()` is called.
 * The previous data stays visible while the next load runs, so lists do not flash empty.
 * With `saveAs`, each answer is kept on the device for the signed-in account, and shown (with
 * `savedAt`) when the server cannot be reached.
 */
export function useRemote<T>(load: () => Promise<T>, key: string, saveAs?: string): Remote<T> & { reload: () => void } {
  const [tick, setTick] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: '' });
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const wanted = `${key}#${tick}`;
  useEffect(() => {
    let live = true;
    // Fetched beside the load, so that the copy is written the moment the answer arrives.
    const copies = saveAs ? import('@/lib/saved-copy') : undefined;
    // The account the answer is for: a sign-out (or someone else's sign-in) meanwhile keeps nothing.
    const who = storedUserId();
    latest.current().then(
      (data) => {
        if (saveAs && who && storedUserId() === who) void copies?.then((m) => m.saveCopy(saveAs, data, who)).catch(() => undefined);
        if (live) setSettled({ key: wanted, data });
      },
      async (thrown: unknown) => {
        const error = thrown instanceof Error ? thrown : new Error(String(thrown));
        const copy =
          saveAs && unreachable(error) ? await copies?.then((m) => m.readCopy<T>(saveAs)).catch(() => undefined) : undefined;
        if (!live) return;
        if (copy) setSettled({ key: wanted, data: copy.data, savedAt: copy.savedAt });
        else setSettled((s) => ({ key: wanted, data: s.data, error }));
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, saveAs]);
  const reload = () => setTick((t) => t + 1);
  if (settled.key !== wanted) return { state: 'loading', data: settled.data, reload };
  if (settled.error) return { state: 'failed', error: settled.error, data: settled.data, reload };
  return { state: 'ready', data: settled.data as T, savedAt: settled.savedAt, reload };
}
