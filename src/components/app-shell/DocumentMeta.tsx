import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { pageMeta } from '@/components/app-shell/page-meta';

/** Keeps document.title and the description meta in step with the current route's `head`. */
export function DocumentMeta() {
  const title = useMatches({ select: (matches) => pageMeta(matches).title });
  const description = useMatches({ select: (matches) => pageMeta(matches).description });
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
