import { describe, expect, it } from 'vitest';
import { normaliseNigerianNumber, normaliseNigerianPhone, storedPhonePattern } from '@/lib/phone';

describe('normaliseNigerianPhone', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['0803-123-4567', '+2348031234567'],
    ['(0803) 123 4567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['234-803-123-4567', '+2348031234567'],
    ['+234 0803 123 4567', '+2348031234567'],
    ['8031234567', '+2348031234567'],
    ['07061234567', '+2347061234567'],
    ['0909 876 5432', '+2349098765432'],
    ['  0813 000 0000 ', '+2348130000000'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normaliseNigerianPhone(typed)).toBe(e164);
  });

  it.each([
    '',
    '0803123456', // one digit short
    '080312345678', // one digit long
    '01 234 5678', // landline: no SMS
    '+44 7911 123456', // not Nigerian
    '0803 123 456a',
    '0603 123 4567',
  ])('refuses %s', (typed) => {
    expect(normaliseNigerianPhone(typed)).toBeNull();
  });
});

describe('normaliseNigerianNumber (mobile or fixed line)', () => {
  it.each([
    ['0803 123 4567', '+2348031234567'],
    ['01 234 5678', '+23412345678'],
    ['(01) 2345678', '+23412345678'],
    ['+234 1 234 5678', '+23412345678'],
    ['09 234 5678', '+23492345678'],
    ['042 123 456', '+23442123456'],
    ['+234 0800 624 2641', '+2348006242641'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normaliseNigerianNumber(typed)).toBe(e164);
  });

  it.each(['12', '', '12345678', '01 234 567', '0603 123 4567', 'call me', '+44 20 7946 0958'])('refuses %s', (typed) => {
    expect(normaliseNigerianNumber(typed)).toBeNull();
  });

  it('agrees with the pattern the database checks', () => {
    for (const typed of ['0803 123 4567', '01 234 5678', '042 123 456']) {
      expect(normaliseNigerianNumber(typed)).toMatch(storedPhonePattern);
    }
  });
});
