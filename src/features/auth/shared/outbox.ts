// How account screens reach the server: every call is an outbox job (src/features/auth/jobs), run at
// once when online, kept in the Pending view when not. The outbox and IndexedDB code arrive with the
// first call (or the person's first tap on the screen), never with the screen itself.
import type { OutboxJob } from '@/lib/db';
import type { EnqueueRequest, Submitted } from '@/lib/sync/outbox';
import { loadSync } from '@/lib/pwa/start';
import { onFirstUse } from '@/lib/first-use';

const outbox = () => import('@/lib/sync/outbox');

/** The job kinds are registered by the sync module: it must be loaded before anything is queued. */
async function ready() {
  await loadSync();
  return outbox();
}

/** Starts loading the outbox at the person's first tap or key, while they are still typing. */
export function prefetchOutbox(): () => void {
  return onFirstUse(() => void ready().catch(() => undefined));
}

/**
 * Queues the request and, online, waits for its first try. A request with a fixed `id` that is still
 * waiting is joined, not queued twice; one that already finished is replaced by the new request.
 */
export async function submitAccountJob(request: EnqueueRequest, waitMs?: number): Promise<Submitted> {
  const { submitJob, cancelJob, findJob } = await ready();
  if (request.id) {
    const earlier = await findJob(request.id);
    if (earlier?.state === 'done' || earlier?.state === 'failed') await cancelJob(request.id);
  }
  return submitJob(request, waitMs);
}

/** Resolves with the job once it is done or failed; undefined when it was cancelled. */
export async function settledAccountJob(id: string): Promise<OutboxJob | undefined> {
  const { settledJob } = await outbox();
  return settledJob(id);
}

export async function cancelAccountJob(id: string): Promise<void> {
  const { cancelJob } = await outbox();
  await cancelJob(id);
}

/**
 * Cancels every waiting job of this kind. For requests where only the newest counts on a device (a
 * sign-in, a code to a phone): an older one sent later would undo or outdate the new one.
 */
export async function cancelWaitingJobs(kind: string): Promise<void> {
  const { cancelJob, jobsOf } = await outbox();
  for (const job of await jobsOf({ kind })) if (job.state !== 'running') await cancelJob(job.id);
}
