import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { fileKind } from './kept-files';
import type { PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * The build's file list (every route's JS and CSS, index.html, icons, the manifest) is injected at build time. Files are served cache-first by their revisioned URL;
 * caches left by older Workbox versions are removed.
 */
export function precacheBuild() {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  // Left out of the precache (sw/pwa.config.ts): kept on first use. The names carry a content hash,
  // so a cached copy is never stale; a newer build's file replaces the older one of its kind.
  const keptOnFirstUse = [
    ['/assets/content-pages-', 'magani-content-pages'],
    ['/assets/review-screens-', 'magani-review-screens'],
    // The booking calendar: choosing a time needs the server's free times.
    ['/assets/SchedulingCard-', 'magani-scheduling'],
    ['/assets/lgas-', 'magani-lgas'],
    // supabase-js: it only runs with a connection; kept from the first screen that talks to the server.
    ['/assets/supabase-', 'magani-supabase'],
    // The catalogue's worker (with its own Dexie): fetched by the background download after a visit.
    ['/assets/catalogue-worker-', 'magani-catalogue-worker'],
    // Lingui, which only the languages other than English use.
    ['/assets/runtime-', 'magani-lingui'],
    // Each language's messages (src/locales), kept once that language is chosen: one cache each, so
    // that a newer build's file replaces only its own language's.
    ['/assets/messages-pcm-', 'magani-messages-pcm'],
    ['/assets/messages-ha-', 'magani-messages-ha'],
    ['/assets/messages-yo-', 'magani-messages-yo'],
    ['/assets/messages-ig-', 'magani-messages-ig'],
  ] as const;
  for (const [prefix, cacheName] of keptOnFirstUse) {
    registerRoute(
      ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(prefix),
      new CacheFirst({ cacheName, plugins: [{ cacheDidUpdate: keepNewestOnly }] }),
    );
  }
}

/**
 * After a file is stored, older builds' copies of the same file (its name without the hash: a
 * language's catalogue of one area, a chunk's .js or .css) go; the cache's other files stay.
 */
async function keepNewestOnly({ cacheName, request }: { cacheName: string; request: Request }) {
  const cache = await caches.open(cacheName);
  const kind = fileKind(request.url);
  for (const old of await cache.keys()) {
    if (old.url !== request.url && fileKind(old.url) === kind) await cache.delete(old);
  }
}
