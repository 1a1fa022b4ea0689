import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { addJob } from '@/lib/sync/queue';
import { findJob, jobsOf } from '@/lib/sync/read';
import { clearJobKinds, registerJobKind } from '@/lib/sync/registry';

const row = (id: string) => ({ id, owner: 'user-1', files: [], pharmacyId: 'ph-1', pharmacyName: 'HealthPlus', address: '1 Road', createdAt: 1 });
const request = (id: string) => ({ id: `rx-${id}`, kind: 'test', owner: 'user-1', label: 'Test', input: { submissionId: id } });

beforeEach(async () => {
  clearJobKinds();
  registerJobKind('test', { kind: 'test', steps: [{ name: 'a', run: async () => 'ok' }] });
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('a job queued with the screen’s own rows', () => {
  it('stores the rows and the job together', async () => {
    await addJob(request('s1'), { tables: [db.prescriptions], write: () => db.prescriptions.add(row('s1')) });
    expect(await db.prescriptions.get('s1')).toBeDefined();
    expect((await findJob('rx-s1'))?.state).toBe('queued');
  });

  it('stores neither when the rows cannot be written', async () => {
    await db.prescriptions.add(row('s1')); // the same id again: the add fails
    const failing = addJob(request('s1'), { tables: [db.prescriptions, db.blobs], write: async () => {
      await db.blobs.add({ id: 's1:0', owner: 'user-1', blob: new Blob(['x']) });
      await db.prescriptions.add(row('s1'));
    } });
    await expect(failing).rejects.toThrow();
    expect(await findJob('rx-s1')).toBeUndefined();
    expect(await db.blobs.count()).toBe(0);
  });

  it('joins a job already queued under the same id and writes nothing twice', async () => {
    let writes = 0;
    const write = async () => {
      writes += 1;
    };
    await addJob(request('s1'), { tables: [db.prescriptions], write });
    await addJob(request('s1'), { tables: [db.prescriptions], write });
    expect(writes).toBe(1);
    expect(await jobsOf({ kind: 'test' })).toHaveLength(1);
  });
});

describe('reading the outbox', () => {
  it('picks jobs by kind and owner', async () => {
    registerJobKind('other', { kind: 'other', steps: [] });
    await addJob({ kind: 'test', owner: 'user-1', label: 'A', input: {} });
    await addJob({ kind: 'test', owner: 'user-2', label: 'B', input: {} });
    await addJob({ kind: 'other', owner: 'user-1', label: 'C', input: {} });
    expect((await jobsOf({ kind: 'test' })).map((j) => j.label).sort()).toEqual(['A', 'B']);
    expect((await jobsOf({ kind: 'test', owner: 'user-2' })).map((j) => j.label)).toEqual(['B']);
    expect(await jobsOf()).toHaveLength(3);
  });
});
