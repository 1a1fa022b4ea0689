import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultType, specialties, type Doctor, type Specialty } from '@/features/consultations/doctor-schema';
import { saveBooking, useBookingSelection, type BookingPatch } from '@/features/consultations/booking-store';
import { isoDate, isPastDate } from '@/features/consultations/slots';
import type { Schedule } from '@/features/consultations/schedule';

const SYMPTOMS_SETTLE_MS = 400;

/**
 * The booking selection as the screen sees it: what is saved in IndexedDB, corrected for the
 * present (a saved date in the past becomes today; a slot that has passed is dropped).
 */
export function useBooking(doctors: Doctor[], now: Date) {
  const saved = useBookingSelection();
  const specialty: Specialty = specialties.find((s) => s === saved?.specialty) ?? 'General Practice';
  const doctor = doctors.find((d) => d.id === saved?.doctorId && d.specialty === specialty);
  const type =
    doctor && saved?.type && doctor.consultationTypes.includes(saved.type) ? saved.type : doctor && defaultType(doctor);
  const date = saved?.date && !isPastDate(saved.date, now) ? saved.date : isoDate(now);
  // Whether the saved time is still free is the database's answer (the slot list), not the device's.
  const slot = saved?.slot && saved.date === date ? saved.slot : undefined;

  // The text box answers each keystroke; IndexedDB is written when typing pauses.
  const [symptoms, setSymptoms] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingSymptoms = useRef<string>(undefined);
  const flush = () => {
    clearTimeout(timer.current);
    if (pendingSymptoms.current !== undefined) void saveBooking({ symptoms: pendingSymptoms.current });
    pendingSymptoms.current = undefined;
  };
  useEffect(() => flush, []);

  const update = (patch: Partial<Schedule>) => {
    if (patch.symptoms !== undefined) {
      setSymptoms(patch.symptoms);
      pendingSymptoms.current = patch.symptoms;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SYMPTOMS_SETTLE_MS);
      return;
    }
    const next: BookingPatch = { ...patch };
    if (patch.date && patch.date !== date) next.slot = undefined;
    void saveBooking(next);
  };

  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const d of doctors) map.set(d.specialty, (map.get(d.specialty) ?? 0) + 1);
    return map;
  }, [doctors]);

  return {
    loading: saved === undefined,
    specialty,
    doctor,
    schedule: doctor && type ? { type, date, slot, symptoms: symptoms ?? saved?.symptoms ?? '' } : undefined,
    counts,
    chooseSpecialty: (s: Specialty) => void saveBooking({ specialty: s, doctorId: undefined, slot: undefined }),
    chooseDoctor: (d: Doctor) =>
      saveBooking({ specialty: d.specialty as Specialty, doctorId: d.id, type: defaultType(d), date, slot: undefined }),
    update,
    /** Saves what is still waiting to be written (the symptoms) before leaving the screen. */
    flush,
  };
}
