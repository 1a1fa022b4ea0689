import { db, GUEST, type OutboxJob, type PrescriptionSubmission, type StoredFile } from '@/lib/db';
import { BlockedError, PermanentError } from '@/lib/sync/errors';
import { forceRefresh, ownerClient } from '@/lib/sync/job-client';
import { normaliseNigerianNumber } from '@/lib/phone';
import type { JobKind, StepContext } from '@/lib/sync/registry';
import { removeObjects, uploadObject } from '@/features/prescriptions/storage-calls';

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

/**
 * Every step runs as the account that sent the prescription, never as whoever is signed in now.
 * A guest's submission waits for a sign-in, which makes it that account's (claimOnSignIn).
 */
async function asOwner(ctx: StepContext) {
  if (ctx.owner === GUEST) throw new BlockedError('Waiting for you to sign in.');
  const found = await ownerClient(ctx.owner);
  tokens.set(ctx.jobId, found.accessToken);
  return found;
}

/** The token each running job last used, in memory only: a stopped job cleans up with it. */
const tokens = new Map<string, string>();

const pathsOf = (userId: string, row: PrescriptionSubmission) =>
  row.files.map((file, index) => `${userId}/${row.id}/${objectName(index, file.name)}`);

/** Stopped by a sign-out: whatever reached the server is removed, so nothing of it is sent. */
async function stopped(job: OutboxJob) {
  const token = tokens.get(job.id);
  const row = await db.prescriptions.get((job.input as PrescriptionInput).submissionId);
  if (token && row) await removeObjects('prescriptions', pathsOf(job.owner, row), token).catch(() => undefined);
  tokens.delete(job.id);
}

async function account(_input: PrescriptionInput, ctx: StepContext): Promise<Account> {
  await asOwner(ctx);
  return { userId: ctx.owner };
}

/** What the server already holds for this submission (a try whose answer a crash lost). */
async function onServer(submissionId: string, ctx: StepContext): Promise<string[] | undefined> {
  const { supabase } = await asOwner(ctx);
  const { data, error, status } = await supabase.from('prescriptions').select('file_paths').eq('client_id', submissionId).maybeSingle();
  if (error) throw failure(error, status);
  return data ? (data.file_paths as string[]) : undefined;
}

const bytesOf = async (file: StoredFile) => file.blob ?? (file.blobId ? (await db.blobs.get(file.blobId))?.blob : undefined);

/** Every file goes to {userId}/{submissionId}/…; upsert makes a repeated upload replace, not fail. */
async function upload(input: PrescriptionInput, ctx: StepContext): Promise<{ paths: string[]; alreadySent?: true }> {
  const { userId } = ctx.checkpoints.account as Account;
  const sent = await onServer(input.submissionId, ctx);
  if (sent) return { paths: sent, alreadySent: true };
  const row = await submission(input.submissionId);
  const paths = pathsOf(userId, row);
  const { accessToken } = await asOwner(ctx);
  for (const [index, file] of row.files.entries()) {
    const blob = await bytesOf(file);
    if (!blob) throw new PermanentError('This prescription’s files are no longer on this device.');
    await uploadObject('prescriptions', paths[index]!, blob, file.type, accessToken, ctx.signal);
  }
  return { paths };
}

/**
 * One row per submission: client_id is the submission id, unique per patient, so a replay after a
 * lost answer is a no-op and another patient's id can never stand in for this one.
 */
async function record(input: PrescriptionInput, ctx: StepContext): Promise<{ recorded: true }> {
  const uploaded = ctx.checkpoints.upload as { paths: string[]; alreadySent?: true };
  if (uploaded.alreadySent) return { recorded: true };
  const row = await submission(input.submissionId);
  const { supabase } = await asOwner(ctx);
  const { error, status } = await supabase.from('prescriptions').upsert(
    {
      user_id: ctx.owner,
      client_id: row.id,
      pharmacy_id: row.pharmacyId,
      address: row.address,
      notes: row.notes || null,
      // Saved before numbers were normalised on the device: the database takes only +234….
      contact_phone: normaliseNigerianNumber(row.contactPhone ?? '') ?? null,
      delivery_time: row.deliveryTime || null,
      file_paths: uploaded.paths,
    },
    { onConflict: 'user_id,client_id', ignoreDuplicates: true },
  );
  if (error) throw failure(error, status);
  return { recorded: true };
}

/** A guest's submission claimed at sign-in: its row and files become the account's, like its job. */
async function claimed(job: OutboxJob) {
  const { submissionId } = job.input as PrescriptionInput;
  await db.transaction('rw', db.prescriptions, db.blobs, async () => {
    await db.prescriptions.update(submissionId, { owner: job.owner });
    await db.blobs.where('id').startsWith(`${submissionId}:`).modify({ owner: job.owner });
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
  onClaimed: claimed,
  onStopped: stopped,
  renewSession: async (_input, ctx) => forceRefresh((await asOwner(ctx)).supabase),
  // Cancelled from the Pending view: the files leave the device too.
  onCancel: async (job) => {
    const id = (job.input as Partial<PrescriptionInput>).submissionId ?? job.id.replace(/^rx-/, '');
    await db.prescriptions.delete(id);
    await db.blobs.where('id').startsWith(`${id}:`).delete();
  },
};

export default prescriptionJob;
