import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { ROLE_CACHE_PREFIX, ROLE_SCREENS_MESSAGE, ROLE_SCREENS_URL, roleCacheName } from './role-screens-rules';

declare const self: ServiceWorkerGlobalScope;

/** The build's list of each staff role's files (precached, so it always matches this worker). */
async function roleLists(): Promise<Record<string, string[]>> {
  const response = await matchPrecache(ROLE_SCREENS_URL);
  return response ? ((await response.json()) as Record<string, string[]>) : {};
}

/**
 * Keeps the screens of `role` (and only those) on the device: other roles' caches go, this role's
 * files of an older build go, missing ones are fetched. `null` (signed out, a guest or a patient)
 * drops every role cache, so a shared tablet keeps nothing of the last staff member's screens.
 */
export async function keepRoleScreens(role: string | null): Promise<void> {
  const lists = await roleLists();
  const urls = role ? lists[role] : undefined;
  const keep = urls ? roleCacheName(role!) : undefined;
  for (const name of await self.caches.keys()) {
    if (name.startsWith(ROLE_CACHE_PREFIX) && name !== keep) await self.caches.delete(name);
  }
  if (!keep || !urls) return;
  const cache = await self.caches.open(keep);
  const wanted = new Set(urls);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  const have = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = urls.filter((url) => !have.has(url));
  // A few at a time: a slow link is not flooded, and one failure does not lose the others.
  for (let i = 0; i < missing.length; i += 6) {
    await Promise.allSettled(missing.slice(i, i + 6).map((url) => cache.add(url)));
  }
}

export function keepScreensByRole() {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; role?: string | null } | null;
    if (data?.type !== ROLE_SCREENS_MESSAGE) return;
    const done = keepRoleScreens(data.role ?? null);
    event.waitUntil(done);
    // The page may wait for the files (a test, or a screen that wants to say it works offline).
    const port = event.ports[0];
    void done.then(
      () => port?.postMessage({ ok: true }),
      () => port?.postMessage({ ok: false }),
    );
  });
  // A new build's worker brings the role's new files along as it takes over.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      self.caches.keys().then(async (names) => {
        const role = names.find((name) => name.startsWith(ROLE_CACHE_PREFIX))?.slice(ROLE_CACHE_PREFIX.length);
        if (role) await keepRoleScreens(role).catch(() => undefined);
      }),
    );
  });
  // A role's file is answered from its cache once kept; before that (or for anyone else), the network.
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
    async ({ request }) => {
      for (const name of await self.caches.keys()) {
        if (!name.startsWith(ROLE_CACHE_PREFIX)) continue;
        const hit = await (await self.caches.open(name)).match(request);
        if (hit) return hit;
      }
      return fetch(request);
    },
  );
}
