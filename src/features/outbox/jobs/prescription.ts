import { db, GUEST, type OutboxJob, type SubmissionState } from '@/lib/db';
import { getSupabase } from '@/lib/supabase';
import { normaliseNigerianNumber } from '@/lib/phone';
import { BlockedError, PermanentError, TransientError } from '@/lib/sync/errors';
import type { JobKind, StepContext } from '@/lib/sync/registry';

export type PrescriptionInput = { submissionId: string };
type Account = { userId: string };

const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** Storage keys allow a safe subset of characters; the index keeps two "scan.jpg" files apart. */
export function objectName(index: number, fileName: string): string {
  const safe =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '') // accents go, their letters stay
      .replace(/[^\w.-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'file';
  return `${index + 1}-${safe.slice(-80)}`;
}

const failure = (error: { message: string; code?: string }, status?: number) =>
  Object.assign(new Error(error.message), { status, code: error.code });

async function submission(id: string) {
  const row = await db.prescriptions.get(id);
  if (!row) throw new PermanentError('This prescription is no longer on this device.');
  return row;
}

/** Needs the signed-in patient: a guest's submission waits here until someone signs in. */
async function account(_input: PrescriptionInput, ctx: StepContext): Promise<Account> {
  const { data, error } = await getSupabase().auth.getSession();
  if (error) throw new TransientError(error.message);
  const user = data.session?.user;
  if (!user) throw new BlockedError('Waiting for you to sign in.');
  if (ctx.owner !== GUEST && ctx.owner !== user.id) throw new BlockedError('Waiting for the account that sent it to sign in.');
  return { userId: user.id };
}

/** Every file goes to {userId}/{submissionId}/…; upsert makes a repeated upload replace, not fail. */
async function upload(input: PrescriptionInput, ctx: StepContext): Promise<{ paths: string[] }> {
  const { userId } = ctx.checkpoints.account as Account;
  const row = await submission(input.submissionId);
  const bucket = getSupabase().storage.from('prescriptions');
  const paths: string[] = [];
  for (const [index, file] of row.files.entries()) {
    const path = `${userId}/${row.id}/${objectName(index, file.name)}`;
    const { error } = await bucket.upload(path, file.blob, { upsert: true, contentType: file.type || undefined });
    if (error) throw error;
    paths.push(path);
  }
  return { paths };
}

/**
 * One row per submission: client_id is the submission id, unique per patient, so a replay after a
 * lost answer is a no-op and another patient's id can never stand in for this one.
 */
async function record(input: PrescriptionInput, ctx: StepContext): Promise<{ recorded: true }> {
  const { paths } = ctx.checkpoints.upload as { paths: string[] };
  const { userId } = ctx.checkpoints.account as Account;
  const row = await submission(input.submissionId);
  const { error, status } = await getSupabase()
    .from('prescriptions')
    .upsert(
      {
        user_id: userId,
        client_id: row.id,
        pharmacy_id: row.pharmacyId,
        address: row.address,
        notes: row.notes || null,
        // Saved before numbers were normalised on the device: the database takes only +234….
        contact_phone: normaliseNigerianNumber(row.contactPhone ?? '') ?? null,
        delivery_time: row.deliveryTime || null,
        file_paths: paths,
      },
      { onConflict: 'user_id,client_id', ignoreDuplicates: true },
    );
  if (error) throw failure(error, status);
  return { recorded: true };
}

const submissionState: Record<OutboxJob['state'], SubmissionState> = {
  queued: 'waiting',
  'waiting-retry': 'waiting',
  running: 'uploading',
  blocked: 'waiting-for-sign-in',
  done: 'uploaded',
  failed: 'failed',
  cancelled: 'failed',
};

/** The prescriptions table mirrors the job, so the upload screens show the same state. */
async function mirror(job: OutboxJob) {
  const { submissionId } = job.input as Partial<PrescriptionInput>;
  const id = submissionId ?? job.id.replace(/^rx-/, '');
  await db.prescriptions.update(id, {
    state: submissionState[job.state],
    owner: job.owner,
    lastError: job.state === 'failed' || job.state === 'blocked' ? job.lastError : undefined,
  });
}

const prescriptionJob: JobKind<PrescriptionInput> = {
  kind: 'prescription',
  claimOnSignIn: true,
  steps: [
    { name: 'account', run: account },
    { name: 'upload', run: upload, timeoutMs: UPLOAD_TIMEOUT_MS },
    { name: 'record', run: record },
  ],
  onChange: mirror,
  // Cancelled from the Pending view: the files leave the device too.
  onCancel: async (job) => {
    await db.prescriptions.delete(job.id.replace(/^rx-/, ''));
  },
};

export default prescriptionJob;
