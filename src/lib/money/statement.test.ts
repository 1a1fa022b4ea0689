import { describe, expect, it } from 'vitest';
import { formatKobo, koboDecimal } from '@/lib/format';
import type { Statement } from '@/lib/money/api';
import { csvField, statementFileName, weekStart } from '@/lib/money/statement';

const week: Statement = {
  kind: 'pharmacy',
  week_start: '2026-11-23',
  from: '2026-11-22T23:00:00Z',
  to: '2026-11-29T23:00:00Z',
  opening_kobo: 100_000,
  closing_kobo: 325_050,
  lines: [
    { at: '2026-11-24T08:30:00Z', type: 'earning', cause: 'delivery', reference: 'MGN-1', memo: null, account: 'pharmacy', amount_kobo: 250_000 },
    { at: '2026-11-24T08:30:00Z', type: 'commission', cause: 'delivery', reference: 'MGN-1', memo: null, account: 'pharmacy', amount_kobo: -25_000 },
    { at: '2026-11-25T10:00:00Z', type: 'payout', cause: 'payout_failed', reference: 'payout-2026w48-x', memo: 'Account closed, "sorry"', account: 'pharmacy', amount_kobo: 50 },
  ],
  totals: {
    earnings_kobo: 250_000, commission_kobo: 25_000, refunds_kobo: 0, payouts_kobo: -50, cash_kept_kobo: 0,
    adjustments_kobo: 0, net_kobo: 225_050, cash_collected_kobo: 0, cash_handed_over_kobo: 0,
  },
};

describe('money formats', () => {
  it('shows kobo as naira and as a decimal for files', () => {
    expect(formatKobo(150_050)).toBe('₦1,500.50');
    expect(formatKobo(100_000)).toBe('₦1,000');
    expect(koboDecimal(123_456)).toBe('1234.56');
    expect(koboDecimal(-50)).toBe('-0.50');
    expect(koboDecimal(0)).toBe('0.00');
  });

  it('keeps formula-like text as text', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-5)).toBe('-5');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('-1+2')).toBe("'-1+2");
  });

  it('names the file after the week and finds Mondays in Lagos time', () => {
    expect(statementFileName(week)).toBe('magani-pharmacy-statement-2026-11-23.csv');
    // Sunday 23:30 UTC is already Monday in Lagos.
    expect(weekStart(0, new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(weekStart(0, new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-23');
    expect(weekStart(2, new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-09');
  });
});
