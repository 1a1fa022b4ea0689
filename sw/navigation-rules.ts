// Which navigations the worker answers with the app shell. Kept free of Workbox so it can be
// unit-tested without a service worker environment.

/** Supabase API paths. Never answered from a cache (responses carry a user's data and tokens). */
export const API_PATH = /^\/(auth|rest|storage|functions)\/v1(\/|$)/;

/** A path whose last segment has an extension is a file (robots.txt, sw.js), not an app route. */
export const FILE_PATH = /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i;

/** Both lists are matched against pathname + search, as Workbox's NavigationRoute does. */
export const navigationDenylist = [API_PATH, FILE_PATH];

export function isAppNavigation(pathAndSearch: string): boolean {
  return !navigationDenylist.some((pattern) => pattern.test(pathAndSearch));
}

/** Where a prerendered copy of a route would sit in the build: /about -> /about/index.html. */
export function prerenderedPageFor(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return `${trimmed}/index.html`;
}

/**
 * The empty app shell. With prerendering, index.html holds the landing page's HTML and the bare
 * shell is kept as shell.html; without it, index.html is the shell.
 */
export const SHELL_URL = '/shell.html';
export const INDEX_URL = '/index.html';
