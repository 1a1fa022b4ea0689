import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML, true otherwise. The search page is prerendered with
 * default filters, so it first renders those and only then applies the URL's filters: the markup
 * matches during hydration and the URL still wins a frame later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
