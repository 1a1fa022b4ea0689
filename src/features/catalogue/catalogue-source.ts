import { startTransition, useCallback, useEffect, useState } from 'react';
import type { CatalogueRows } from '@/lib/catalogue-wire';
import { prepareCatalogue, type Catalogue } from '@/features/catalogue/search';

// The one place that knows where the catalogue comes from: the copy kept on this device, then a
// refresh with what changed on the server. Loaded after the first render (IndexedDB and the
// network exist only in the browser, and the prerendered page must match the first render).

const sync = () => import('@/lib/catalogue-sync');

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: Catalogue; refreshing: boolean; refreshFailed: boolean };

// Kept for the tab's life, so returning to the page shows results at once.
let rows: CatalogueRows | undefined;
let prepared: Catalogue | undefined;
let inflight: Promise<CatalogueRows> | undefined;
let lastRefresh = 0;
const REFRESH_EVERY_MS = 30_000;

const prepare = (r: CatalogueRows) => {
  if (r !== rows || !prepared) {
    rows = r;
    prepared = prepareCatalogue(r);
  }
  return prepared;
};

function refresh(): Promise<CatalogueRows> {
  inflight ??= sync()
    .then((m) => m.refreshCatalogue(rows))
    .then(({ rows: fresh }) => {
      lastRefresh = Date.now();
      return fresh;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

export function useCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>(() =>
    prepared ? { status: 'ready', data: prepared, refreshing: false, refreshFailed: false } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    // A transition: React renders the result cards in slices and stays responsive to taps.
    const show = (r: CatalogueRows, refreshing: boolean, refreshFailed = false) => {
      if (live) startTransition(() => setState({ status: 'ready', data: prepare(r), refreshing, refreshFailed }));
    };
    const update = () => {
      if (Date.now() - lastRefresh < REFRESH_EVERY_MS && rows) return;
      if (rows) show(rows, true);
      refresh().then(
        (fresh) => show(fresh, false),
        () => {
          if (!live) return;
          if (rows) show(rows, false, true);
          else setState({ status: 'error', retry });
        },
      );
    };
    if (rows) update();
    else {
      sync()
        .then((m) => m.readStoredCatalogue())
        .then(
          (stored) => {
            if (stored && !rows) {
              rows = stored;
              show(stored, true);
            }
          },
          () => undefined,
        )
        .finally(update);
    }
    // Back online, or back to the tab: prices may have moved.
    const again = () => update();
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      live = false;
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [attempt, retry]);

  return state;
}
