import { startTransition, useEffect, useState } from 'react';

let prerendered = false;

/**
 * Set by the entry while the page on screen is the prerendered one it hydrates (src/main.tsx),
 * cleared at the first move to another path.
 */
export function setPrerenderedPage(value: boolean) {
  prerendered = value;
}

/**
 * False in prerendered HTML and while React hydrates it, true once the page's scripts run (and on
 * every client-only render). Controls that only work with JavaScript stay disabled until then,
 * and screens whose markup depends on client state render the prerendered state first.
 *
 * The switch to true is a transition: React renders what it changes in slices after hydration.
 * (A store with another server snapshot would re-render those screens in one synchronous task
 * after hydration: about 60 ms of the search page here, over 200 ms on a slow phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
