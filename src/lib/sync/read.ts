// The outbox's read side. Screens follow the jobs they queued through these functions, never by
// reading the outbox table themselves, so how jobs are stored can change without touching them.
// Loads Dexie: import it from code that already works with IndexedDB, or dynamically.
import { liveQuery } from 'dexie';
import { db, type OutboxJob } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';

export type { OutboxJob };

/** Which jobs: of one kind, of one owner, or both; every job when empty. */
export type JobFilter = { kind?: string; owner?: string };

/** The jobs the filter picks, in the outbox's own order. */
export async function jobsOf(filter: JobFilter = {}): Promise<OutboxJob[]> {
  const jobs = filter.kind === undefined ? await db.outbox.toArray() : await db.outbox.where('kind').equals(filter.kind).toArray();
  return filter.owner === undefined ? jobs : jobs.filter((job) => job.owner === filter.owner);
}

/** One job by id; undefined when there is none (never queued, cancelled, or long sent). */
export const findJob = (id: string): Promise<OutboxJob | undefined> => db.outbox.get(id);

/** The jobs the filter picks, live; undefined while loading. */
export function useJobs(filter: JobFilter = {}): OutboxJob[] | undefined {
  return useLiveQuery(() => jobsOf(filter), [filter.kind, filter.owner]);
}

/** One job, live: null when there is none, undefined while loading. */
export function useJob(id: string | undefined): OutboxJob | null | undefined {
  return useLiveQuery(async () => (id ? ((await findJob(id)) ?? null) : null), [id]);
}

/** Calls `onJobs` with the jobs the filter picks now and after every change; returns a stop function. */
export function watchJobs(filter: JobFilter, onJobs: (jobs: OutboxJob[]) => void): () => void {
  const subscription = liveQuery(() => jobsOf(filter)).subscribe({ next: onJobs, error: () => undefined });
  return () => subscription.unsubscribe();
}
