import { describe, expect, it } from 'vitest';
import { normaliseNigerianPhone } from '@/lib/phone';

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
