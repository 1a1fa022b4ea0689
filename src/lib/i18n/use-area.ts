import { useEffect } from 'react';
import type { Area } from '@/lib/i18n/areas';
import { ensureArea } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/use-t';

/** Fetches an area's messages after the component first shows (in its language, again on a change). */
export function useArea(area: Area) {
  const locale = useLocale();
  useEffect(() => ensureArea(area), [area, locale]);
}
