import type { StaticDataRouteOption } from '@tanstack/react-router';

type MatchLike = { staticData?: StaticDataRouteOption };

export const defaultTitle = 'Magani Health: Online Pharmacy & Telemedicine in Nigeria';

export type PageMeta = { title: string; description?: string; canonical?: string; noindex?: boolean };

/** The head of the current page: each fact from the deepest route that declares it in `staticData`. */
export function pageMeta(matches: readonly MatchLike[]): PageMeta {
  const meta: PageMeta = { title: defaultTitle };
  for (const { staticData: facts } of matches) {
    if (facts?.title) meta.title = facts.title;
    if (facts?.description) meta.description = facts.description;
    if (facts?.canonical) meta.canonical = facts.canonical;
    if (facts?.noindex) meta.noindex = true;
  }
  return meta;
}
