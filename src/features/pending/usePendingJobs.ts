import { useJobs, type OutboxJob } from '@/lib/sync/read';

/** Every outbox job on this device, live; undefined while loading. */
export function usePendingJobs(): OutboxJob[] | undefined {
  return useJobs();
}
