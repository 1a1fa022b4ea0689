// Live reads of IndexedDB for screens. Features read through these functions so that only src/lib
// depends on Dexie directly, and so that no screen carries Dexie (~30 KB gzip) in its first load:
// the database module is fetched with a dynamic import once the screen has rendered, then the
// query subscribes. Until its first answer the hook returns undefined, the screen's loading state.
import { useEffect, useState } from 'react';
import type { AppDB } from '@/lib/db-schema';

/**
 * Reads the database it is given. Dexie tracks which rows the querier reads, so it must await
 * only Dexie calls on `db` (an unrelated await in between loses the tracking).
 */
export type Querier<T> = (db: AppDB) => Promise<T> | T;

let loading: Promise<typeof import('@/lib/db')> | undefined;

/** The database module (Dexie, the app's db, liveQuery), fetched once for the whole page. */
export function loadDb(): Promise<typeof import('@/lib/db')> {
  loading ??= import('@/lib/db').catch((error: unknown) => {
    // A failed fetch (offline before the file was cached) may succeed on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Calls `onValue` with the querier's answer now and after every change to the rows it read;
 * `onError` when the database cannot be loaded or the query fails. Returns a stop function, safe
 * to call before the database module has arrived.
 */
export function watchLive<T>(querier: Querier<T>, onValue: (value: T) => void, onError: (error: unknown) => void): () => void {
  let stopped = false;
  let subscription: { unsubscribe(): void } | undefined;
  loadDb().then(
    ({ db, liveQuery }) => {
      if (stopped) return;
      subscription = liveQuery(() => querier(db)).subscribe({ next: onValue, error: onError });
    },
    (error: unknown) => {
      if (!stopped) onError(error);
    },
  );
  return () => {
    stopped = true;
    subscription?.unsubscribe();
  };
}

/**
 * The querier's answer, live: undefined until the first one. When `deps` change, the previous
 * answer stays on screen until the new query answers. A failure is thrown to the nearest error
 * boundary, as Dexie's own hook did.
 */
export function useLiveQuery<T>(querier: Querier<T>, deps: readonly unknown[]): T | undefined {
  const [state, setState] = useState<{ value: T | undefined; error: unknown }>({ value: undefined, error: null });
  useEffect(
    () =>
      watchLive(
        querier,
        (value) => setState((now) => (now.error === null && now.value === value ? now : { value, error: null })),
        (error) => setState((now) => ({ ...now, error: error ?? new Error('The query failed') })),
      ),
    // The caller's deps decide when the query starts again, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );
  if (state.error !== null) throw state.error;
  return state.value;
}
