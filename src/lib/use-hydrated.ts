import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in prerendered HTML and while React hydrates it, true once the page's scripts run (and on
 * every client-only render). Controls that only work with JavaScript stay disabled until then,
 * and screens whose markup depends on client state render the prerendered state first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
