// A consultation room's chat messages in the outbox, watched live through the outbox's read API.
// Loaded by the room after its first paint, so that IndexedDB's library stays out of the room's
// first load.
import { watchJobs, type OutboxJob } from '@/lib/sync/read';

/** Calls `onJobs` with this account's message jobs for the room (oldest first) now and on every change. */
export function watchRoomMessages(consultationId: string, owner: string, onJobs: (jobs: OutboxJob[]) => void): () => void {
  return watchJobs({ kind: 'consultation-message', owner }, (jobs) =>
    onJobs(
      jobs
        .filter((job) => (job.input as { consultationId?: string }).consultationId === consultationId && job.state !== 'cancelled')
        .sort((a, b) => a.createdAt - b.createdAt),
    ),
  );
}
