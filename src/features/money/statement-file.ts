// A week's statement as a CSV file, in the person's language: its headings, what each ledger line
// was and the totals' names come from the catalogues (English as before); amounts in naira with
// two decimals and dates in Lagos time stay as they are, so a spreadsheet sums them as numbers.
import { formatTime, koboDecimal, lagosDay } from '@/lib/format';
import type { Statement, StatementLine } from '@/lib/money/api';
import { csvField } from '@/lib/money/statement';
import { statementFileMessages as f, statementMessages as m } from '@/features/money/money.messages';
import { translate, type Message } from '@/lib/i18n/i18n';

const lineMessages: Record<string, Message> = {
  commission: m.lineCommission,
  refund: m.lineRefund,
  cash_collected: m.lineCashCollected,
  cash_handed_over: m.lineCashHandedOver,
  cash_kept: m.lineCashKept,
  adjustment: m.lineAdjustment,
};

/** What a statement line was ("Order delivered", "Payout returned", ...); undefined for a kind this app does not know. */
export function lineMessage(line: Pick<StatementLine, 'type' | 'cause'>): Message | undefined {
  if (line.type === 'earning') return line.cause === 'consultation' ? m.lineConsultation : m.lineOrder;
  if (line.type === 'payout') return line.cause === 'payout_failed' ? m.linePayoutReturned : m.linePayout;
  return lineMessages[line.type];
}

/** A line's name in the current language; a kind this app does not know keeps its ledger name. */
export function lineLabel(line: Pick<StatementLine, 'type' | 'cause'>): string {
  const known = lineMessage(line);
  return known ? translate(known) : line.type.replace(/_/g, ' ');
}

/** The file's column headings in the current language. */
export const statementHeader = () => [f.date, f.time, m.whatColumn, m.reference, f.note, f.amount].map((h) => translate(h));

/** The week's lines, then its totals, as CSV (CRLF line ends), in the language of the moment it is made. */
export function statementCsv(s: Statement): string {
  const rows: (string | number)[][] = [statementHeader()];
  for (const l of s.lines) {
    rows.push([lagosDay(l.at), formatTime(l.at), lineLabel(l), l.reference, l.memo ?? '', koboDecimal(l.amount_kobo)]);
  }
  const t = s.totals;
  const total = (what: Message, kobo: number) => rows.push(['', '', translate(what), '', '', koboDecimal(kobo)]);
  total(m.opening, s.opening_kobo);
  total(f.earnings, t.earnings_kobo);
  total(m.commission, -t.commission_kobo);
  total(m.refunds, -t.refunds_kobo);
  total(m.payouts, -t.payouts_kobo);
  if (t.cash_kept_kobo) total(f.cashKept, -t.cash_kept_kobo);
  if (t.adjustments_kobo) total(m.adjustments, t.adjustments_kobo);
  total(m.closing, s.closing_kobo);
  return rows.map((r) => r.map(csvField).join(',') + '\r\n').join('');
}
