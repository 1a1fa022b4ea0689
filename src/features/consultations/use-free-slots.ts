import { useCallback, useEffect, useState } from 'react';
import { fetchFreeSlots } from '@/lib/consultations/api';
import { lagosMinutes, lagosSlotLabel, type Slot } from '@/features/consultations/slots';

export type FreeSlot = Slot & { startsAt: string };

/** The doctor's free slots on a (Lagos) date, as the database computes them from their hours. */
export function useFreeSlots(doctorId: string, date: string) {
  const [slots, setSlots] = useState<FreeSlot[]>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setSlots(undefined);
    fetchFreeSlots(doctorId, date, date).then(
      (rows) => {
        if (!live) return;
        setError(undefined);
        setSlots(rows.map((iso) => ({ startsAt: iso, label: lagosSlotLabel(iso), minutes: lagosMinutes(iso), available: true })));
      },
      () => live && setError('The free times could not be loaded. Check your connection and try again.'),
    );
    return () => {
      live = false;
    };
  }, [doctorId, date, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { slots, error, reload };
}
