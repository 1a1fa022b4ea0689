import { storedChoice } from '@/lib/i18n/stored-language';
import { isLanguage, languageOfPath, withLanguage, type Language, type Locale } from '@/lib/i18n/locales';

/** The first of the browser's languages the app speaks (Naijá is pcm; en-NG and en-GB are English). */
export function browserGuess(list: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? []): Language {
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/**
 * The language to show at start: the URL's prefix when it has one (a link or a prerendered page in
 * that language); otherwise the device's choice, else the browser's first guess. `redirect` is the
 * path to move to when that language is not the URL's.
 */
export function startLanguage(pathname: string): { locale: Locale; redirect?: string } {
  const inPath = languageOfPath(pathname);
  if (inPath !== 'en') return { locale: inPath };
  const wanted = storedChoice() ?? browserGuess();
  // The test-only pseudo-locale has no pages of its own.
  if (wanted === 'pseudo' || wanted === 'en') return { locale: wanted };
  return { locale: wanted, redirect: withLanguage(pathname, wanted) };
}
