import * as v from 'valibot';
import type { Message } from '@/lib/i18n/i18n';
import { consult } from '@/features/consultations/shared.messages';

export const specialties = [
  'Cardiology',
  'Dermatology',
  'General Practice',
  'Pediatrics',
  'Neurology',
  'Ophthalmology',
] as const;
export type Specialty = (typeof specialties)[number];

export const consultationTypes = ['video', 'audio', 'chat'] as const;
export type ConsultationType = (typeof consultationTypes)[number];

export const typeLabels: Record<ConsultationType, Message> = {
  video: consult.video,
  audio: consult.audio,
  chat: consult.chat,
};


export const DoctorSchema = v.object({
  id: v.string(),
  name: v.string(),
  specialty: v.picklist(specialties),
  experience: v.number(),
  /** Average of the visible reviews; null when there are none. */
  rating: v.nullable(v.number()),
  reviews: v.number(),
  price: v.number(),
  /** The hospital where the doctor practises. */
  location: v.string(),
  languages: v.array(v.string()),
  /** The doctor's next free time (ISO), or null when none in the next two weeks. */
  nextAvailable: v.nullable(v.string()),
  consultationTypes: v.pipe(v.array(v.picklist(consultationTypes)), v.minLength(1)),
  /** Initials shown in place of a photo. */
  image: v.string(),
  verified: v.boolean(),
});

export type Doctor = v.InferOutput<typeof DoctorSchema>;

/** Video when the doctor offers it, otherwise the first type they offer. */
export const defaultType = (doctor: Doctor): ConsultationType =>
  doctor.consultationTypes.includes('video') ? 'video' : (doctor.consultationTypes[0] ?? 'video');
