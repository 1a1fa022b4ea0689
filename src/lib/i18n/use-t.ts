import { useEffect, useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale, translate, type Message, type Values } from '@/lib/i18n/i18n';
import { state } from '@/lib/i18n/state';

// English (and the pseudo-locale built on it) writes its plurals by hand (joinPlain in i18n.ts).
const pluralsReady = () => state.locale === 'en' || state.locale === 'pseudo' || Boolean(state.runtime);

/**
 * True when plural text can be written: at once in English, else once Lingui is loaded, fetching it
 * when `needed` (a component shows its plural text only then).
 */
export function usePlurals(needed: boolean): boolean {
  const ready = useSyncExternalStore(subscribeLocale, pluralsReady, pluralsReady);
  useEffect(() => {
    if (needed && !ready) void import('@/lib/i18n/runtime');
  }, [needed, ready]);
  return ready;
}

/** The current language; the component renders again when it changes. */
export const useLocale = () => useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);

/** `t(message, values)` for a component: it renders again when the language changes. */
export function useT() {
  const locale = useLocale();
  // A new function per language, so memoised children that take it render again too.
  return useMemoPerLocale(locale);
}

const perLocale = new Map<string, (message: Message, values?: Values) => string>();
function useMemoPerLocale(locale: string) {
  let t = perLocale.get(locale);
  if (!t) perLocale.set(locale, (t = (message: Message, values?: Values) => translate(message, values)));
  return t;
}
