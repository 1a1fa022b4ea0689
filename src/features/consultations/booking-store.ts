import type { BookingSelection } from '@/lib/db';
import { loadDb, useLiveQuery } from '@/lib/live';
import { currentOwner, useOwner } from '@/lib/owner';

const owner = currentOwner;

export type BookingPatch = Partial<Omit<BookingSelection, 'owner' | 'updatedAt'>>;

/** The saved selection; null when there is none, undefined while IndexedDB answers. */
export function useBookingSelection(): BookingSelection | null | undefined {
  const who = useOwner();
  return useLiveQuery(async (db) => (await db.booking.get(who)) ?? null, [who]);
}

export async function saveBooking(patch: BookingPatch): Promise<void> {
  const { db } = await loadDb();
  await db.transaction('rw', db.booking, async () => {
    const current = await db.booking.get(owner());
    await db.booking.put({ ...current, ...patch, owner: owner(), updatedAt: Date.now() });
  });
}
