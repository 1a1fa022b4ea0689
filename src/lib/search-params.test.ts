import { describe, expect, it } from 'vitest';
import { searchChoice, searchInteger, searchText } from '@/lib/search-params';

describe('search parameter readers', () => {
  it('text: keeps valid text, turns numbers into text, falls back on anything else', () => {
    expect(searchText('paracetamol', '', { max: 100 })).toBe('paracetamol');
    expect(searchText(500, '', { max: 100 })).toBe('500');
    expect(searchText(Number.NaN, '', { max: 100 })).toBe('');
    expect(searchText({ a: 1 }, undefined, { max: 100 })).toBeUndefined();
    expect(searchText('x'.repeat(101), '', { max: 100 })).toBe('');
    expect(searchText('  MAG-1  ', '', { max: 40, trim: true })).toBe('MAG-1');
    expect(searchText('bad ref!', '', { max: 100, pattern: /^[A-Za-z0-9.=-]{8,100}$/ })).toBe('');
    expect(searchText('T12345678', '', { max: 100, pattern: /^[A-Za-z0-9.=-]{8,100}$/ })).toBe('T12345678');
  });

  it('choice: only one of the options', () => {
    expect(searchChoice('kano', ['all', 'kano'] as const, 'all')).toBe('kano');
    expect(searchChoice('mars', ['all', 'kano'] as const, 'all')).toBe('all');
    expect(searchChoice(3, ['all', 'kano'] as const, undefined)).toBeUndefined();
  });

  it('integer: whole numbers within the range', () => {
    expect(searchInteger(2500, 0, { min: 0, max: 50_000 })).toBe(2500);
    expect(searchInteger(2.5, 0, { min: 0, max: 50_000 })).toBe(0);
    expect(searchInteger(-1, 0, { min: 0, max: 50_000 })).toBe(0);
    expect(searchInteger('2500', 7, { min: 0, max: 50_000 })).toBe(7);
  });
});
