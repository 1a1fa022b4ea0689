// Loaded by the shell once a page has loaded and its service worker is active (src/lib/pwa/start.ts):
// when the main thread is idle, the person's state's copy of the catalogue downloads in the
// catalogue's worker, so that the search page works offline after a first visit to any page.
// Not with Data Saver on or on 2G: then the first search downloads it, and says so.
import { deferral, rememberDeferral } from '@/lib/catalogue/state';
import { whenIdle } from '@/lib/pwa/idle';

export function startBackgroundCatalogue() {
  if (typeof Worker === 'undefined') return;
  const why = deferral();
  rememberDeferral(why);
  if (why) return;
  whenIdle(() => {
    void import('@/lib/catalogue-sync')
      .then((m) => m.backgroundRefresh())
      .catch(() => undefined); // offline or unreachable: the next visit tries again
  }, 5_000);
}
