// The outbox's public face. Screens queue server calls here instead of calling the server directly:
//
//   const sent = await submitJob({ kind: 'sign-in', label: `Sign in as ${email}`, input: { email, password } });
//   sent.status === 'done'   -> the job ran now; sent.result[stepName] is each step's result
//   sent.status === 'failed' -> the server refused; show sent.error beside the form
//   sent.status === 'queued' -> offline or retrying: it is in the Pending view and goes out by itself
//
// A job kind is registered in src/sync-jobs.ts (see JobKind in registry.ts). This module loads
// Dexie: import it dynamically from anything on the landing page's first load.
import { addJob, removeJob, removeUnsentJob, requeueJob, settledJob, type EnqueueRequest, type WrittenAlongside } from '@/lib/sync/queue';
import { createOutboxRunner, type RunReport } from '@/lib/sync/runner';
import { submitWith, type Submitted } from '@/lib/sync/submit';
import { requestPersistentStorage } from '@/lib/pwa/persist';
import { requestBackgroundSync } from '@/lib/pwa/background-sync';
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';

/** The auth server's health check: a few bytes, no session needed. True when the backend answers. */
async function backendAnswers(): Promise<boolean> {
  const response = await fetch(`${supabaseUrl}/auth/v1/health`, {
    headers: { apikey: supabaseAnonKey },
    cache: 'no-store',
    signal: AbortSignal.timeout(5_000),
  });
  return response.status < 500;
}

const runner = createOutboxRunner({ probe: backendAnswers });

/** Runs every due job now. `force` also runs jobs whose backoff timer has not expired. */
export function runOutbox(options: { force?: boolean } = {}): Promise<RunReport> {
  return runner.run(options);
}

/** Stops the running jobs of the owners `which` picks (a sign-out) once they have cleaned up. */
export function stopJobs(which: (owner: string) => boolean): Promise<void> {
  return runner.abort(which);
}

/**
 * Queues a server call and starts sending at once when the device is online. Returns the job id.
 * `alongside`: the screen's own rows, stored in one transaction with the job (see queue.ts).
 */
export async function enqueue(request: EnqueueRequest, alongside?: WrittenAlongside): Promise<string> {
  const id = await addJob(request, alongside);
  void requestPersistentStorage();
  void requestBackgroundSync();
  void runOutbox();
  return id;
}

/** Queues the job and, online, waits for its first try (see the example above). */
export function submitJob(request: EnqueueRequest, waitMs?: number): Promise<Submitted> {
  return submitWith(enqueue, removeJob, request, waitMs);
}

/** Removes a job and its secrets (the Pending view's Cancel). */
export function cancelJob(id: string): Promise<void> {
  return removeJob(id);
}

/** Cancels a job that has not started a try (false when one is under way: it may already be sent). */
export function cancelUnsentJob(id: string): Promise<boolean> {
  return removeUnsentJob(id);
}

/** Puts a failed or backing-off job back in line and runs it (the Pending view's Retry). */
export async function retryJob(id: string): Promise<void> {
  await requeueJob(id);
  await runOutbox({ force: true });
}

export { settledJob };
export { findJob, jobsOf } from '@/lib/sync/read';
export type { EnqueueRequest, Submitted, WrittenAlongside };
