// Part of the shell's first load, so it stays tiny: everything heavy (workbox-window, Dexie, the
// outbox, supabase-js) is fetched once the page has loaded, through the dynamic imports below, and
// the outbox (with Dexie) only when this visit has a use for it (see startBackgroundServices).
// Listens for beforeinstallprompt from the first moment: the header's Install action loads later.
import '@/lib/pwa/install';
import { hasStoredSession } from '@/lib/auth/hint';
import { onSignOut } from '@/lib/auth/sign-out-hooks';
import { afterPageLoad, whenIdle } from '@/lib/pwa/idle';
import { outboxHasWork, subscribeOutboxSummary } from '@/lib/sync/hint';

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

/**
 * Something on this page needs the outbox now: the page opened IndexedDB (a screen may have written
 * what the outbox sends, see src/lib/db.ts), or another tab queued work. Does nothing before
 * start-up (the prerenderer, unit tests).
 */
export function wakeSync() {
  if (loader) void loadSync().catch((error) => console.warn('The outbox could not start', error));
}

const IDLE_START_MS = 3_000;

/**
 * Called once by main.tsx before the first render. Registers the service worker once the page has
 * loaded. Starts the outbox (and with it Dexie) only when this visit needs it: at once when a job
 * is known to be waiting, when idle for a signed-in session (handover between accounts, jobs that
 * waited for a sign-in). A guest with nothing queued gets none of it until something wakes it:
 * queueing a job (addJob), a sign-in (reportSession), a sign-out (the hook below), the service
 * worker's Background Sync, a page opening IndexedDB, or another tab's queued work.
 */
export function startBackgroundServices(load: () => Promise<SyncModule>) {
  loader = load;
  // Shared devices: wipe the person's local data on every sign-out, whether or not the outbox ran
  // during this visit. Registered now, not after idle, so a quick sign-out is covered too.
  onSignOut((userId) => loadSync().then((mod) => mod.onSignedOut(userId)));
  // A staff member's screens leave the device with them (sw/role-screens.ts).
  onSignOut(() => import('@/lib/pwa/role-screens').then((m) => m.forgetRoleScreens()));
  // The summary changes from another tab too (the storage event): work queued there while this tab
  // is open is sent from here as well, as before, if that tab closes first.
  subscribeOutboxSummary(() => {
    if (outboxHasWork()) wakeSync();
  });
  afterPageLoad(() => {
    void import('@/lib/pwa/register')
      .then((m) => m.registerServiceWorker({ runOutbox: () => loadSync().then((mod) => mod.runFromWorker()) }))
      .catch((error) => console.warn('Offline support is unavailable', error));
    if (outboxHasWork()) wakeSync();
    else if (hasStoredSession()) whenIdle(wakeSync, IDLE_START_MS);
  });
}

/** The shell reports who is signed in; the outbox resumes jobs that waited for a sign-in. */
export function reportSession(userId: string | undefined) {
  if (!loader) return;
  void loadSync().then((mod) => mod.onSession(userId));
}
