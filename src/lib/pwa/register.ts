// Loaded after the first paint: registers the service worker and wires its messages.
import { Workbox } from 'workbox-window';
import { hasUnsavedInput, watchUnsavedInput } from '@/lib/pwa/unsaved';
import { setUpdateReady } from '@/lib/pwa/update';
import { workerWaitsForSecondVisit } from '@/lib/pwa/save-data';

export interface WorkerHooks {
  /** The worker's Background Sync asks the page to send the outbox; reply with what is left. */
  runOutbox: () => Promise<{ remaining: number }>;
}

const UPDATE_CHECK_MS = 60 * 60_000;

let current: WorkerHooks | undefined;
let registered: Promise<void> | undefined;

/**
 * Registers once per page: the landing page registers before the app loads (src/light.ts), and the
 * app, once it runs, only takes over answering the worker (its hooks replace the first ones).
 */
export function registerServiceWorker(hooks: WorkerHooks): Promise<void> {
  current = hooks;
  registered ??= register();
  return registered;
}

async function register(): Promise<void> {
  if (!('serviceWorker' in navigator)) return; // the app still works online without one
  if (workerWaitsForSecondVisit()) return; // Save-Data: the precache waits for the second visit
  const container = navigator.serviceWorker;
  const hadController = Boolean(container.controller);

  // An accepted update (here or in another tab) takes control: reload so the page and its lazily
  // loaded chunks come from the same version. The first install claims without a reload. A tab
  // where the person is typing is not reloaded under them: it offers the reload instead.
  watchUnsavedInput();
  let reloading = false;
  let accepted = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  container.addEventListener('controllerchange', () => {
    if (!(hadController || accepted) || reloading) return;
    if (accepted || !hasUnsavedInput()) return reload();
    setUpdateReady(reload);
  });

  container.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== 'RUN_OUTBOX') return;
    const port = event.ports[0];
    current!
      .runOutbox()
      .then((report) => port?.postMessage(report))
      .catch(() => port?.postMessage({ remaining: 1 }));
  });

  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    setUpdateReady(() => {
      setUpdateReady(undefined);
      accepted = true;
      wb.messageSkipWaiting();
      // The worker Workbox saw waiting may not be the one waiting now (a navigation's own update
      // check can race with register()): tell the registration's current one too. Harmless twice.
      void container
        .getRegistration('/')
        .then((registration) => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }))
        .catch(() => undefined);
    });
  });
  await wb.register();
  // The person's state's catalogue, for offline search after a first visit to any page: once the
  // worker is active (it keeps the catalogue's worker) and not in the first 10 s, which are the
  // page's own (the first-visit budget counts the JS of the first 8 s).
  void container.ready
    .then(() => new Promise((r) => setTimeout(r, 1e4)))
    .then(() => import('@/lib/catalogue/background'))
    .then((m) => m.startBackgroundCatalogue())
    .catch(() => undefined);

  // Long-lived tabs (an installed app stays open for days) still hear about new versions.
  setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
