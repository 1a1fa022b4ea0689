// Money has a module of its own so that pages showing only prices (the landing page) load none of
// the date formats below.
export { formatNaira } from '@/lib/money';

const sizeUnits = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 -> "1.5 KB"; up to two decimals, units Bytes/KB/MB/GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), sizeUnits.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${sizeUnits[exponent]}`;
}

/** Every date and time is shown in Nigerian time, whatever the device's own time zone. */
export const TIME_ZONE = 'Africa/Lagos';

// Formatters are made on first use: a page that shows no dates (the landing page) carries none.
const formatters = new Map<string, Intl.DateTimeFormat>();
/** The one way to format dates and times: Nigerian English, in Lagos time. */
export function lagosDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formatter(options);
}
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat('en-NG', { timeZone: TIME_ZONE, ...options })));
  return f;
}

const toDate = (d: Date | string | number) => (d instanceof Date ? d : new Date(d));

/** "5 Mar 2026" */
export const formatDate = (d: Date | string | number) =>
  formatter({ day: 'numeric', month: 'short', year: 'numeric' }).format(toDate(d));
/** "5 Mar 2026, 2:30 pm" */
export const formatDateTime = (d: Date | string | number) =>
  formatter({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(toDate(d));
/** "Thursday, 5 March 2026" */
export const formatLongDate = (d: Date | string | number) =>
  formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(d));

/** "2026-03-05" (a calendar day, as forms and the database keep it) -> "05/03/2026". */
export function isoDayToDmy(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** A moment -> its day in Lagos as "05/03/2026". */
export const formatDmy = (d: Date | string | number) =>
  formatter({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(toDate(d));

/** Today's date in Lagos as "2026-03-05". */
export function lagosToday(now: Date = new Date()): string {
  const parts = formatter({ day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
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
