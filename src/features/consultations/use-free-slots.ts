import { useCallback, useEffect, useState } from 'react';
import { fetchFreeSlots } from '@/lib/consultations/api';
import { formatSlotTime } from '@/lib/format';
import { lagosMinutes, type Slot } from '@/features/consultations/slots';
import { translate } from '@/lib/i18n/i18n';
import { consult } from '@/features/consultations/shared.messages';

export type FreeSlot = Slot & { startsAt: string };

/** The doctor's free slots on a (Lagos) date, as the database computes them from their hours. */
export function useFreeSlots(doctorId: string, date: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${doctorId}/${date}/${attempt}`;
  // Answers are kept with the request they belong to, so another day never shows this day's times.
  const [answer, setAnswer] = useState<{ key: string; slots?: FreeSlot[]; error?: string }>({ key: '' });
  useEffect(() => {
    let live = true;
    fetchFreeSlots(doctorId, date, date).then(
      (rows) =>
        live &&
        setAnswer({
          key,
          slots: rows.map((iso) => ({ startsAt: iso, label: formatSlotTime(iso), minutes: lagosMinutes(iso), available: true })),
        }),
      () => live && setAnswer({ key, error: translate(consult.slotsFailed) }),
    );
    return () => {
      live = false;
    };
  }, [doctorId, date, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current: { slots?: FreeSlot[]; error?: string } = answer.key === key ? answer : {};
  return { slots: current.slots, error: current.error, reload };
}
