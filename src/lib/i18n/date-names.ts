import { currentLocale, state } from '@/lib/i18n/state';
import { pseudo } from '@/lib/i18n/pseudo-text';

// The day and month names inside dates in the other languages (src/lib/format.ts keeps the en-NG
// numbers and order: Chromium has no Hausa, Yorùbá, Igbo or Pidgin date data). Loaded with Lingui
// (src/lib/i18n/runtime.ts) or the pseudo-locale, never by an English page. Each name list is one
// message of the shared catalogue (src/lib/date-names.messages.ts), comma-separated, named by id
// so that no page ships the English lists (the build turns each `messageRef('id')` into the
// shipped id: src/ssr/messages-plugin.ts).
const messageRef = (id: string) => id;
const names = {
  month: { long: messageRef('common.date.months'), short: messageRef('common.date.months-short') },
  weekday: { long: messageRef('common.date.weekdays'), short: messageRef('common.date.weekdays-short'), narrow: messageRef('common.date.weekdays-calendar') },
} as const;
const lagosTime = messageRef('common.date.lagos-time');

/**
 * Intl's en-NG parts of a date with the weekday and month names in the page's language. `lagos`:
 * the moment an hour later, whose UTC day is the Lagos day. A name whose catalogue is not in yet (a
 * page outside the app's screens) stays as en-NG writes it.
 */
function localDate(parts: Intl.DateTimeFormatPart[], options: Intl.DateTimeFormatOptions, lagos: Date): string {
  return parts
    .map(({ type, value }) => {
      if (type !== 'month' && type !== 'weekday') return value;
      if (currentLocale() === 'pseudo') return pseudo(value);
      const form = options[type] === 'long' ? 'long' : type === 'weekday' && options.weekday === 'narrow' ? 'narrow' : 'short';
      const list = inCatalogue((names[type] as Record<string, string>)[form]!, value).split(',');
      const index = type === 'month' ? lagos.getUTCMonth() : lagos.getUTCDay();
      return list.length === (type === 'month' ? 12 : 7) ? list[index]! : value;
    })
    .join('');
}

/** The message in the current language's catalogue, or `english` when it is not in (yet). */
const inCatalogue = (id: string, english: string) => state.runtime?._(id, undefined, { message: [english] as never }) ?? english;

state.dates = { localDate, lagosTime: () => (currentLocale() === 'pseudo' ? pseudo('Lagos time') : inCatalogue(lagosTime, 'Lagos time')) };
