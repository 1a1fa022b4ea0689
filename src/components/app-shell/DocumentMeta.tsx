import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { pageMeta, routeIds } from '@/components/app-shell/page-meta';

/** Keeps the document's title, description, canonical link and robots meta in step with the route. */
export function DocumentMeta() {
  const { title, canonical, noindex } = useMatches({ select: pageMeta });
  const ids = useMatches({ select: routeIds });
  useEffect(() => {
    document.title = title;
    headTag('link', 'rel', 'canonical', 'href', canonical && new URL(canonical, location.origin).href);
    headTag('meta', 'name', 'robots', 'content', noindex && 'noindex');
  }, [title, canonical, noindex]);
  // The prerendered HTML already holds its page's description: a client navigation fetches the table.
  useEffect(() => {
    let live = true;
    void import('@/components/app-shell/descriptions')
      .then(({ describe }) => {
        const text = describe(ids.split(' '));
        if (live && text) document.querySelector('meta[name="description"]')?.setAttribute('content', text);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ids]);
  return null;
}

/** Sets `attr` of the head's <tag key=value> (adding it), or removes the tag when there is no value. */
function headTag(tag: string, key: string, value: string, attr: string, content: string | false | undefined) {
  let el = document.head.querySelector(`${tag}[${key}="${value}"]`);
  if (!content) return el?.remove();
  if (!el) (el = document.head.appendChild(document.createElement(tag))).setAttribute(key, value);
  el.setAttribute(attr, content);
}
