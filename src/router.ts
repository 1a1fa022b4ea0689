import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import type { Role } from '@/lib/auth/roles';

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingMinMs: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /**
   * What the app knows about a URL, declared once in its route file (and, for `role`, in the guard
   * layout the route file sits in). The shell, the prerenderer and the end-to-end route list all
   * read these from the route tree: see src/lib/route-facts.ts.
   */
  interface StaticDataRouteOption {
    /** The document title (also written into a prerendered page's HTML). */
    title?: string;
    /** Prerendered to HTML at build time: the page shows its content before (and without) scripts. */
    prerender?: boolean;
    /** The URL this one is an alias of: carried as the canonical link. */
    canonical?: string;
    /** Kept out of search engines (pages about one device's own state). */
    noindex?: boolean;
    /** Set on a guard layout route: only this role may open the screens under it. */
    role?: Role;
    /** Pages such as the auth screens and dashboards render without the marketing footer. */
    hideFooter?: boolean;
  }
}
