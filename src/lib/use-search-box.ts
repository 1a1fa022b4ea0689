import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

/**
 * A list's search box whose text lives in the URL's `q`. The box updates at once and the URL
 * follows a moment later, so typing never stutters on a slow phone.
 */
export function useSearchBox(fromUrl: string | undefined, pushToUrl: (q: string | undefined) => void) {
  const [query, setQuery] = useState(fromUrl ?? '');
  const push = useDebouncedCallback((q: string) => pushToUrl(q || undefined), 300);
  return {
    query,
    change(q: string) {
      setQuery(q);
      push(q);
    },
    /** Empties the box and drops a URL update still waiting; the caller clears the URL itself. */
    clear() {
      push.cancel();
      setQuery('');
    },
  };
}
