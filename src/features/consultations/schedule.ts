import type { ConsultationType } from '@/features/consultations/doctor-schema';

export type Schedule = { type: ConsultationType; date: string; slot?: string; symptoms: string };
