// A prescription submission and its outbox job: the upload screen queues the job itself (one per
// submission, its id derived from the submission's, so it is never queued twice) and the screens
// show the job's state, read through the outbox's API.
import type { OutboxJob, PrescriptionSubmission, SubmissionState } from '@/lib/db';

export const prescriptionJobId = (submissionId: string) => `rx-${submissionId}`;

export function prescriptionLabel(row: Pick<PrescriptionSubmission, 'pharmacyName' | 'files'>): string {
  const files = `${row.files.length} file${row.files.length === 1 ? '' : 's'}`;
  return `Prescription for ${row.pharmacyName || 'your pharmacy'} (${files})`;
}

const fromJob: Record<OutboxJob['state'], SubmissionState> = {
  queued: 'waiting',
  'waiting-retry': 'waiting',
  running: 'uploading',
  blocked: 'waiting-for-sign-in',
  done: 'uploaded',
  failed: 'failed',
  cancelled: 'failed',
};

/**
 * Where a submission stands, from its job. A sent job leaves the outbox after a while: a row whose
 * job is gone was sent (a cancelled job takes its row with it), unless an older row says otherwise.
 */
export function submissionState(
  row: Pick<PrescriptionSubmission, 'state' | 'lastError'>,
  job: OutboxJob | null,
): { state: SubmissionState; error?: string } {
  if (!job) return { state: row.state ?? 'uploaded', error: row.lastError };
  const error = job.state === 'failed' || job.state === 'blocked' ? job.lastError : undefined;
  return { state: fromJob[job.state], error };
}
