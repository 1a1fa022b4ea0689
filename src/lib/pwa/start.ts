// Part of the shell's first load, so it stays tiny: everything heavy (workbox-window, Dexie, the
// outbox, supabase-js) is fetched once the page has loaded, through the dynamic imports below.
// Listens for beforeinstallprompt from the first moment: the header's Install action loads later.
import '@/lib/pwa/install';
import { onSignOut } from '@/lib/auth/sign-out-hooks';
import { afterPageLoad, whenIdle } from '@/lib/pwa/idle';
import { outboxHasWork } from '@/lib/sync/hint';

/** What the app-level sync module (src/sync-jobs.ts) offers once loaded. */
export interface SyncModule {
  startSync: () => Promise<void>;
  runFromWorker: () => Promise<{ remaining: number }>;
  onSession: (userId: string | undefined) => Promise<void>;
  onSignedOut: (userId: string | undefined) => Promise<void>;
  /** Queued work that signing `userId` out would delete. */
  unsentJobs: (userId: string | undefined) => Promise<{ id: string; label: string }[]>;
}

let loader: (() => Promise<SyncModule>) | undefined;
let loaded: Promise<SyncModule> | undefined;

/** Loads and starts the outbox once; later calls share the same promise. */
export function loadSync(): Promise<SyncModule> {
  if (!loader) return Promise.reject(new Error('Background services were not started'));
  loaded ??= loader().then(async (mod) => {
    await mod.startSync();
    return mod;
  });
  return loaded;
}

const IDLE_START_MS = 3_000;

/**
 * Called once by main.tsx after the first render. Registers the service worker when the page is
 * idle, and starts the outbox then too (at once when a job is known to be waiting).
 */
export function startBackgroundServices(load: () => Promise<SyncModule>) {
  loader = load;
  // Shared devices: wipe the person's local data on every sign-out. Registered now, not after idle,
  // so a quick sign-out is covered too.
  onSignOut((userId) => loadSync().then((mod) => mod.onSignedOut(userId)));
  afterPageLoad(() => {
    void import('@/lib/pwa/register')
      .then((m) => m.registerServiceWorker({ runOutbox: () => loadSync().then((mod) => mod.runFromWorker()) }))
      .catch((error) => console.warn('Offline support is unavailable', error));
    if (outboxHasWork()) void loadSync();
    else whenIdle(() => void loadSync(), IDLE_START_MS);
  });
}

/** The shell reports who is signed in; the outbox resumes jobs that waited for a sign-in. */
export function reportSession(userId: string | undefined) {
  if (!loader) return;
  void loadSync().then((mod) => mod.onSession(userId));
}
