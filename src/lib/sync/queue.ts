import { liveQuery, type Table } from 'dexie';
import { db, GUEST, type OutboxJob } from '@/lib/db';
import { loadSync } from '@/lib/pwa/start';
import { getJobKind } from '@/lib/sync/registry';
import { deleteJobBlobs, stashBlobs } from '@/lib/sync/blobs';
import { deleteJobSecrets, sealSecret, secretId } from '@/lib/sync/secrets';
import { summarise } from '@/lib/sync/summary';

export interface EnqueueRequest {
  kind: string;
  /** What the Pending view shows, e.g. "Create pharmacy account for ada@example.com". */
  label: string;
  input: Record<string, unknown>;
  owner?: string;
  /** A stable id makes enqueueing idempotent (e.g. one job per prescription submission). */
  id?: string;
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * Rows a screen writes together with its job: `write` runs in the same IndexedDB transaction as the
 * job row, so either both are stored or neither is (nothing saved that no job will ever send).
 * `write` may only use Dexie calls on `tables`.
 */
export type WrittenAlongside = { tables: Table[]; write: () => Promise<unknown> };

/**
 * Writes a job to the outbox. Secret fields of its kind are encrypted into the secrets table and
 * never stored in the job row. Returns the job id (the existing one when `id` is already queued).
 */
export async function addJob(request: EnqueueRequest, alongside?: WrittenAlongside): Promise<string> {
  const id = request.id ?? newId();
  if (request.id && (await db.outbox.get(id))) return id;
  // Job kinds are registered when the app's outbox module loads (after the first paint): a person
  // quick enough to act before that waits for it instead of losing what they sent.
  const def = (await getJobKind(request.kind)) ?? (await loadSync().then(() => getJobKind(request.kind), () => undefined));
  if (!def) throw new Error(`Unknown outbox job kind: ${request.kind}`);
  const input = { ...request.input };
  // Encrypt first: a crash before the row is written leaves only an orphan secret, cleaned later.
  for (const field of def.secretFields ?? []) {
    const value = input[field];
    delete input[field];
    if (typeof value === 'string') await sealSecret(secretId(id, field), value);
  }
  const owner = request.owner ?? GUEST;
  const at = Date.now();
  const job: OutboxJob = {
    id,
    owner,
    kind: request.kind,
    label: request.label,
    input,
    checkpoints: {},
    state: 'queued',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  };
  const tables = new Set([db.outbox, db.blobs, ...(alongside?.tables ?? [])].map((table) => table.name));
  await db.transaction('rw', [...tables], async () => {
    // Another tab may have queued the same id meanwhile: join it, write nothing twice.
    if (request.id && (await db.outbox.get(id))) return;
    await alongside?.write();
    // Files are written once, beside the row (see blobs.ts).
    await db.outbox.add({ ...job, input: await stashBlobs(id, owner, input) });
  });
  await summarise();
  return id;
}

/** Removes a job and its secrets. A step already in flight finishes, but nothing after it runs. */
export async function removeJob(id: string): Promise<void> {
  const job = await db.outbox.get(id);
  await db.outbox.delete(id);
  await afterRemoval(id, job);
}

async function afterRemoval(id: string, job: OutboxJob | undefined) {
  await deleteJobSecrets(id);
  await deleteJobBlobs(id);
  if (job) {
    const def = await getJobKind(job.kind);
    await Promise.resolve(def?.onCancel?.(job)).catch(() => undefined);
  }
  await summarise();
}

/**
 * Removes a job only if no try of it is under way, checked and deleted in one transaction: the
 * runner marks a job running in its own transaction, so either the runner took it first (false:
 * it may reach the server) or it is gone before any try. True when it was removed unsent.
 */
export async function removeUnsentJob(id: string): Promise<boolean> {
  const removed = await db.transaction('rw', db.outbox, async () => {
    const job = await db.outbox.get(id);
    if (!job || job.state === 'running' || job.state === 'done') return undefined;
    await db.outbox.delete(id);
    return job;
  });
  if (removed) await afterRemoval(id, removed);
  return Boolean(removed);
}

/** Puts a failed, blocked or backing-off job back in line for the next run. */
export async function requeueJob(id: string): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .filter((job) => job.state !== 'done' && job.state !== 'running')
    .modify({ state: 'queued', nextAttemptAt: Date.now(), updatedAt: Date.now() });
  await summarise();
}

/** Resolves with the job once it is done or failed; with undefined if it was cancelled. */
export function settledJob(id: string): Promise<OutboxJob | undefined> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(() => db.outbox.get(id)).subscribe({
      next: (job) => {
        if (job && job.state !== 'done' && job.state !== 'failed') return;
        queueMicrotask(() => subscription.unsubscribe());
        resolve(job);
      },
      error: reject,
    });
  });
}
