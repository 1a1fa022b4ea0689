import type { PrescriptionSubmission } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';

/** One submission, live; null when there is none with that id, undefined while loading. */
export function useSubmission(id: string | undefined): PrescriptionSubmission | null | undefined {
  return useLiveQuery(async (db) => (id ? ((await db.prescriptions.get(id)) ?? null) : null), [id]);
}
