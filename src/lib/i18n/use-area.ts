import { useEffect } from 'react';
import type { Area } from '@/lib/i18n/areas';
import { announceLocale, state } from '@/lib/i18n/state';
import { useLocale } from '@/lib/i18n/use-t';

/** Areas fetched (or being fetched) this way, per language. */
const fetched = new Set<string>();

/**
 * An area a page needs only once it is in use (the landing page's further examples): fetched in
 * the current language without holding the page back; its text shows when it arrives. English
 * and the pseudo-locale need no catalogue.
 */
export function ensureArea(area: Area): void {
  const { locale } = state;
  const key = `${locale}/${area}`;
  if (locale === 'en' || locale === 'pseudo' || fetched.has(key)) return;
  fetched.add(key);
  void import('@/lib/i18n/runtime')
    .then(({ loadCatalogue }) => loadCatalogue(locale, ['core', area]))
    .then((added) => {
      if (added) announceLocale();
    })
    // Offline and never kept: those messages stay in English; the next visit tries again.
    .catch(() => fetched.delete(key));
}

/** Fetches an area's messages after the component first shows (in its language, again on a change). */
export function useArea(area: Area) {
  const locale = useLocale();
  useEffect(() => ensureArea(area), [area, locale]);
}
