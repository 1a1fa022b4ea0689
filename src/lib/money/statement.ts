// A week's statement as people read it: what each ledger line was, and the week as a CSV file
// (amounts in naira with two decimals, dates in Lagos time, so a spreadsheet sums them as numbers).
import { formatTime, koboDecimal, lagosDay } from '@/lib/format';
import type { Statement, StatementLine } from '@/lib/money/api';

const LABELS: Record<string, string> = {
  commission: 'Commission',
  refund: 'Refund',
  cash_collected: 'Cash collected at the door',
  cash_handed_over: 'Cash handed over',
  cash_kept: 'Cash from a rider, kept by you',
  adjustment: 'Adjustment by Magani',
};

/** What a statement line was: "Order delivered", "Commission", "Payout returned", ... */
export function lineLabel(line: Pick<StatementLine, 'type' | 'cause'>): string {
  if (line.type === 'earning') return line.cause === 'consultation' ? 'Consultation fee' : 'Order delivered';
  if (line.type === 'payout') return line.cause === 'payout_failed' ? 'Payout returned' : 'Payout';
  return LABELS[line.type] ?? line.type.replace(/_/g, ' ');
}

const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180); text that a spreadsheet would run as a formula (not a plain number) is kept as text. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const STATEMENT_HEADER = ['Date', 'Time', 'What', 'Reference', 'Note', 'Amount (NGN)'];

/** The week's lines, then its totals, as CSV (CRLF line ends). */
export function statementCsv(s: Statement): string {
  const rows: (string | number)[][] = [STATEMENT_HEADER];
  for (const l of s.lines) {
    rows.push([lagosDay(l.at), formatTime(l.at), lineLabel(l), l.reference, l.memo ?? '', koboDecimal(l.amount_kobo)]);
  }
  const t = s.totals;
  const total = (what: string, kobo: number) => rows.push(['', '', what, '', '', koboDecimal(kobo)]);
  total('Opening balance', s.opening_kobo);
  total('Earnings', t.earnings_kobo);
  total('Commission', -t.commission_kobo);
  total('Refunds', -t.refunds_kobo);
  total('Payouts', -t.payouts_kobo);
  if (t.cash_kept_kobo) total('Cash kept', -t.cash_kept_kobo);
  if (t.adjustments_kobo) total('Adjustments', t.adjustments_kobo);
  total('Closing balance', s.closing_kobo);
  return rows.map((r) => r.map(csvField).join(',') + '\r\n').join('');
}

export const statementFileName = (s: Pick<Statement, 'week_start' | 'kind'>) => `magani-${s.kind}-statement-${s.week_start}.csv`;

/** The Monday (Lagos) of the week `weeksAgo` weeks before the one containing `now`, as yyyy-mm-dd. */
export function weekStart(weeksAgo: number, now: Date = new Date()): string {
  const day = new Date(`${lagosDay(now)}T00:00:00Z`);
  const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000 - weeksAgo * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}
