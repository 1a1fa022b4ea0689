import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatNaira } from '@/lib/format';

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
