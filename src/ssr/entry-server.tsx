import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app';
import { createAppRouter } from '@/router';
import { pageMeta, routeIds, type PageMeta } from '@/components/app-shell/page-meta';
import { describe } from '@/components/app-shell/descriptions';
import { titleIn } from '@/components/app-shell/page-titles';
import { routeFacts, type RouteFact } from '@/lib/route-facts';
import { activate, htmlLang } from '@/lib/i18n/i18n';
import { languageOfPath } from '@/lib/i18n/locales';

/**
 * Renders one public route to HTML at build time. Nothing is fetched: the prerendered pages hold
 * no data that changes (prices, doctors and slots are read on the device after the first render).
 */
export async function render(url: string): Promise<{ html: string; description?: string; lang: string } & PageMeta> {
  const language = languageOfPath(url);
  await activate(language, url);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = renderToString(<App router={router} />);
  const matches = router.state.matches;
  const ids = routeIds(matches).split(' ');
  const meta = pageMeta(matches);
  return { html, description: describe(ids), ...meta, title: language === 'en' ? meta.title : titleIn(ids, meta.title), lang: htmlLang(language) };
}

/** Every page of the route tree with the facts its route file declares (the prerender list among them). */
export function pages(): RouteFact[] {
  return routeFacts(createAppRouter(createMemoryHistory()));
}
