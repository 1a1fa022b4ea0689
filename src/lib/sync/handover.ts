// A shared tablet: a browser closed without signing out (Remember me off) or an expired session
// leaves one person's rows behind. They are never shown or sent to anyone else (every read and
// every job goes by owner), and the next different person's sign-in removes them for good.
import { db, DEVICE, GUEST, type Owner } from '@/lib/db';
import { deleteOrphanBlobs } from '@/lib/sync/blobs';
import { deleteJobSecrets } from '@/lib/sync/secrets';
import { summarise } from '@/lib/sync/summary';

const ownedTables = ['cart', 'wishlist', 'booking', 'prescriptions', 'drafts', 'outbox', 'blobs', 'copies'] as const;

/** Removes every row owned by an account other than `userId` (guest and device rows stay). */
export async function wipeOtherAccounts(userId: string): Promise<void> {
  const foreign = (owner: Owner) => owner !== userId && owner !== GUEST && owner !== DEVICE;
  const doomedJobs = await db.outbox.filter((job) => foreign(job.owner)).primaryKeys();
  await db.transaction('rw', [...ownedTables.map((name) => db.table(name)), db.secrets], async () => {
    for (const name of ownedTables) await db.table(name).filter((row: { owner: Owner }) => foreign(row.owner)).delete();
    for (const id of doomedJobs) await deleteJobSecrets(String(id));
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
