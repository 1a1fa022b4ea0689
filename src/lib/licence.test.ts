import { describe, expect, test } from 'vitest';
import { licenceError, normaliseLicence } from '@/lib/licence';

describe('licence numbers', () => {
  test('PCN premises numbers', () => {
    expect(licenceError('PCN', 'PCN/PREM/LA/12345')).toBeNull();
    expect(licenceError('PCN', 'pcn / prem / la / 12345')).toBeNull();
    expect(licenceError('PCN', 'PCN-DEMO-0001')).toBeNull();
    expect(licenceError('PCN', '12345')).toMatch(/PCN\/PREM\/LA\/12345/);
    expect(licenceError('PCN', 'MDCN/R/12345')).not.toBeNull();
    expect(licenceError('PCN', 'PCN/PREM/LA')).not.toBeNull();
    expect(licenceError('PCN', '')).toBe('Enter your PCN number');
  });

  test('MDCN registration numbers', () => {
    expect(licenceError('MDCN', 'MDCN/R/12345')).toBeNull();
    expect(licenceError('MDCN', 'mdcn/2015/f/1234')).toBeNull();
    expect(licenceError('MDCN', 'PCN/R/12345')).not.toBeNull();
    expect(licenceError('MDCN', 'MDCN 12345')).not.toBeNull(); // no separator: not the council's form
    expect(normaliseLicence(' mdcn/r/1 ')).toBe('MDCN/R/1');
  });
});
