import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * The build's file list (every route's JS and CSS, index.html, icons, the data/*.json catalogues,
 * the manifest) is injected at build time. Files are served cache-first by their revisioned URL;
 * caches left by older Workbox versions are removed.
 */
export function precacheBuild() {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
}
