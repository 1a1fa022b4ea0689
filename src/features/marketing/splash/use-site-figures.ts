import { useEffect, useState } from 'react';
import type { FigureTexts } from '@/lib/site-figures';

/**
 * The database's counts for the public pages, asked for once the page has rendered: undefined while
 * asking, null when they could not be had (offline, say), so a page shows no figure it did not get.
 */
export function useSiteFigures(): FigureTexts | null | undefined {
  const [figures, setFigures] = useState<FigureTexts | null>();
  useEffect(() => {
    let live = true;
    import('@/lib/site-figures')
      .then((m) => m.loadFigureTexts())
      .then(
        (f) => live && setFigures(f),
        () => live && setFigures(null),
      );
    return () => {
      live = false;
    };
  }, []);
  return figures;
}
