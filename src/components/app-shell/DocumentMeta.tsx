import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from '@tanstack/react-router';
import { pageMeta, routeIds } from '@/components/app-shell/page-meta';
import { useT } from '@/lib/i18n/use-t';
import { currentLocale, subscribeLocale } from '@/lib/i18n/i18n';
import { messagesVersion } from '@/lib/i18n/state';
import { withLanguage, type Language } from '@/lib/i18n/locales';
import { earlyState } from '@/lib/early-page';
import { completeAlternates } from '@/lib/alternates';

// A prerendered page arrives with its title and description in its language: the first render
// after hydration leaves them (and does not fetch the table); the empty shell's first render does not.
let headFromHtml = true;

/** Keeps the document's title, description, canonical link and robots meta in step with the route. */
export function DocumentMeta() {
  const { title, canonical, noindex } = useMatches({ select: pageMeta });
  const ids = useMatches({ select: routeIds });
  // A new function when the language changes: the title and description follow it.
  const t = useT();
  // Also when an area's catalogue arrives after the page shows (the title reads it then).
  const messages = useSyncExternalStore(subscribeLocale, messagesVersion, messagesVersion);
  useEffect(() => {
    const locale = currentLocale();
    const language: Language = locale === 'pseudo' ? 'en' : locale;
    if (locale === 'en') document.title = title;
    headTag('link', 'rel', 'canonical', 'href', canonical && new URL(withLanguage(canonical, language), location.origin).href);
    headTag('meta', 'name', 'robots', 'content', noindex && 'noindex');
    completeAlternates();
  }, [title, canonical, noindex, t]);
  // The prerendered HTML already holds its page's description (and title): a client navigation
  // fetches the table.
  useEffect(() => {
    const prerendered = headFromHtml && earlyState().appListens === true;
    headFromHtml = false;
    if (prerendered) return;
    let live = true;
    void import('@/components/app-shell/descriptions')
      .then(async ({ describe }) => {
        const list = ids.split(' ');
        const translated = currentLocale() === 'en' ? title : (await import('@/components/app-shell/page-titles')).titleIn(list, title);
        if (!live) return;
        document.title = translated;
        const text = describe(list);
        if (text) document.querySelector('meta[name="description"]')?.setAttribute('content', text);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ids, title, t, messages]);
  return null;
}

/** Sets `attr` of the head's <tag key=value> (adding it), or removes the tag when there is no value. */
function headTag(tag: string, key: string, value: string, attr: string, content: string | false | undefined) {
  let el = document.head.querySelector(`${tag}[${key}="${value}"]`);
  if (!content) return el?.remove();
  if (!el) (el = document.head.appendChild(document.createElement(tag))).setAttribute(key, value);
  el.setAttribute(attr, content);
}
