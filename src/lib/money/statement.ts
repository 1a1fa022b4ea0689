// The parts of a week's statement that need no words: CSV fields, the file's name and the weeks
// (the file's rows, in the person's language, are src/features/money/statement-file.ts).
import { lagosDay } from '@/lib/format';
import type { Statement } from '@/lib/money/api';

const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180); text that a spreadsheet would run as a formula (not a plain number) is kept as text. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const statementFileName = (s: Pick<Statement, 'week_start' | 'kind'>) => `magani-${s.kind}-statement-${s.week_start}.csv`;

/** The Monday (Lagos) of the week `weeksAgo` weeks before the one containing `now`, as yyyy-mm-dd. */
export function weekStart(weeksAgo: number, now: Date = new Date()): string {
  const day = new Date(`${lagosDay(now)}T00:00:00Z`);
  const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000 - weeksAgo * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}
