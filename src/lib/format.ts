const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** ₦1,500 — whole naira with thousands separators, the way prices are shown everywhere. */
export function formatNaira(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₦${naira.format(Math.abs(amount))}`;
}

const sizeUnits = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 -> "1.5 KB"; up to two decimals, units Bytes/KB/MB/GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), sizeUnits.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${sizeUnits[exponent]}`;
}

const dateFmt = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const longDateFmt = new Intl.DateTimeFormat('en-NG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const toDate = (d: Date | string | number) => (d instanceof Date ? d : new Date(d));

/** "5 Mar 2026" */
export const formatDate = (d: Date | string | number) => dateFmt.format(toDate(d));
/** "5 Mar 2026, 2:30 pm" */
export const formatDateTime = (d: Date | string | number) => dateTimeFmt.format(toDate(d));
/** "Thursday, 5 March 2026" */
export const formatLongDate = (d: Date | string | number) => longDateFmt.format(toDate(d));
