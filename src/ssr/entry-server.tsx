import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app';
import { createAppRouter } from '@/router';
import { pageMeta, type PageMeta } from '@/components/app-shell/page-meta';
import { routeFacts, type RouteFact } from '@/lib/route-facts';

type ReadAsset = (urlPath: string) => Promise<Uint8Array>;

/**
 * Renders one public route to HTML at build time. Screens fetch their catalogues from /data/*.json;
 * here those requests are answered from the build output, so the prerendered page holds real results.
 */
export async function render(
  url: string,
  readAsset: ReadAsset,
): Promise<{ html: string } & PageMeta> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (target.startsWith('/')) {
      const body = await readAsset(target.split('?')[0]!);
      return new Response(body as BodyInit, { headers: { 'content-type': 'application/json' } });
    }
    return realFetch(input, init);
  };
  try {
    const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    const html = renderToString(<App router={router} />);
    return { html, ...pageMeta(router.state.matches) };
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** Every page of the route tree with the facts its route file declares (the prerender list among them). */
export function pages(): RouteFact[] {
  return routeFacts(createAppRouter(createMemoryHistory()));
}
