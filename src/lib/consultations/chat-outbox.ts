// A consultation room's chat messages in the outbox, watched live. Loaded by the room after its
// first paint, so that IndexedDB's library stays out of the room's first load.
import { liveQuery } from 'dexie';
import { db, type OutboxJob } from '@/lib/db';

/** Calls `onJobs` with this account's message jobs for the room (oldest first) now and on every change. */
export function watchRoomMessages(consultationId: string, owner: string, onJobs: (jobs: OutboxJob[]) => void) {
  return liveQuery(async () =>
    (await db.outbox.where('kind').equals('consultation-message').sortBy('createdAt')).filter(
      (job) => job.owner === owner && (job.input as { consultationId?: string }).consultationId === consultationId && job.state !== 'cancelled',
    ),
  ).subscribe({ next: onJobs, error: () => undefined });
}
