import type { Area } from '@/lib/i18n/areas';
import { stripLanguage, type Locale } from '@/lib/i18n/locales';
import { announceLocale, state } from '@/lib/i18n/state';
import { pseudo } from '@/lib/i18n/pseudo-text';
import { whenIdle } from '@/lib/pwa/idle';

export { currentLocale, subscribeLocale } from '@/lib/i18n/state';
export { pseudo } from '@/lib/i18n/pseudo-text';

/**
 * The current language and the text of a message in it.
 *
 * English needs neither a catalogue nor, for most text, Lingui itself: each descriptor carries its
 * English message already compiled (src/ssr/messages-plugin.ts), and plain text or a `{name}`
 * placeholder is joined here, and so are English plurals and selects (joinPlain). Lingui
 * (src/lib/i18n/runtime.ts, 3.8 KB gzip) formats every message of another language, whose
 * catalogue is fetched with it when that language is chosen: English pages never download it.
 */
/**
 * Makes the locale current, after fetching Lingui and the language's catalogues for the page at
 * `path` (the shell's and the page's area, src/lib/i18n/areas.ts) when it has them.
 */
export async function activate(next: Locale, path = typeof location === 'undefined' ? '/' : location.pathname): Promise<void> {
  if (next !== 'en' && next !== 'pseudo') {
    const { loadForPath } = await import('@/lib/i18n/runtime');
    await loadForPath(next, stripLanguage(path));
    ensured.add(`${next}:${stripLanguage(path)}`);
    if (typeof window !== 'undefined') {
      whenIdle(() => void import('@/lib/i18n/runtime').then((m) => m.keepWholeLanguage(next)).catch(() => undefined), 10_000);
    }
  } else if (next === 'pseudo') {
    // The pseudo-locale (tests) marks dates' day and month names too.
    await import('@/lib/i18n/date-names');
  }
  state.locale = next;
  state.runtime?.activate(next);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(next);
  announceLocale();
}

/**
 * Before the router shows the page at `path`: in another language, its area's catalogue (fetched
 * once per area). Nothing to wait for in English, or when the area is in already.
 */
export function ensureAreas(path: string): Promise<void> | undefined {
  const { locale } = state;
  if (locale === 'en' || locale === 'pseudo') return undefined;
  const key = `${locale}:${stripLanguage(path)}`;
  if (ensured.has(key)) return undefined;
  // Which areas a path needs is known to the runtime (src/lib/i18n/areas.ts): English pages never
  // download that table. A failed fetch (offline, never kept) leaves those messages in English.
  return import('@/lib/i18n/runtime')
    .then(({ loadForPath }) => loadForPath(locale, stripLanguage(path)))
    .then((fetched) => {
      ensured.add(key);
      if (fetched) announceLocale();
    })
    .catch(() => undefined);
}

/** Areas fetched (or being fetched) by ensureArea, per language. */
const areasAsked = new Set<string>();

/**
 * An area a page needs only once it is in use (the landing page's further examples): fetched in
 * the current language without holding the page back; its text shows when it arrives. English
 * and the pseudo-locale need no catalogue.
 */
export function ensureArea(area: Area): void {
  const { locale } = state;
  const key = `${locale}/${area}`;
  if (locale === 'en' || locale === 'pseudo' || areasAsked.has(key)) return;
  areasAsked.add(key);
  void import('@/lib/i18n/runtime')
    .then(({ loadCatalogue }) => loadCatalogue(locale, ['core', area]))
    .then((added) => {
      if (added) announceLocale();
    })
    // Offline and never kept: those messages stay in English; the next visit tries again.
    .catch(() => areasAsked.delete(key));
}

/** Paths whose catalogues are in, per language. */
const ensured = new Set<string>();

/** The `<html lang>` value: English stays en-NG (the formats are Nigerian English). */
export const htmlLang = (value: Locale) => (value === 'en' ? 'en-NG' : value === 'pseudo' ? 'en-XA' : value);

/**
 * A message as the build ships it: `[id, English]`, the English compiled (a string when it is plain
 * text). Written in the source as `{ id, message }` (defineMessages): opaque everywhere else.
 */
export type Message = { readonly __message: true };
type Shipped = readonly [string, string | readonly Token[]];
export type Values = Record<string, unknown>;


type Token = string | [string, string?, Record<string, unknown>?];
type Tokens = string | readonly Token[];

/**
 * English text by hand: plain text, `{name}` placeholders, plurals of whole numbers and selects,
 * the same text Lingui writes (src/lib/i18n/english.test.ts compares every message of the app).
 * Lingui's plurals would build the browser's Intl.PluralRules and Intl.NumberFormat, whose first
 * use loads its locale data: about 30 ms here and 120 ms of a phone's main thread while a page
 * hydrates. Undefined when the message needs Lingui (another plural form, a number or date format).
 * `hash`: what `#` stands for, inside a plural's branch.
 */
function joinPlain(tokens: Tokens, values: Values | undefined, hash?: string): string | undefined {
  if (typeof tokens === 'string') return tokens;
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') text += token === '#' && hash !== undefined ? hash : token;
    else if (token.length === 1) text += String(values?.[token[0]] ?? '');
    else {
      const part = englishBranch(token, values);
      if (part === undefined) return undefined;
      text += part;
    }
  }
  return text;
}

const own = (cases: Record<string, unknown>, key: string) => (Object.prototype.hasOwnProperty.call(cases, key) ? (cases[key] as Tokens) : undefined);

/** A plural's or select's branch in English: `=N` or N, then "one" for 1 alone, then "other". */
function englishBranch([name, type, cases = {}]: [string, string?, Record<string, unknown>?], values: Values | undefined) {
  const value = values?.[name];
  if (type === 'select') {
    const branch = own(cases, String(value)) ?? own(cases, 'other');
    return branch === undefined ? undefined : joinPlain(branch, values);
  }
  if (type !== 'plural' || typeof value !== 'number' || !Number.isSafeInteger(value) || 'offset' in cases) return undefined;
  const branch = own(cases, String(value)) ?? own(cases, `=${value}`) ?? (Math.abs(value) === 1 ? own(cases, 'one') : undefined) ?? own(cases, 'other');
  const grouped = `${value < 0 ? '-' : ''}${String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
  return branch === undefined ? undefined : joinPlain(branch, values, grouped);
}

/** The message in the current language. */
export function translate(message: Message, values?: Values): string {
  const { locale, runtime } = state;
  const [id, english] = message as unknown as Shipped;
  let text = locale === 'en' || locale === 'pseudo' || !runtime ? joinPlain(english, values) : undefined;
  if (text === undefined) {
    if (runtime) text = runtime._(id, values, { message: (typeof english === 'string' ? [english] : english) as never });
    else {
      // A plural before Lingui has loaded: its component waits with usePlurals (use-t.ts).
      void import('@/lib/i18n/runtime');
      text = '';
    }
  }
  return locale === 'pseudo' ? pseudo(text) : text;
}

/** Marks an object of `{ id, message }` descriptors as English source (the build compiles them). */
export const defineMessages = <const K extends string>(messages: Record<K, { id: string; message: string }>) =>
  messages as unknown as Record<K, Message>;

/**
 * A message read when it is shown, for text made outside a component: a valibot rule's message
 * (`v.minLength(8, later(form.passwordShort))`), which valibot calls at each validation, so the
 * message is in the language of that moment.
 */
export const later =
  (message: Message, values?: Values) =>
  (): string =>
    translate(message, values);
