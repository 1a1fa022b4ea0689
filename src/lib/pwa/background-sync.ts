export const SYNC_TAG = 'magani-outbox';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to wake the service worker when connectivity returns (Chromium's Background
 * Sync); the worker then asks an open page to run the outbox. Elsewhere the `online` event and the
 * next app start do the same job.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // Permission denied or unsupported: the other triggers still run the outbox.
  }
}
