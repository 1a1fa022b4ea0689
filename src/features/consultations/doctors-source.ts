import * as v from 'valibot';
import { useJsonSource, type JsonSource, type SourceState } from '@/lib/json-source';
import { fetchApprovedDoctors, type DoctorRow } from '@/lib/consultations/api';
import { DoctorSchema, type Doctor } from '@/features/consultations/doctor-schema';

const initials = (name: string) =>
  name.replace(/^Dr\.?\s+/, '').split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();

// A doctor whose profile the app cannot show (an unknown specialty) is left out, not a crash.
const toDoctor = (row: DoctorRow): Doctor[] => {
  const parsed = v.safeParse(DoctorSchema, {
    id: row.id,
    name: row.name,
    specialty: row.specialty,
    experience: row.experience,
    rating: row.rating === null ? null : Number(row.rating),
    reviews: row.reviews,
    price: row.price,
    location: row.location,
    languages: row.languages,
    nextAvailable: row.next_available,
    consultationTypes: row.consultation_types,
    image: initials(row.name),
    verified: true,
  });
  return parsed.success ? [parsed.output] : [];
};

// Approved doctors come from the database (public profile only). Nothing at build time: the
// prerendered page says the list loads once the page has loaded.
let inflight: Promise<Doctor[]> | undefined;
const source: JsonSource<Doctor[]> = {
  // One request at a time; every visit asks again, so "Next available" is never stale.
  load() {
    inflight ??= fetchApprovedDoctors()
      .then((rows) => rows.flatMap(toDoctor))
      .finally(() => (inflight = undefined));
    return inflight;
  },
  current: () => undefined,
};

export const loadDoctors = (): Promise<Doctor[]> => source.load();

export type DoctorsState = SourceState<Doctor[]>;

export const useDoctors = (fromLoader?: Doctor[]): DoctorsState => useJsonSource(source, fromLoader);
