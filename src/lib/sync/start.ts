import { db, GUEST } from '@/lib/db';
import { AUTH_STORAGE_KEY } from '@/lib/auth/storage';
import { DEVICE } from '@/lib/db';
import { currentOwner } from '@/lib/owner';
import { deleteOrphanBlobs } from '@/lib/sync/blobs';
import { runOutbox, stopJobs } from '@/lib/sync/outbox';
import { getJobKind } from '@/lib/sync/registry';
import { deleteOrphanSecrets } from '@/lib/sync/secrets';
import { summarise } from '@/lib/sync/summary';
import { watchQuery } from '@/lib/sync/watch';
import { requestPersistentStorage } from '@/lib/pwa/persist';

let started = false;

/**
 * Starts the outbox triggers: a run now (app start), on every `online` event, and when the tab
 * comes back to the foreground with work waiting. Runs started here ignore backoff timers: the
 * network just came back, so waiting longer would only delay what the user is waiting for.
 */
export async function startOutbox(): Promise<void> {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void runOutbox({ force: true }));
  // Signed out (or someone else signed in) in another tab: this tab's uploads for that account stop.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== AUTH_STORAGE_KEY) return;
    const owner = currentOwner();
    void stopJobs((jobOwner) => jobOwner !== owner && jobOwner !== DEVICE);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void runOutbox();
  });
  // The first cart line is worth keeping through storage pressure, like the first queued job.
  const stop = watchQuery(
    () => db.cart.count(),
    (count) => {
      if (!count) return;
      void requestPersistentStorage();
      queueMicrotask(stop);
    },
  );
  await deleteOrphanSecrets().catch(() => undefined);
  await deleteOrphanBlobs().catch(() => undefined);
  await summarise();
  void runOutbox({ force: true });
}

/** After a sign-in: guest jobs that waited for an account become that account's, then run. */
export async function claimGuestJobs(userId: string): Promise<void> {
  const guestJobs = await db.outbox.where('owner').equals(GUEST).toArray();
  const claimable: string[] = [];
  for (const job of guestJobs) {
    if (job.state === 'done') continue;
    if ((await getJobKind(job.kind))?.claimOnSignIn) claimable.push(job.id);
  }
  if (claimable.length) {
    await db.outbox
      .where('id')
      .anyOf(claimable)
      .modify((job) => {
        job.owner = userId;
        if (job.state === 'blocked') job.state = 'queued';
        job.updatedAt = Date.now();
      });
    for (const job of await db.outbox.bulkGet(claimable)) {
      if (!job) continue;
      await Promise.resolve((await getJobKind(job.kind))?.onClaimed?.(job)).catch((error) =>
        console.warn('A claimed job could not move its rows', error),
      );
    }
  }
  await runOutbox({ force: true });
}
