import type { StaticDataRouteOption } from '@tanstack/react-router';

type MatchLike = { routeId?: string; staticData?: StaticDataRouteOption };

export const defaultTitle = 'Magani Health: Online Pharmacy & Telemedicine in Nigeria';

export type PageMeta = { title: string; canonical?: string; noindex?: boolean };

/** The head of the current page: each fact from the deepest route that declares it in `staticData`. */
export function pageMeta(matches: readonly MatchLike[]): PageMeta {
  const meta: PageMeta = { title: defaultTitle };
  for (const { staticData: facts } of matches) {
    if (facts?.title) meta.title = facts.title;
    if (facts?.canonical) meta.canonical = facts.canonical;
    if (facts?.noindex) meta.noindex = true;
  }
  return meta;
}

/** The matched routes' ids, deepest last: what the description table (descriptions.ts) is keyed by. */
export function routeIds(matches: readonly MatchLike[]): string {
  return matches.map((m) => m.routeId ?? '').join(' ');
}
