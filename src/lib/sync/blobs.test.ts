import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { deleteOrphanBlobs, restoreBlobs, stashBlobs } from '@/lib/sync/blobs';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('job files', () => {
  it('are kept beside the job row and put back when it runs', async () => {
    const file = new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' });
    const stored = await stashBlobs('sign-up:ada@example.ng', 'guest', { email: 'ada@example.ng', document: { file, ext: 'pdf' } });
    expect(stored).toEqual({ email: 'ada@example.ng', document: { file: { $blob: 'sign-up:ada@example.ng:document.file' }, ext: 'pdf' } });
    const back = (await restoreBlobs(stored)) as { document: { file: unknown } };
    // (The test database's structured clone does not keep Blob internals: the file is back in place.)
    expect(back.document.file).toBeTruthy();
    expect(back.document.file).not.toHaveProperty('$blob');
  });

  it('survive the orphan sweep while their job (whose id has colons) exists', async () => {
    await stashBlobs('sign-up:ada@example.ng', 'guest', { file: new Blob(['x']) });
    await db.outbox.put({ id: 'sign-up:ada@example.ng' } as never);
    await stashBlobs('gone-job', 'guest', { file: new Blob(['y']) });
    await deleteOrphanBlobs();
    expect(await db.blobs.toCollection().primaryKeys()).toEqual(['sign-up:ada@example.ng:file']);
  });
});
