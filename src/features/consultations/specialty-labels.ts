import { translate, type Message } from '@/lib/i18n/i18n';
import type { Specialty } from '@/features/consultations/doctor-schema';
import { book } from '@/features/consultations/booking.messages';

/** A specialty's name on screen (the database keeps the English name). */
export const specialtyLabels: Record<Specialty, Message> = {
  Cardiology: book.cardiology,
  Dermatology: book.dermatology,
  'General Practice': book.generalPractice,
  Pediatrics: book.pediatrics,
  Neurology: book.neurology,
  Ophthalmology: book.ophthalmology,
};

/** The specialty's name in the current language; one the app does not know shows as stored. */
export const specialtyName = (specialty: string): string => {
  const label = specialtyLabels[specialty as Specialty] as Message | undefined;
  return label ? translate(label) : specialty;
};
