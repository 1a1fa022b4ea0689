// Consultation times: every 30 minutes from 09:00 AM to 11:30 AM and from 02:00 PM to 07:30 PM.

export interface Slot {
  label: string; // "09:30 AM"
  minutes: number; // minutes after midnight
  available: boolean;
}

const ranges: [start: number, end: number][] = [
  [9 * 60, 11 * 60 + 30],
  [14 * 60, 19 * 60 + 30],
];

export function slotLabel(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const mm = String(minutes % 60).padStart(2, '0');
  return `${String(h12).padStart(2, '0')}:${mm} ${h24 < 12 ? 'AM' : 'PM'}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date as YYYY-MM-DD (the format the date picker and the URL use). */
export const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The 18 slots of a day; on today's date the ones already started are unavailable. */
export function slotsFor(date: string, now: Date): Slot[] {
  const today = isoDate(now);
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  const slots: Slot[] = [];
  for (const [start, end] of ranges) {
    for (let m = start; m <= end; m += 30) {
      const past = date < today || (date === today && m <= nowMinutes);
      slots.push({ label: slotLabel(m), minutes: m, available: !past });
    }
  }
  return slots;
}

export const isPastDate = (date: string, now: Date) => date < isoDate(now);

/** Whether a saved slot can still be booked on that date. */
export function isSlotBookable(date: string, label: string, now: Date): boolean {
  return slotsFor(date, now).some((s) => s.label === label && s.available);
}

/** Minutes after midnight in Lagos for an instant. */
export function lagosMinutes(iso: string): number {
  const lagos = new Date(new Date(iso).getTime() + 3600e3);
  return lagos.getUTCHours() * 60 + lagos.getUTCMinutes();
}
