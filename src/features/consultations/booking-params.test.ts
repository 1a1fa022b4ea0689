import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { bookingConfirmationSchema } from '@/features/consultations/booking-params';
import { defaultType, type Doctor } from '@/features/consultations/doctor-schema';

const parse = (input: unknown) => v.parse(bookingConfirmationSchema, input);

describe('booking confirmation parameters', () => {
  it('keeps a well-formed booking', () => {
    expect(parse({ doctor: 'doc-02', date: '2026-03-20', time: '02:30 PM', type: 'audio' })).toEqual({
      doctor: 'doc-02',
      date: '2026-03-20',
      time: '02:30 PM',
      type: 'audio',
    });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(parse({ doctor: 'doc-02', date: '20/03/2026', time: '14:30', type: 'fax' })).toEqual({
      doctor: 'doc-02',
      date: undefined,
      time: undefined,
      type: undefined,
    });
  });
});

describe('defaultType', () => {
  it('is video when offered, otherwise the first type the doctor offers', () => {
    expect(defaultType({ consultationTypes: ['audio', 'video'] } as Doctor)).toBe('video');
    expect(defaultType({ consultationTypes: ['chat', 'audio'] } as Doctor)).toBe('chat');
  });
});
