type MetaEntry = { title?: string; name?: string; content?: string } | undefined;
type MatchLike = { meta?: MetaEntry[] };

export const defaultTitle = 'Magani Health: Online Pharmacy & Telemedicine in Nigeria';

/** Title and description of the deepest route that declares them through the route `head` option. */
export function pageMeta(matches: readonly MatchLike[]): { title: string; description?: string } {
  let title: string | undefined;
  let description: string | undefined;
  for (const match of matches) {
    for (const entry of match.meta ?? []) {
      if (entry?.title) title = entry.title;
      if (entry?.name === 'description' && entry.content) description = entry.content;
    }
  }
  return { title: title ?? defaultTitle, description };
}
