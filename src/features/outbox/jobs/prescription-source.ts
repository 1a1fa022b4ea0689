import { db, type PrescriptionSubmission } from '@/lib/db';
import type { EnqueueRequest } from '@/lib/sync/queue';
import { watchQuery } from '@/lib/sync/watch';

export const prescriptionJobId = (submissionId: string) => `rx-${submissionId}`;

export function prescriptionLabel(row: PrescriptionSubmission): string {
  const files = `${row.files.length} file${row.files.length === 1 ? '' : 's'}`;
  return `Prescription for ${row.pharmacyName || 'your pharmacy'} (${files})`;
}

/**
 * The upload screen saves a submission with state 'waiting'; this turns every such row into one
 * outbox job (the job id is derived from the submission id, so it is never queued twice).
 */
export function watchPrescriptionSubmissions(enqueue: (request: EnqueueRequest) => Promise<string>): () => void {
  return watchQuery(
    () => db.prescriptions.where('state').anyOf('waiting', 'waiting-for-sign-in').toArray(),
    (rows) => {
      void (async () => {
        for (const row of rows) {
          const id = prescriptionJobId(row.id);
          if (await db.outbox.get(id)) continue;
          await enqueue({ id, kind: 'prescription', owner: row.owner, label: prescriptionLabel(row), input: { submissionId: row.id } }).catch(
            () => undefined, // another tab queued it first
          );
        }
      })();
    },
  );
}
