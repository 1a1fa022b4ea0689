import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Catalogue } from '@/features/catalogue/search';
import { chooseState, deferral, lastDeferral, type Deferral } from '@/lib/catalogue/state';

// The one place that knows where the catalogue comes from: the state's copy kept on this device
// (read by the catalogue's worker), then a refresh with what changed on the server. The worker
// prepares the medicines for search and sends them in slices (src/lib/catalogue-sync.ts). Loaded after
// the first render (IndexedDB and the network exist only in the browser, and the prerendered page
// must match the first render).

const sync = () => import('@/lib/catalogue-sync');

export type CatalogueState =
  | { status: 'loading'; deferral?: Deferral }
  /** Nothing on this device and the server unreachable. */
  | { status: 'missing'; offline: boolean; deferral?: Deferral; retry: () => void }
  | {
      status: 'ready';
      data: Catalogue;
      refreshing: boolean;
      refreshFailed: boolean;
      /** The state asked for, when the copy on screen is another state's (offline). */
      wanted?: string;
    };

// Kept for the tab's life, so returning to the page shows results at once.
let rows: Catalogue | undefined;
let inflight: Promise<Catalogue> | undefined;
let lastRefresh = 0;
const REFRESH_EVERY_MS = 30_000;
const listeners = new Set<() => void>();
/** `${state}:${medicine id}` of the medicines whose offers were fetched for the copy in memory. */
export const opened = new Set<string>();

const prepare = (r: Catalogue) => {
  // Another state's copy starts with no offers kept: fetch them again when shown.
  if (rows && r.state !== rows.state) opened.clear();
  rows = r;
  return r;
};

function refresh(): Promise<Catalogue> {
  inflight ??= sync()
    .then((m) => m.refreshCatalogue())
    .then((fresh) => {
      lastRefresh = Date.now();
      return fresh;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

/** Fetches and keeps the offers of the medicines on screen (online); the page then shows them. */
export async function openMedicines(ids: string[]): Promise<void> {
  const fresh = await (await sync()).openOffers(ids);
  if (fresh && fresh.state === rows?.state) {
    prepare(fresh);
    for (const l of listeners) l();
  }
}

/** The copy for `state` (a state's name, or undefined for the person's own). */
export function useCatalogue(state: string | undefined): CatalogueState {
  const ready = (r: Catalogue, refreshing: boolean, refreshFailed = false): CatalogueState => ({
    status: 'ready',
    data: r,
    refreshing,
    refreshFailed,
    wanted: state && r.state !== state ? state : undefined,
  });
  const [view, setView] = useState<CatalogueState>(() => (rows ? ready(rows, false) : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setView({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    if (state) chooseState(state);
    // A transition: React renders the result cards in slices and stays responsive to taps.
    const show = (r: Catalogue, refreshing: boolean, refreshFailed = false) => {
      if (live) startTransition(() => setView(ready(prepare(r), refreshing, refreshFailed)));
    };
    const stale = () => !rows || (state !== undefined && rows.state !== state);
    const update = () => {
      if (Date.now() - lastRefresh < REFRESH_EVERY_MS && !stale()) return;
      if (rows) show(rows, true);
      else setView({ status: 'loading', deferral: lastDeferral() ?? deferral() });
      refresh().then(
        (fresh) => show(fresh, false),
        () => {
          if (!live) return;
          if (rows) show(rows, false, true);
          else setView({ status: 'missing', offline: !navigator.onLine, deferral: lastDeferral() ?? deferral(), retry });
        },
      );
    };
    if (rows) update();
    else {
      sync()
        .then((m) => m.readStoredCatalogue())
        .then(
          (stored) => {
            if (stored && !rows) show(stored, true);
          },
          () => undefined,
        )
        .finally(update);
    }
    const offers = () => {
      const r = rows;
      if (r && live) startTransition(() => setView(ready(r, false)));
    };
    listeners.add(offers);
    // Back online, or back to the tab: prices may have moved.
    const again = () => update();
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      live = false;
      listeners.delete(offers);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ready` only reads `state`
  }, [attempt, retry, state]);

  return view;
}
