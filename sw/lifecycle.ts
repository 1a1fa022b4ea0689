import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/**
 * A new version waits until the page says the user accepted it (workbox-window sends
 * SKIP_WAITING), so nobody loses a half-filled form to an update. The very first worker takes
 * control at once so that the first visit already works offline and gets Background Sync.
 */
export function handleLifecycle() {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  clientsClaim();
}
