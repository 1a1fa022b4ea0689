import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatAppointment,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDayTime,
  formatDmy,
  formatFileSize,
  formatLongDate,
  formatMonthYear,
  formatNaira,
  formatSlotTime,
  formatTime,
  formatWeekdayDayMonth,
  formatWeekdayShort,
  isoDayToDmy,
  lagosDay,
  lagosToday,
  parseDmy,
} from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { activate } from '@/lib/i18n/i18n';

describe('formatNaira', () => {
  it('adds the naira sign and thousands separators', () => {
    expect(formatNaira(1500)).toBe('₦1,500');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(-250)).toBe('-₦250');
  });

  it('shows kobo only when there are some, always as two digits', () => {
    expect(formatNaira(3700)).toBe('₦3,700');
    expect(formatNaira(3700.0)).toBe('₦3,700');
    expect(formatNaira(1234.5)).toBe('₦1,234.50');
    expect(formatNaira(1234.56)).toBe('₦1,234.56');
    expect(formatNaira(0.1 + 0.2)).toBe('₦0.30');
    expect(formatNaira(-12.5)).toBe('-₦12.50');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(-1234567)).toBe('-1,234,567');
  });
});

describe('amounts and counts without Intl', () => {
  // Intl's en-NG text is the reference; the module writes it by hand (no locale data on first use).
  const reference = (d: number) => new Intl.NumberFormat('en-NG', { minimumFractionDigits: d, maximumFractionDigits: d });
  const counts = new Intl.NumberFormat('en-NG');
  const naira = (amount: number) => {
    const d = amount % 1 ? 2 : 0;
    return `${amount < 0 ? '-' : ''}₦${reference(d).format(Math.abs(amount))}`;
  };

  // Evenly spread fractions in [0, 1) (steps of the golden ratio): the same values on every run.
  const spread = () => {
    let x = 0;
    return () => (x = (x + 0.6180339887498949) % 1);
  };

  it('writes every kobo amount as Intl does, from ₦0 to billions, whole and with kobo', () => {
    const random = spread();
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 999_999, 1_000_000, 0.01, 0.5, 0.99, 1234.05, -0.01, -1000.5];
    for (let i = 0; i < 5000; i++) {
      const kobo = Math.floor(random() * 10 ** (1 + Math.floor(random() * 13)));
      amounts.push(kobo / 100, -kobo / 100, Math.floor(kobo / 100));
    }
    for (const amount of amounts) expect(formatNaira(amount), String(amount)).toBe(naira(amount));
  });

  it('writes every whole count as Intl does', () => {
    const random = spread();
    for (let i = 0; i < 2000; i++) {
      // (-0 is left out: Intl writes "-0", the module "0", which is what a count should say.)
      const n = Math.floor(random() * 10 ** Math.floor(random() * 15)) * (random() < 0.2 ? -1 : 1) || 0;
      expect(formatCount(n), String(n)).toBe(counts.format(n));
    }
  });

  it('leaves numbers outside whole counts and safe amounts to Intl', () => {
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatNaira(1e16)).toBe('₦10,000,000,000,000,000');
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

// A device in New York: 23:30 UTC on 4 March is 18:30 on 4 March there, and 00:30 on 5 March in Lagos.
describe('dates and times in Lagos on a device in another zone', () => {
  const lateEvening = '2026-03-04T23:30:00Z';
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('runs on a device whose own day is still 4 March', () => {
    expect(new Date(lateEvening).getDate()).toBe(4);
    expect(new Date(lateEvening).getHours()).toBe(18);
  });

  it('shows the Lagos day and time', () => {
    expect(formatDate(lateEvening)).toBe('5 Mar 2026');
    expect(formatDayMonth(lateEvening)).toBe('5 Mar');
    expect(formatWeekdayDayMonth(lateEvening)).toBe('Thu, 5 Mar');
    expect(formatLongDate(lateEvening)).toBe('Thursday, 5 March 2026');
    expect(formatTime(lateEvening)).toBe('00:30');
    expect(formatDayTime(lateEvening)).toBe('5 Mar, 00:30');
    expect(formatDateTime(lateEvening)).toBe('5 Mar 2026, 00:30');
    expect(formatDmy(lateEvening)).toBe('05/03/2026');
  });

  it('gives the Lagos calendar day as the database keeps it', () => {
    expect(lagosDay(lateEvening)).toBe('2026-03-05');
    expect(lagosDay(Date.parse(lateEvening))).toBe('2026-03-05');
    expect(lagosToday(new Date(lateEvening))).toBe('2026-03-05');
    expect(lagosDay('2026-03-04T22:59:00Z')).toBe('2026-03-04');
  });

  it('writes consultation times the way the slots read, with a plain space', () => {
    expect(formatSlotTime(lateEvening)).toBe('12:30 AM');
    expect(formatSlotTime('2026-11-25T08:30:00Z')).toBe('09:30 AM');
    expect(formatSlotTime('2026-11-25T13:00:00Z')).toBe('02:00 PM');
    expect(formatSlotTime('2026-11-25T11:30:00Z')).toBe('12:30 PM');
    expect(formatAppointment('2026-11-25T08:30:00Z')).toBe('Wednesday, 25 November 2026, 09:30 AM (Lagos time)');
    expect(formatAppointment(lateEvening)).toBe('Thursday, 5 March 2026, 12:30 AM (Lagos time)');
  });
});

describe('Lagos clock times and days without Intl', () => {
  // Intl's en-NG text in Lagos time is the reference for what the module writes by hand.
  const zone = { timeZone: 'Africa/Lagos' } as const;
  const clock = new Intl.DateTimeFormat('en-NG', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const twelve = new Intl.DateTimeFormat('en-NG', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h12' });
  const dmy = new Intl.DateTimeFormat('en-NG', { ...zone, day: '2-digit', month: '2-digit', year: 'numeric' });
  const part = (f: Intl.DateTimeFormat, at: number, type: Intl.DateTimeFormatPartTypes) =>
    f.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  // Every 7 hours and 13 minutes over three years (both sides of every midnight and noon), and the
  // minutes around the turns of day and year.
  const instants = [
    ...Array.from({ length: 3 * 365 * 24 / 7 }, (_, i) => Date.UTC(2025, 0, 1) + i * (7 * 60 + 13) * 60_000),
    ...[-1, 0, 1, 59, 60, 61].map((m) => Date.UTC(2026, 11, 31, 23, 0) + m * 60_000),
    ...[-1, 0, 1].map((m) => Date.UTC(2026, 5, 15, 11, 0) + m * 60_000),
  ];

  it('writes each moment’s clock time, slot time and day as Intl does', () => {
    for (const at of instants) {
      expect(formatTime(at)).toBe(clock.format(at));
      expect(formatDmy(at)).toBe(dmy.format(at));
      expect(lagosDay(at)).toBe(`${part(dmy, at, 'year')}-${part(dmy, at, 'month')}-${part(dmy, at, 'day')}`);
      expect(formatSlotTime(at)).toBe(`${part(twelve, at, 'hour')}:${part(twelve, at, 'minute')} ${part(twelve, at, 'dayPeriod').toUpperCase()}`);
    }
  });

  it('refuses an invalid date, as Intl does', () => {
    expect(() => formatTime('not a date')).toThrow(RangeError);
    expect(() => lagosDay(Number.NaN)).toThrow(RangeError);
  });
});

describe('typed dates, day first', () => {
  it('reads what people type as dd/mm/yyyy', () => {
    expect(parseDmy('05/03/2026')).toBe('2026-03-05');
    expect(parseDmy('5/3/2026')).toBe('2026-03-05');
    expect(parseDmy(' 31-12-2027 ')).toBe('2027-12-31');
    expect(parseDmy('29.02.2028')).toBe('2028-02-29');
  });

  it('refuses days that do not exist and ambiguous forms', () => {
    for (const text of ['31/04/2026', '29/02/2027', '2026-03-05', '05/03/26', '13/13/2026', 'soon', '']) {
      expect(parseDmy(text), text).toBeNull();
    }
  });

  it('turns a stored day back into dd/mm/yyyy', () => {
    expect(isoDayToDmy('2026-03-05')).toBe('05/03/2026');
  });
});

describe('formatPhone', () => {
  it('writes a stored number the way Nigerians write it', () => {
    expect(formatPhone('+2348035551234')).toBe('0803 555 1234');
    expect(formatPhone('+2349012345678')).toBe('0901 234 5678');
    expect(formatPhone('+23412345678')).toBe('01 234 5678');
    expect(formatPhone('+23484123456')).toBe('084 123 456');
  });
  it('leaves anything else as it was', () => {
    expect(formatPhone('0803 555 1234')).toBe('0803 555 1234');
    expect(formatPhone('+14155550100')).toBe('+14155550100');
    expect(formatPhone('')).toBe('');
  });
});

// Chromium has no date data for these languages: the numbers and their order stay en-NG, the
// names come from the shared catalogue.
describe('dates in the other languages', () => {
  const friday = '2026-11-27T13:30:00Z';
  const lateEvening = '2026-03-04T23:30:00Z';
  afterAll(() => activate('en'));

  it('in Hausa, name the day and month in Hausa', async () => {
    await activate('ha', '/orders');
    expect(formatWeekdayDayMonth(friday)).toBe('Jum, 27 Nuw');
    expect(formatLongDate(friday)).toBe('Jumaʼa, 27 Nuwamba 2026');
    expect(formatDate(friday)).toBe('27 Nuw 2026');
    expect(formatDayTime(friday)).toBe('27 Nuw, 14:30');
    expect(formatDateTime(lateEvening)).toBe('5 Mar 2026, 00:30');
    expect(formatAppointment(friday)).toBe('Jumaʼa, 27 Nuwamba 2026, 02:30 PM (lokacin Legas)');
    // The Lagos day, not the UTC one: 23:30 UTC on Wednesday 4 March is Thursday 5 March.
    expect(formatLongDate(lateEvening)).toBe('Alhamis, 5 Maris 2026');
    // The booking calendar's month heading and weekday columns.
    expect(formatMonthYear(friday)).toBe('Nuwamba 2026');
    expect(formatWeekdayShort(friday)).toBe('Jum');
  });

  it('in Yorùbá, name them in Yorùbá with their tone marks', async () => {
    await activate('yo', '/orders');
    expect(formatWeekdayDayMonth(friday)).toBe('Ẹtì, 27 Bélú');
    expect(formatLongDate(friday)).toBe('Ọjọ́ Ẹtì, 27 Oṣù Bélú 2026');
    expect(formatDayMonth('2026-01-10T12:00:00Z')).toBe('10 Ṣẹ́rẹ́');
    expect(formatTime(friday)).toBe('14:30');
    // The calendar's columns: narrower than the names in dates, seven across 320 px.
    expect(formatWeekdayShort(friday)).toBe('Ẹt');
    expect(formatWeekdayShort('2026-11-28T12:00:00Z')).toBe('Àbám');
  });

  it('in English, stay as en-NG writes them', async () => {
    await activate('en');
    expect(formatLongDate(friday)).toBe('Friday, 27 November 2026');
    expect(formatAppointment(friday)).toBe('Friday, 27 November 2026, 02:30 PM (Lagos time)');
    expect(formatMonthYear(friday)).toBe('November 2026');
    // The calendar shows its own English headings ("Fr"); en-NG's narrow form is one letter.
    expect(formatWeekdayShort(friday)).toBe('F');
  });
});
