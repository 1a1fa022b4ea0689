// The one place the app turns numbers, dates and times into text: Nigerian English, and every date and
// time in Lagos time whatever the device's own zone. ESLint forbids the Intl constructors and the
// toLocale* methods everywhere else.
//
// Nothing is built at load time: each formatter is made on first use, once. The landing page loads
// none of this module (its sample prices are written out), which keeps its first load small.

import { currentLocale, state } from '@/lib/i18n/state';

const LOCALE = 'en-NG';
/** Every date and time is shown in Nigerian time (WAT, UTC+1 all year). */
export const TIME_ZONE = 'Africa/Lagos';

type When = Date | string | number;
const toDate = (d: When) => (d instanceof Date ? d : new Date(d));

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = made.get(key) as T | undefined;
  if (!f) made.set(key, (f = make()));
  return f;
}
const numbers = (options: Intl.NumberFormatOptions) =>
  cached(`n${JSON.stringify(options)}`, () => new Intl.NumberFormat(LOCALE, options));
const dates = (options: Intl.DateTimeFormatOptions) =>
  cached(`d${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }));

// Amounts and counts are grouped here rather than by Intl.NumberFormat, with the same text as en-NG
// ("12,345.50"; src/lib/format.test.ts compares the two): the first Intl formatter a page makes loads
// the browser's locale data, 50 ms on this machine and about 240 ms of a phone's main thread, and
// prices are on the first screen of most pages. Intl still writes the rare number outside this range.
const SAFE = 1e15;
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * "₦1,500": naira with thousands separators, the way amounts are shown everywhere (screens, and the
 * texts the database writes: private.naira_text). Kobo only when there are some: "₦1,234.50".
 */
export function formatNaira(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const d = amount % 1 ? 2 : 0;
  if (!(Math.abs(amount) < SAFE)) return `${sign}₦${numbers({ minimumFractionDigits: d, maximumFractionDigits: d }).format(Math.abs(amount))}`;
  const kobo = Math.round(Math.abs(amount) * 100);
  const naira = grouped(String(Math.floor(kobo / 100)));
  return `${sign}₦${naira}${d ? `.${String(kobo % 100).padStart(2, '0')}` : ''}`;
}

/** Kobo (the integer money the server keeps) shown as naira: 150050 -> "₦1,500.50". */
export const formatKobo = (kobo: number) => formatNaira(Number(kobo) / 100);

/** Kobo as a plain decimal naira amount for files: 123456 -> "1234.56", -50 -> "-0.50". */
export function koboDecimal(kobo: number): string {
  const abs = Math.abs(Math.trunc(Number(kobo)));
  return `${kobo < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12,345": a count with thousands separators. */
export const formatCount = (n: number) =>
  Number.isInteger(n) && Math.abs(n) < SAFE ? `${n < 0 ? '-' : ''}${grouped(String(Math.abs(n)))}` : numbers({}).format(n);

const sizeUnits = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 -> "1.5 KB"; up to two decimals, units Bytes/KB/MB/GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), sizeUnits.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${sizeUnits[exponent]}`;
}

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * A date in en-NG, its weekday and month names in the page's language once the other languages'
 * date names are in (src/lib/i18n/date-names.ts, loaded with them). English is Intl's text as it is.
 */
function named(options: Intl.DateTimeFormatOptions, d: When): string {
  const date = toDate(d);
  const local = currentLocale() === 'en' ? undefined : state.dates;
  return local ? local.localDate(dates(options).formatToParts(date), options, new Date(date.getTime() + LAGOS_OFFSET_MS)) : dates(options).format(date);
}

/** "5 Mar 2026" */
export const formatDate = (d: When) => named({ day: 'numeric', month: 'short', year: 'numeric' }, d);
/** "Thursday, 5 March 2026" */
export const formatLongDate = (d: When) => named({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, d);
/** "5 Mar" */
export const formatDayMonth = (d: When) => named({ day: 'numeric', month: 'short' }, d);
/** "Thu, 5 Mar" */
export const formatWeekdayDayMonth = (d: When) => named({ weekday: 'short', day: 'numeric', month: 'short' }, d);
/** "November 2026": a month as a calendar's heading names it. */
export const formatMonthYear = (d: When) => named({ month: 'long', year: 'numeric' }, d);
/** A weekday as a calendar's column headings name it, narrow enough for seven across 320 px ("T" in en-NG, which the calendar does not use). */
export const formatWeekdayShort = (d: When) => named({ weekday: 'narrow' }, d);

// Lagos keeps UTC+1 all year (no summer time): the numeric pieces of a Lagos moment are written
// here without Intl, with the same text as en-NG (src/lib/format.test.ts compares them over years
// of instants). As for amounts, the first Intl date formatter a page makes loads the browser's
// locale and zone data: 30 ms here and over 100 ms of a phone's main thread, on pages (search,
// booking) whose first screen shows only a clock time or a day.
const LAGOS_OFFSET_MS = 3_600_000;
/** "2026-03-05T14:30:00.000Z" for a moment in Lagos (the digits are Lagos time); RangeError when invalid, as Intl. */
const lagosIso = (d: When) => new Date(toDate(d).getTime() + LAGOS_OFFSET_MS).toISOString();

/** "14:30": the clock time, 24-hour as en-NG writes it. */
export const formatTime = (d: When) => lagosIso(d).slice(11, 16);
/** "5 Mar, 14:30": a moment of the last few days or weeks. */
export const formatDayTime = (d: When) => named({ day: 'numeric', month: 'short', ...clock }, d);
/** "5 Mar 2026, 14:30" */
export const formatDateTime = (d: When) => named({ day: 'numeric', month: 'short', year: 'numeric', ...clock }, d);

/**
 * "02:30 PM": a consultation time, written the way its slots are (twelve-hour, capital AM/PM). Built
 * from parts so the space before AM/PM is a plain one whatever the browser's ICU version.
 */
export function formatSlotTime(d: When): string {
  const iso = lagosIso(d);
  const hour = Number(iso.slice(11, 13));
  return `${String(hour % 12 || 12).padStart(2, '0')}:${iso.slice(14, 16)} ${hour < 12 ? 'AM' : 'PM'}`;
}
/** "Thursday, 5 March 2026, 02:30 PM (Lagos time)": when a consultation happens. */
export const formatAppointment = (d: When) =>
  `${formatLongDate(d)}, ${formatSlotTime(d)} (${(currentLocale() !== 'en' && state.dates?.lagosTime()) || 'Lagos time'})`;

// How long ago ("3 hours ago") is text in each language: src/lib/time-ago.ts.

/** A moment -> its day in Lagos as "05/03/2026". */
export function formatDmy(d: When): string {
  const iso = lagosIso(d);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** A moment -> its calendar day in Lagos as "2026-03-05" (the form the database and date inputs use). */
export const lagosDay = (d: When) => lagosIso(d).slice(0, 10);
/** Today's date in Lagos as "2026-03-05". */
export const lagosToday = (now: Date = new Date()) => lagosDay(now);

/** "2026-03-05" (a calendar day, as forms and the database keep it) -> "05/03/2026". */
export function isoDayToDmy(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/**
 * A typed day-first date ("5/3/2026", "05-03-2026", "05.03.2026") -> "2026-03-05"; null when it is not
 * a real calendar day. Two-digit years are refused: "05/03/26" could be 1926 or 2026.
 */
export function parseDmy(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
