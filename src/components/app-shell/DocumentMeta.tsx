import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { pageMeta } from '@/components/app-shell/page-meta';

/** Keeps the document's title, description, canonical link and robots meta in step with the route. */
export function DocumentMeta() {
  const { title, description, canonical, noindex } = useMatches({ select: pageMeta });
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    headTag('link', 'rel', 'canonical', 'href', canonical && new URL(canonical, location.origin).href);
    headTag('meta', 'name', 'robots', 'content', noindex && 'noindex');
  }, [title, description, canonical, noindex]);
  return null;
}

/** Sets `attr` of the head's <tag key=value> (adding it), or removes the tag when there is no value. */
function headTag(tag: string, key: string, value: string, attr: string, content: string | false | undefined) {
  let el = document.head.querySelector(`${tag}[${key}="${value}"]`);
  if (!content) return el?.remove();
  if (!el) (el = document.head.appendChild(document.createElement(tag))).setAttribute(key, value);
  el.setAttribute(attr, content);
}
