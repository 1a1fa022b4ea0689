import { describe, expect, it } from 'vitest';
import { deliveryText, figureTexts } from '@/lib/site-figures';

describe('site figures as the pages write them', () => {
  it('groups counts and writes the delivery time in minutes, then hours', () => {
    expect(figureTexts({ patients: 12345, pharmacies: 3, doctors: 0, medicines: 719, delivered: 1000, delivery_minutes: 150 })).toEqual({
      patients: '12,345',
      pharmacies: '3',
      doctors: '0',
      medicines: '719',
      delivered: '1,000',
      delivery_minutes: '2.5 hours',
    });
  });

  it('says nothing about delivery time before the first delivery', () => {
    expect(deliveryText(null)).toBeUndefined();
    expect(deliveryText(45)).toBe('45 min');
    expect(deliveryText(120)).toBe('2 hours');
  });
});
