import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDmy, formatFileSize, formatNaira, isoDayToDmy, lagosToday, parseDmy } from '@/lib/format';

describe('formatNaira', () => {
  it('adds the naira sign and thousands separators', () => {
    expect(formatNaira(1500)).toBe('₦1,500');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(-250)).toBe('-₦250');
  });
});

describe('formatFileSize', () => {
  it('uses Bytes/KB/MB/GB with at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});

describe('formatDate', () => {
  it('reads day month year the Nigerian way', () => {
    expect(formatDate('2026-03-05T12:00:00')).toMatch(/^5 Mar 2026$/);
  });
});

describe('dates in Lagos time, day first', () => {
  it('shows a moment in Lagos whatever the device time zone', () => {
    // 23:30 UTC on 4 March is 00:30 on 5 March in Lagos (UTC+1).
    expect(formatDmy('2026-03-04T23:30:00Z')).toBe('05/03/2026');
    expect(formatDateTime('2026-03-04T23:30:00Z')).toMatch(/^5 Mar 2026, (0|00|12):30/);
    expect(lagosToday(new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-05');
  });

  it('reads what people type as dd/mm/yyyy', () => {
    expect(parseDmy('05/03/2026')).toBe('2026-03-05');
    expect(parseDmy('5/3/2026')).toBe('2026-03-05');
    expect(parseDmy(' 31-12-2027 ')).toBe('2027-12-31');
    expect(parseDmy('29.02.2028')).toBe('2028-02-29');
  });

  it('refuses days that do not exist and ambiguous forms', () => {
    for (const text of ['31/04/2026', '29/02/2027', '2026-03-05', '05/03/26', '13/13/2026', 'soon', '']) {
      expect(parseDmy(text), text).toBeNull();
    }
  });

  it('turns a stored day back into dd/mm/yyyy', () => {
    expect(isoDayToDmy('2026-03-05')).toBe('05/03/2026');
  });
});
