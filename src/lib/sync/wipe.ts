import { db, GUEST, type OutboxJob } from '@/lib/db';
import { deleteOrphanBlobs } from '@/lib/sync/blobs';
import { deleteJobSecrets } from '@/lib/sync/secrets';
import { summarise } from '@/lib/sync/summary';

/** Owner-scoped tables and the field that says when each row was written. */
const ownedTables = [
  ['cart', 'addedAt'],
  ['wishlist', 'addedAt'],
  ['booking', 'updatedAt'],
  ['prescriptions', 'createdAt'],
  ['drafts', 'updatedAt'],
  ['outbox', 'createdAt'],
  ['copies', 'savedAt'],
] as const;

/** Jobs that sign-out would remove and that have not been sent yet: what the warning lists. */
export async function unsentJobsOf(userId: string | undefined, since: number): Promise<OutboxJob[]> {
  const owners = userId ? [userId, GUEST] : [GUEST];
  const jobs = await db.outbox.where('owner').anyOf(owners).sortBy('createdAt');
  return jobs.filter((job) => job.state !== 'done' && (job.owner !== GUEST || job.createdAt >= since));
}

/**
 * Removes everything of one account from this device: its rows in every owner-scoped table, the guest
 * rows written since its session began (`since`), the secrets of its queued jobs, and every Cache
 * Storage cache except the service worker's precache (which holds only the public app).
 */
export async function wipeUserData(userId: string | undefined, since: number): Promise<void> {
  const doomedJobs = await db.outbox
    .where('owner')
    .anyOf(userId ? [userId, GUEST] : [GUEST])
    .filter((job) => job.owner !== GUEST || job.createdAt >= since)
    .primaryKeys();
  await db.transaction('rw', [...ownedTables.map(([name]) => db.table(name)), db.secrets, db.blobs], async () => {
    for (const [name, writtenAt] of ownedTables) {
      const table = db.table(name);
      if (userId) await table.where('owner').equals(userId).delete();
      await table
        .where('owner')
        .equals(GUEST)
        .filter((row: Record<string, unknown>) => Number(row[writtenAt] ?? 0) >= since)
        .delete();
    }
    for (const id of doomedJobs) await deleteJobSecrets(String(id));
    if (userId) await db.blobs.where('owner').equals(userId).delete();
  });
  await deleteOrphanBlobs();
  await clearUserCaches();
  await summarise();
}

async function clearUserCaches() {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)));
}
