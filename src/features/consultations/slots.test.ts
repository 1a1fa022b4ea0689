import { describe, expect, it } from 'vitest';
import { isoDate, isPastDate, isSlotBookable, slotLabel, slotsFor } from '@/features/consultations/slots';

const at = (iso: string) => new Date(iso);

describe('slotsFor', () => {
  it('gives 18 half-hour slots, 09:00 AM to 11:30 AM and 02:00 PM to 07:30 PM', () => {
    const slots = slotsFor('2026-03-20', at('2026-03-14T08:00:00'));
    expect(slots).toHaveLength(18);
    expect(slots.map((s) => s.label)).toEqual([
      '09:00 AM',
      '09:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '02:00 PM',
      '02:30 PM',
      '03:00 PM',
      '03:30 PM',
      '04:00 PM',
      '04:30 PM',
      '05:00 PM',
      '05:30 PM',
      '06:00 PM',
      '06:30 PM',
      '07:00 PM',
      '07:30 PM',
    ]);
    expect(slots.every((s) => s.available)).toBe(true);
  });

  it("marks today's slots that have started as unavailable", () => {
    const slots = slotsFor('2026-03-14', at('2026-03-14T14:10:00'));
    const open = slots.filter((s) => s.available).map((s) => s.label);
    expect(open[0]).toBe('02:30 PM');
    expect(open).toHaveLength(11);
    // A slot starting exactly now is gone too.
    expect(slotsFor('2026-03-14', at('2026-03-14T09:00:00'))[0]?.available).toBe(false);
  });

  it('has nothing left late in the evening and nothing on past dates', () => {
    expect(slotsFor('2026-03-14', at('2026-03-14T19:45:00')).some((s) => s.available)).toBe(false);
    expect(slotsFor('2026-03-13', at('2026-03-14T08:00:00')).some((s) => s.available)).toBe(false);
  });
});

describe('date helpers', () => {
  it('formats local dates and labels', () => {
    expect(isoDate(at('2026-01-05T23:30:00'))).toBe('2026-01-05');
    expect(slotLabel(12 * 60)).toBe('12:00 PM');
    expect(slotLabel(0)).toBe('12:00 AM');
  });

  it('knows past dates and bookable slots', () => {
    const now = at('2026-03-14T10:15:00');
    expect(isPastDate('2026-03-13', now)).toBe(true);
    expect(isPastDate('2026-03-14', now)).toBe(false);
    expect(isSlotBookable('2026-03-14', '10:00 AM', now)).toBe(false);
    expect(isSlotBookable('2026-03-14', '10:30 AM', now)).toBe(true);
    expect(isSlotBookable('2026-03-14', '08:00 AM', now)).toBe(false);
  });
});
