import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '@/features/admin/csv';

describe('csvField', () => {
  it('leaves plain values alone', () => {
    expect(csvField('Amaka Obi')).toBe('Amaka Obi');
    expect(csvField(1204)).toBe('1204');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes fields with commas, quotes (doubled) and line breaks', () => {
    expect(csvField('HealthPlus Pharmacy, Lekki')).toBe('"HealthPlus Pharmacy, Lekki"');
    expect(csvField('Alheri "Care" Pharmacy')).toBe('"Alheri ""Care"" Pharmacy"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+2348031234567')).toBe("'+2348031234567");
    expect(csvField('@admin')).toBe("'@admin");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF after every line', () => {
    const csv = toCsv(['Name', 'Note'], [
      ['Amaka', 'fine'],
      ['Chinedu, Jr', 'said "hi"\nthen left'],
    ]);
    expect(csv).toBe('Name,Note\r\nAmaka,fine\r\n"Chinedu, Jr","said ""hi""\nthen left"\r\n');
  });

  it('writes only the header for an empty list', () => {
    expect(toCsv(['A', 'B'], [])).toBe('A,B\r\n');
  });
});
