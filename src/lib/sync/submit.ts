import { liveQuery } from 'dexie';
import { db, type OutboxJob } from '@/lib/db';
import type { EnqueueRequest } from '@/lib/sync/queue';

export type Submitted =
  /** Sent now; `result` holds each step's result by step name. */
  | { status: 'done'; id: string; result: Record<string, unknown> }
  /** The server refused (the job is removed: the screen shows `error` where the user is). */
  | { status: 'failed'; id: string; error: string }
  /** Waiting in the outbox (offline, retrying, waiting for sign-in, or still sending). */
  | { status: 'queued'; id: string; state: OutboxJob['state']; error?: string };

/** Resolves once the job has had its first try (or `waitMs` passed). */
function firstTry(id: string, waitMs: number): Promise<OutboxJob | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(undefined), waitMs);
    const subscription = liveQuery(() => db.outbox.get(id)).subscribe({
      next: (job) => {
        if (!job || (job.state !== 'queued' && job.state !== 'running')) finish(job);
      },
      error: reject,
    });
    function finish(job: OutboxJob | undefined) {
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve(job);
    }
  });
}

/**
 * For screens: queue the job, and if the device is online wait for its first try so the answer can
 * be shown in place. `enqueue` is passed in so this module stays free of the runner's imports.
 */
export async function submitWith(
  enqueue: (request: EnqueueRequest) => Promise<string>,
  remove: (id: string) => Promise<void>,
  request: EnqueueRequest,
  waitMs = 20_000,
): Promise<Submitted> {
  const id = await enqueue(request);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const job = offline ? await db.outbox.get(id) : await firstTry(id, waitMs);
  if (job?.state === 'done') return { status: 'done', id, result: job.checkpoints };
  if (job?.state === 'failed') {
    await remove(id);
    return { status: 'failed', id, error: job.lastError ?? 'Something went wrong' };
  }
  return { status: 'queued', id, state: job?.state ?? 'queued', error: job?.lastError };
}
