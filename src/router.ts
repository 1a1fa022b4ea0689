import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import type { Role } from '@/lib/auth/roles';
import { currentLocale } from '@/lib/i18n/i18n';
import { isLanguage, stripLanguage, withLanguage } from '@/lib/i18n/locales';

/**
 * One route tree for every language: the router reads /yo/about as /about, and every link it
 * writes carries the current language's prefix, so a visit stays in its language (English has
 * none). The language itself comes from the URL at start (src/main.tsx).
 */
const languagePrefix = {
  input: ({ url }: { url: URL }) => {
    const bare = stripLanguage(url.pathname);
    if (bare === url.pathname) return undefined;
    url.pathname = bare;
    return url;
  },
  output: ({ url }: { url: URL }) => {
    const language = currentLocale();
    if (!isLanguage(language) || language === 'en') return undefined;
    url.pathname = withLanguage(url.pathname, language);
    return url;
  },
};

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingMinMs: 0,
    rewrite: languagePrefix,
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
