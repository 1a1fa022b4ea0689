import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, GUEST } from '@/lib/db';
import { BlockedError } from '@/lib/sync/errors';
import { createMemoryLock } from '@/lib/sync/lock';
import { addJob } from '@/lib/sync/queue';
import { clearJobKinds, registerJobKind } from '@/lib/sync/registry';
import { createOutboxRunner } from '@/lib/sync/runner';

const uploadObject = vi.fn(async (..._args: unknown[]) => undefined as unknown);
const removeObjects = vi.fn(async (..._args: unknown[]) => undefined);
const upsert = vi.fn(async (..._args: unknown[]) => ({ error: null as unknown, status: 201 }));
const refreshSession = vi.fn(async () => ({ error: null }));
let serverRow: { file_paths: string[] } | null = null;
let session: { user: { id: string }; access_token: string } | null = null;

const supabase = {
  auth: { refreshSession },
  from: () => ({
    upsert,
    select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: serverRow, error: null, status: 200 }) }) }),
  }),
};

vi.mock('@/features/prescriptions/storage-calls', () => ({ uploadObject, removeObjects }));
vi.mock('@/lib/sync/job-client', async (original) => ({
  ...(await original<typeof import('@/lib/sync/job-client')>()),
  ownerClient: async (owner: string) => {
    if (!session) throw new BlockedError('Waiting for you to sign in.');
    if (session.user.id !== owner) throw new BlockedError('Waiting for the account that sent it to sign in.');
    return { supabase, accessToken: session.access_token };
  },
  forceRefresh: async () => {
    await refreshSession();
  },
}));

// A claim at sign-in runs the outbox afterwards; here only the claim itself is under test.
vi.mock('@/lib/sync/outbox', () => ({ runOutbox: async () => ({ remaining: 0 }), stopJobs: async () => undefined }));

const { default: prescriptionJob, objectName } = await import('@/features/prescriptions/upload-job');
const { submissionState } = await import('@/features/prescriptions/submission-job');
const { claimGuestJobs } = await import('@/lib/sync/start');

/** What the confirmation screen shows for the submission: its job's state. */
const shown = async () => submissionState((await db.prescriptions.get('sub-1'))!, (await db.outbox.get('rx-sub-1')) ?? null);

const runner = () => createOutboxRunner({ lock: createMemoryLock(), schedule: () => {} });
const run = () => runner().run({ force: true });

async function submit(owner: string) {
  const names = ['front page.png', 'back.png', 'scan.pdf'];
  await db.blobs.bulkPut(names.map((_, i) => ({ id: `sub-1:${i}`, owner, blob: new Blob(['abc']) })));
  await db.prescriptions.put({
    id: 'sub-1',
    owner,
    files: names.map((name, i) => ({ name, type: 'image/png', size: 3, blobId: `sub-1:${i}` })),
    pharmacyId: 'ph-1',
    pharmacyName: 'HealthPlus',
    address: '12 Allen Avenue',
    createdAt: Date.now(),
  });
  return addJob({ id: 'rx-sub-1', kind: 'prescription', owner, label: 'Prescription', input: { submissionId: 'sub-1' } });
}

