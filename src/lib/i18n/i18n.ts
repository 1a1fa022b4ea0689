import type { MessageDescriptor } from '@lingui/core';
import type { Language, Locale } from '@/lib/i18n/locales';
import { announceLocale, state } from '@/lib/i18n/state';

export { currentLocale, subscribeLocale } from '@/lib/i18n/state';

/**
 * The current language and the text of a message in it.
 *
 * English needs neither a catalogue nor, for most text, Lingui itself: each descriptor carries its
 * English message already compiled (src/ssr/messages-plugin.ts), and plain text or a `{name}`
 * placeholder is joined here. Lingui (src/lib/i18n/runtime.ts, 2.5 KB gzip) formats everything
 * else: plurals and selects in any language, and every message of another language, whose
 * catalogue is fetched with it when that language is chosen. Screens that show a plural import the
 * runtime themselves, so English landing pages never download it.
 */
const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  pcm: () => import('virtual:catalogue/pcm'),
  ha: () => import('virtual:catalogue/ha'),
  yo: () => import('virtual:catalogue/yo'),
  ig: () => import('virtual:catalogue/ig'),
};

/** Makes the locale current, after fetching Lingui and the language's catalogue when it has one. */
export async function activate(next: Locale): Promise<void> {
  if (next !== 'en' && next !== 'pseudo') {
    const [{ default: messages }] = await Promise.all([catalogues[next](), import('@/lib/i18n/runtime')]);
    state.runtime!.load(next, messages as never);
  }
  state.locale = next;
  state.runtime?.activate(next);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(next);
  announceLocale();
}

/** The `<html lang>` value: English stays en-NG (the formats are Nigerian English). */
export const htmlLang = (value: Locale) => (value === 'en' ? 'en-NG' : value === 'pseudo' ? 'en-XA' : value);

export type Message = MessageDescriptor;
export type Values = Record<string, unknown>;

/** Wraps a string and lengthens it by 40 %, so untranslated text and tight layouts show in tests. */
export function pseudo(text: string): string {
  return `⟦${text}${'~'.repeat(Math.ceil(text.length * 0.4))}⟧`;
}

type Token = string | [string, string?, Record<string, unknown>?];

/** English text and `{name}` placeholders; undefined when the message needs ICU formatting. */
function joinPlain(tokens: readonly Token[], values: Values | undefined): string | undefined {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') text += token;
    else if (token.length === 1) text += String(values?.[token[0]] ?? '');
    else return undefined;
  }
  return text;
}

/** The message in the current language. */
export function translate(message: Message, values?: Values): string {
  const { locale, runtime } = state;
  const english = message.message as unknown as readonly Token[];
  let text = locale === 'en' || locale === 'pseudo' || !runtime ? joinPlain(english, values) : undefined;
  if (text === undefined) {
    if (runtime) text = runtime._(message.id, values, { message: english as never });
    else {
      // A plural before Lingui has loaded: its component waits with usePlurals (use-t.ts).
      void import('@/lib/i18n/runtime');
      text = '';
    }
  }
  return locale === 'pseudo' ? pseudo(text) : text;
}

/** Identity at run time: marks an object of `{ id, message }` descriptors as the English source. */
export const defineMessages = <const T extends Record<string, Message>>(messages: T): T => messages;
