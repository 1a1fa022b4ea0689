import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app';
import { createAppRouter } from '@/router';
import { pageMeta, routeIds, type PageMeta } from '@/components/app-shell/page-meta';
import { describe } from '@/components/app-shell/descriptions';
import { routeFacts, type RouteFact } from '@/lib/route-facts';

/**
 * Renders one public route to HTML at build time. Nothing is fetched: the prerendered pages hold
 * no data that changes (prices, doctors and slots are read on the device after the first render).
 */
export async function render(url: string): Promise<{ html: string; description?: string } & PageMeta> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = renderToString(<App router={router} />);
  const matches = router.state.matches;
  return { html, description: describe(routeIds(matches).split(' ')), ...pageMeta(matches) };
}

/** Every page of the route tree with the facts its route file declares (the prerender list among them). */
export function pages(): RouteFact[] {
  return routeFacts(createAppRouter(createMemoryHistory()));
}
