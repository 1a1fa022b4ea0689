// The outbox's read side. Screens follow the jobs they queued through these functions, never by
// reading the outbox table themselves, so how jobs are stored can change without touching them.
// Dexie stays out of the importer's first load: it is fetched when a read first runs (src/lib/live.ts).
import type { AppDB, OutboxJob } from '@/lib/db';
import { loadDb, useLiveQuery, watchLive } from '@/lib/live';

export type { OutboxJob };

/** Which jobs: of one kind, of one owner, or both; every job when empty. */
export type JobFilter = { kind?: string; owner?: string };

/** The jobs the filter picks, in the outbox's own order (Dexie calls only: usable in a live query). */
async function pickJobs(db: AppDB, filter: JobFilter): Promise<OutboxJob[]> {
  const jobs = filter.kind === undefined ? await db.outbox.toArray() : await db.outbox.where('kind').equals(filter.kind).toArray();
  return filter.owner === undefined ? jobs : jobs.filter((job) => job.owner === filter.owner);
}

/** The jobs the filter picks, in the outbox's own order. */
export async function jobsOf(filter: JobFilter = {}): Promise<OutboxJob[]> {
  const { db } = await loadDb();
  return pickJobs(db, filter);
}

/** One job by id; undefined when there is none (never queued, cancelled, or long sent). */
export async function findJob(id: string): Promise<OutboxJob | undefined> {
  const { db } = await loadDb();
  return db.outbox.get(id);
}

/** The jobs the filter picks, live; undefined while loading. */
export function useJobs(filter: JobFilter = {}): OutboxJob[] | undefined {
  return useLiveQuery((db) => pickJobs(db, filter), [filter.kind, filter.owner]);
}

/** One job, live: null when there is none, undefined while loading. */
export function useJob(id: string | undefined): OutboxJob | null | undefined {
  return useLiveQuery(async (db) => (id ? ((await db.outbox.get(id)) ?? null) : null), [id]);
}

/** Calls `onJobs` with the jobs the filter picks now and after every change; returns a stop function. */
export function watchJobs(filter: JobFilter, onJobs: (jobs: OutboxJob[]) => void): () => void {
  return watchLive((db) => pickJobs(db, filter), onJobs, () => undefined);
}
