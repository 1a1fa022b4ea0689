import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { INDEX_URL, navigationDenylist, prerenderedPageFor, SHELL_URL } from './navigation-rules';

/**
 * Every app route opens from the precache, online or not: a prerendered page for the route when
 * the build has one, the app shell (index.html) otherwise. The router then renders the route, or
 * the 404 page for paths it does not know. Updates arrive through the waiting worker, not here.
 */
export function routeNavigations() {
  const handler = async ({ request, url }: { request: Request; url: URL }) => {
    const page =
      (await matchPrecache(prerenderedPageFor(url.pathname))) ??
      (await matchPrecache(SHELL_URL)) ??
      (await matchPrecache(INDEX_URL));
    return page ?? fetch(request);
  };
  registerRoute(new NavigationRoute(handler, { denylist: navigationDenylist }));
}
