import * as v from 'valibot';
import { createJsonSource, useJsonSource, type SourceState } from '@/lib/json-source';
import { DoctorSchema, type Doctor } from '@/features/consultations/doctor-schema';

// The one place that knows where the doctor list comes from (a precached JSON file for now).
const source = createJsonSource('/data/doctors.json', (json) => v.parse(v.array(DoctorSchema), json));

export const loadDoctors = (): Promise<Doctor[]> => source.load();

export type DoctorsState = SourceState<Doctor[]>;

/** The doctors, from the route's loader when it succeeded, otherwise fetched here. */
export const useDoctors = (fromLoader?: Doctor[]): DoctorsState => useJsonSource(source, fromLoader);
