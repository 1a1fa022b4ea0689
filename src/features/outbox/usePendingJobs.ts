import { db, type OutboxJob } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';

/** Every outbox job on this device, live; undefined while loading. */
export function usePendingJobs(): OutboxJob[] | undefined {
  return useLiveQuery(() => db.outbox.toArray(), []);
}
