import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, GUEST } from '@/lib/db';
import { addJob } from '@/lib/sync/queue';
import { clearJobKinds, registerJobKind } from '@/lib/sync/registry';
import { secretId } from '@/lib/sync/secrets';
import { unsentJobsOf, wipeUserData } from '@/lib/sync/wipe';

const ME = 'user-1';
const OTHER = 'user-2';
const SESSION_START = 5_000;

/** Every row of every table, for "nothing of that user is left" checks. */
async function everything() {
  const tables = await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const));
  return Object.fromEntries(tables);
}

function fakeCaches(names: string[]) {
  const store = new Set(names);
  Object.assign(globalThis, {
    caches: {
      keys: async () => [...store],
      delete: async (name: string) => store.delete(name),
    },
  });
  return store;
}

async function seed(owner: string, at: number, tag: string) {
  await db.cart.put({
    id: `${owner}:${tag}`,
    owner,
    offerId: tag,
    pharmacyId: 'p1',
    pharmacyName: 'Pharmacy',
    medicineId: 'm1',
    name: 'Medicine',
    price: 100,
    prescriptionOnly: false,
    quantity: 1,
    addedAt: at,
  });
  await db.wishlist.put({ id: `${owner}:${tag}`, owner, productId: tag, addedAt: at });
  await db.drafts.put({ key: `${owner}:${tag}`, owner, values: { note: tag }, updatedAt: at });
  await db.prescriptions.put({
    id: `${owner}-${tag}`,
    owner,
    files: [],
    pharmacyId: 'p1',
    pharmacyName: 'Pharmacy',
    address: 'Lagos',
    state: 'waiting',
    createdAt: at,
  });
}

beforeEach(async () => {
  clearJobKinds();
  registerJobKind('sign-in', { kind: 'sign-in', secretFields: ['password'], steps: [{ name: 'a', run: async () => 1 }] });
  await Promise.all(db.tables.map((t) => t.clear()));
});

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

describe('sign-out wipe', () => {
  it('removes the account’s rows, its jobs and secrets, and guest rows written during its session', async () => {
    await seed(ME, 6_000, 'mine');
    await seed(OTHER, 6_000, 'theirs');
    await seed(GUEST, 1_000, 'before');
    await seed(GUEST, 7_000, 'during');
    await db.booking.put({ owner: ME, doctorId: 'd1', updatedAt: 6_000 });
    await db.booking.put({ owner: OTHER, doctorId: 'd2', updatedAt: 6_000 });
    const mine = await addJob({ kind: 'sign-in', owner: ME, label: 'Mine', input: { email: 'me@x.ng', password: 'secret-1' } });
    const theirs = await addJob({ kind: 'sign-in', owner: OTHER, label: 'Theirs', input: { password: 'secret-2' } });
    const cache = fakeCaches(['workbox-precache-v2-http://localhost/', 'user-api-responses', 'images']);

    await wipeUserData(ME, SESSION_START);

    const left = JSON.stringify(await everything());
    expect(left).not.toContain(ME);
    expect(left).not.toContain('during');
    expect(left).toContain('before');
    expect(left).toContain(OTHER);
    expect(await db.outbox.get(mine)).toBeUndefined();
    expect(await db.secrets.get(secretId(mine, 'password'))).toBeUndefined();
    expect(await db.secrets.get(secretId(theirs, 'password'))).toBeDefined();
    expect([...cache]).toEqual(['workbox-precache-v2-http://localhost/']);
  });

  it('lists the unsent work that signing out would delete', async () => {
    const mine = await addJob({ kind: 'sign-in', owner: ME, label: 'Prescription for Lekki Pharmacy', input: {} });
    await addJob({ kind: 'sign-in', owner: OTHER, label: 'Not mine', input: {} });
    const sent = await addJob({ kind: 'sign-in', owner: ME, label: 'Already sent', input: {} });
    await db.outbox.update(sent, { state: 'done' });
    const jobs = await unsentJobsOf(ME, SESSION_START);
    expect(jobs.map((j) => j.id)).toEqual([mine]);
  });
});
