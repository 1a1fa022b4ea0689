import { describe, expect, it } from 'vitest';
import { readBookingConfirmation } from '@/features/consultations/booking-params';
import { defaultType, type Doctor } from '@/features/consultations/doctor-schema';

const parse = (input: Record<string, unknown>) => readBookingConfirmation(input as Parameters<typeof readBookingConfirmation>[0]);

describe('booking confirmation parameters', () => {
  it('keeps a booking id', () => {
    expect(parse({ id: '8a1c2f9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b' })).toEqual({ id: '8a1c2f9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b' });
  });

  it('drops anything that is not an id instead of failing the page', () => {
    expect(parse({ id: 'doc-02', date: '2026-03-20' })).toEqual({ id: undefined });
  });
});

describe('defaultType', () => {
  it('is video when offered, otherwise the first type the doctor offers', () => {
    expect(defaultType({ consultationTypes: ['audio', 'video'] } as Doctor)).toBe('video');
    expect(defaultType({ consultationTypes: ['chat', 'audio'] } as Doctor)).toBe('chat');
  });
});
