// A shared tablet: a browser closed without signing out (Remember me off) or an expired session
// leaves one person's rows behind. They are never shown or sent to anyone else (every read and
// every job goes by owner), and the next different person's sign-in removes them for good.
import { db, DEVICE, GUEST, type Owner } from '@/lib/db';
import { deleteOrphanBlobs } from '@/lib/sync/blobs';
import { deleteJobSecrets } from '@/lib/sync/secrets';
import { summarise } from '@/lib/sync/summary';

const ownedTables = ['cart', 'wishlist', 'booking', 'prescriptions', 'drafts', 'outbox', 'blobs', 'copies'] as const;

const droppedKey = (owner: string) => `dropped:${owner}`;

/**
 * Removes every row owned by an account other than `userId` (guest and device rows stay). For
 * each account that loses work not yet sent, a marker keeps only how many items went (no content),
 * so that its owner is told at their next sign-in here (takeDroppedCount).
 */
export async function wipeOtherAccounts(userId: string): Promise<void> {
  const foreign = (owner: Owner) => owner !== userId && owner !== GUEST && owner !== DEVICE;
  await db.transaction('rw', [...ownedTables.map((name) => db.table(name)), db.secrets, db.kv], async () => {
    // Read inside the transaction: two sign-in events handled at once must not both count the
    // same jobs (the second finds them gone).
    const doomed = await db.outbox.filter((job) => foreign(job.owner)).toArray();
    for (const name of ownedTables) await db.table(name).filter((row: { owner: Owner }) => foreign(row.owner)).delete();
    for (const job of doomed) await deleteJobSecrets(job.id);
    const unsent = new Map<string, number>();
    for (const job of doomed) if (job.state !== 'done') unsent.set(job.owner, (unsent.get(job.owner) ?? 0) + 1);
    for (const [owner, count] of unsent) {
      const before = (await db.kv.get(droppedKey(owner)))?.value as { count?: number } | undefined;
      await db.kv.put({ key: droppedKey(owner), value: { count: (before?.count ?? 0) + count, at: Date.now() } });
    }
  });
  await deleteOrphanBlobs();
  await summarise();
}

/** A guest's cart, wishlist and booking become the account's at the guest's own sign-in. */
export async function adoptGuestRows(userId: string): Promise<void> {
  await db.transaction('rw', db.cart, db.wishlist, db.booking, async () => {
    for (const line of await db.cart.where('owner').equals(GUEST).toArray()) {
      const id = `${userId}:${line.offerId}`;
      const mine = await db.cart.get(id);
      await db.cart.put({ ...line, id, owner: userId, quantity: Math.max(line.quantity, mine?.quantity ?? 0) });
      await db.cart.delete(line.id);
    }
    for (const item of await db.wishlist.where('owner').equals(GUEST).toArray()) {
      await db.wishlist.put({ ...item, id: `${userId}:${item.productId}`, owner: userId });
      await db.wishlist.delete(item.id);
    }
    const booking = await db.booking.get(GUEST);
    if (booking) {
      if (!(await db.booking.get(userId))) await db.booking.put({ ...booking, owner: userId });
      await db.booking.delete(GUEST);
    }
  });
}

/** How many unsent items of `userId` were removed by someone else's sign-in here (0 if none); told once. */
export async function takeDroppedCount(userId: string): Promise<number> {
  return db.transaction('rw', db.kv, async () => {
    const marker = (await db.kv.get(droppedKey(userId)))?.value as { count?: number } | undefined;
    if (!marker) return 0;
    await db.kv.delete(droppedKey(userId));
    return marker.count ?? 0;
  });
}
