import { afterAll, describe, expect, it } from 'vitest';
import type { Statement } from '@/lib/money/api';
import { activate } from '@/lib/i18n/i18n';
import { lineLabel, statementCsv } from '@/features/money/statement-file';

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
    { at: '2026-11-26T10:00:00Z', type: 'cash_kept', cause: 'delivery', reference: 'MGN-2', memo: null, account: 'pharmacy', amount_kobo: -1_000 },
  ],
  totals: {
    earnings_kobo: 250_000, commission_kobo: 25_000, refunds_kobo: 0, payouts_kobo: -50, cash_kept_kobo: 1_000,
    adjustments_kobo: 0, net_kobo: 225_050, cash_collected_kobo: 0, cash_handed_over_kobo: 0,
  },
};

describe('the weekly statement as a file', () => {
  afterAll(() => activate('en'));

  it('names each kind of line', () => {
    expect(lineLabel({ type: 'earning', cause: 'delivery' })).toBe('Order delivered');
    expect(lineLabel({ type: 'earning', cause: 'consultation' })).toBe('Consultation fee');
    expect(lineLabel({ type: 'payout', cause: 'payout' })).toBe('Payout');
    expect(lineLabel({ type: 'payout', cause: 'payout_failed' })).toBe('Payout returned');
    expect(lineLabel({ type: 'cash_collected', cause: 'delivery' })).toBe('Cash collected at the door');
    // A kind of line this app does not know yet keeps its ledger name.
    expect(lineLabel({ type: 'late_fee', cause: 'delivery' })).toBe('late fee');
  });

  it('writes the week as CSV in English: lines in Lagos time, then totals', () => {
    const rows = statementCsv(week).split('\r\n');
    expect(rows[0]).toBe('Date,Time,What,Reference,Note,Amount (NGN)');
    // 08:30 UTC is 09:30 in Lagos.
    expect(rows[1]).toBe('2026-11-24,09:30,Order delivered,MGN-1,,2500.00');
    expect(rows[2]).toBe('2026-11-24,09:30,Commission,MGN-1,,-250.00');
    expect(rows[3]).toBe('2026-11-25,11:00,Payout returned,payout-2026w48-x,"Account closed, ""sorry""",0.50');
    expect(rows[4]).toBe('2026-11-26,11:00,"Cash from a rider, kept by you",MGN-2,,-10.00');
    expect(rows.slice(5)).toEqual([
      ',,Opening balance,,,1000.00',
      ',,Earnings,,,2500.00',
      ',,Commission,,,-250.00',
      ',,Refunds,,,0.00',
      ',,Payouts,,,0.50',
      ',,Cash kept,,,-10.00',
      ',,Closing balance,,,3250.50',
      '',
    ]);
  });

  it('in Hausa, writes the headings, line names and totals in Hausa; amounts, dates and references as they are', async () => {
    await activate('ha', '/pharmacy/payouts');
    const rows = statementCsv(week).split('\r\n');
    expect(rows[0]).toBe('Kwanan wata,Lokaci,Me,Lambar shaida,Bayani,Adadi (NGN)');
    expect(rows[1]).toBe('2026-11-24,09:30,An kawo oda,MGN-1,,2500.00');
    expect(rows[3]).toBe('2026-11-25,11:00,Kuɗin aiki da ya dawo,payout-2026w48-x,"Account closed, ""sorry""",0.50');
    expect(rows).toContain(',,Ragowar farko,,,1000.00');
    expect(rows).toContain(',,Kuɗin shiga,,,2500.00');
    expect(rows).toContain(',,Tsabar kuɗin da aka riƙe,,,-10.00');
    expect(rows).toContain(',,Ragowar ƙarshe,,,3250.50');
  });

  it('back in English, the file is as before, byte for byte', async () => {
    await activate('en');
    expect(statementCsv(week).split('\r\n')[0]).toBe('Date,Time,What,Reference,Note,Amount (NGN)');
    expect(statementCsv(week)).toContain(',,Opening balance,,,1000.00\r\n');
  });
});
