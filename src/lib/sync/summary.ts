import { db } from '@/lib/db';
import { setOutboxSummary, type OutboxSummary } from '@/lib/sync/hint';

/** Recounts the outbox and publishes the result for the header badge and other tabs. */
export async function summarise(): Promise<OutboxSummary> {
  const states = (await db.outbox.toArray()).map((job) => job.state);
  const summary = {
    sending: states.filter((s) => s === 'queued' || s === 'running' || s === 'waiting-retry').length,
    attention: states.filter((s) => s === 'failed' || s === 'blocked').length,
  };
  setOutboxSummary(summary);
  return summary;
}