beforeEach(async () => {
  clearJobKinds();
  registerJobKind('prescription', prescriptionJob as never);
  for (const fn of [uploadObject, removeObjects, upsert, refreshSession]) fn.mockClear();
  uploadObject.mockImplementation(async () => undefined);
  session = null;
  serverRow = null;
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('prescription submission job', () => {
  it('uploads each file into the patient’s folder, then writes one row keyed by the submission', async () => {
    session = { user: { id: 'user-1' }, access_token: 't1' };
    await submit('user-1');
    await run();
    expect(uploadObject.mock.calls.map((c) => c[1])).toEqual(['user-1/sub-1/1-front_page.png', 'user-1/sub-1/2-back.png', 'user-1/sub-1/3-scan.pdf']);
    expect(upsert).toHaveBeenCalledOnce();
    expect(upsert.mock.calls[0]![0]).toMatchObject({ user_id: 'user-1', client_id: 'sub-1', pharmacy_id: 'ph-1', file_paths: ['user-1/sub-1/1-front_page.png', 'user-1/sub-1/2-back.png', 'user-1/sub-1/3-scan.pdf'] });
    expect(upsert.mock.calls[0]![1]).toEqual({ onConflict: 'user_id,client_id', ignoreDuplicates: true });
    expect((await shown()).state).toBe('uploaded');
  });

  it('waits for a sign-in when a guest submitted it, and says so on the submission', async () => {
    await submit(GUEST);
    await run();
    expect(uploadObject).not.toHaveBeenCalled();
    expect((await db.outbox.get('rx-sub-1'))?.state).toBe('blocked');
    expect(await shown()).toEqual({ state: 'waiting-for-sign-in', error: 'Waiting for you to sign in.' });
  });

  it('moves a guest’s submission and its files to the account that claims its job at sign-in', async () => {
    await submit(GUEST);
    await run();
    await claimGuestJobs('user-1');
    expect((await db.outbox.get('rx-sub-1'))?.owner).toBe('user-1');
    expect((await db.prescriptions.get('sub-1'))?.owner).toBe('user-1');
    expect((await db.blobs.where('id').startsWith('sub-1:').toArray()).map((b) => b.owner)).toEqual(['user-1', 'user-1', 'user-1']);
    expect((await shown()).state).toBe('waiting');
    session = { user: { id: 'user-1' }, access_token: 't1' };
    await run();
    expect(upsert.mock.calls[0]![0]).toMatchObject({ user_id: 'user-1', client_id: 'sub-1' });
    expect((await shown()).state).toBe('uploaded');
  });

  it('shows a sent submission whose job has left the outbox as sent', async () => {
    session = { user: { id: 'user-1' }, access_token: 't1' };
    await submit('user-1');
    await run();
    await db.outbox.delete('rx-sub-1'); // pruned some time after it was sent
    expect((await shown()).state).toBe('uploaded');
  });

  it('never runs under another account’s session', async () => {
    session = { user: { id: 'user-2' }, access_token: 't2' };
    await submit('user-1');
    await run();
    expect(uploadObject).not.toHaveBeenCalled();
    expect(upsert).not.toHaveBeenCalled();
    expect((await db.outbox.get('rx-sub-1'))?.state).toBe('blocked');
  });

  it('renews an expired token and goes on, whatever the device clock says', async () => {
    session = { user: { id: 'user-1' }, access_token: 't1' };
    uploadObject.mockRejectedValueOnce(Object.assign(new Error('JWT expired'), { status: 401 }));
    await submit('user-1');
    await run();
    expect(refreshSession).toHaveBeenCalledOnce();
    expect((await shown()).state).toBe('uploaded');
  });

  it('recognises a submission the server already has instead of sending it again', async () => {
    session = { user: { id: 'user-1' }, access_token: 't1' };
    serverRow = { file_paths: ['user-1/sub-1/1-front_page.png'] };
    await submit('user-1');
    await run();
    expect(uploadObject).not.toHaveBeenCalled();
    expect(upsert).not.toHaveBeenCalled();
    expect((await shown()).state).toBe('uploaded');
  });

  it('shows a job cut off by a crash as waiting, not uploading', async () => {
    session = { user: { id: 'user-1' }, access_token: 't1' };
    await submit('user-1');
    await db.outbox.update('rx-sub-1', { state: 'running' });
    expect((await shown()).state).toBe('uploading');
    await createOutboxRunner({ lock: createMemoryLock(), schedule: () => {}, isOnline: () => false }).run();
    expect((await db.outbox.get('rx-sub-1'))?.state).toBe('queued');
    expect((await shown()).state).toBe('waiting');
  });

  it('stops at a sign-out and removes the files it had sent', async () => {
    session = { user: { id: 'user-1' }, access_token: 't1' };
    const r = runner();
    let release!: () => void;
    uploadObject.mockImplementationOnce((...args: unknown[]) => {
      const signal = args[5] as AbortSignal;
      return new Promise((_resolve, reject) => {
        release = () => undefined;
        signal.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')));
      });
    });
    await submit('user-1');
    const running = r.run({ force: true });
    await vi.waitFor(() => expect(uploadObject).toHaveBeenCalledOnce());
    await r.abort((owner) => owner === 'user-1');
    await running;
    release();
    expect(upsert).not.toHaveBeenCalled();
    expect(removeObjects.mock.calls[0]?.[1]).toEqual(['user-1/sub-1/1-front_page.png', 'user-1/sub-1/2-back.png', 'user-1/sub-1/3-scan.pdf']);
  });

  it('names storage objects safely and keeps same-named files apart', () => {
    expect(objectName(0, 'scan.jpg')).toBe('1-scan.jpg');
    expect(objectName(1, 'scan.jpg')).toBe('2-scan.jpg');
    expect(objectName(0, 'Ọ̀gá résumé (1).pdf')).toBe('1-Oga_resume_1_.pdf');
    expect(objectName(0, '///')).toBe('1-file');
  });
});
