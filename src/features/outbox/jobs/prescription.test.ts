import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, GUEST } from '@/lib/db';
import { createMemoryLock } from '@/lib/sync/lock';
import { addJob } from '@/lib/sync/queue';
import { clearJobKinds, registerJobKind } from '@/lib/sync/registry';
import { createOutboxRunner } from '@/lib/sync/runner';

const upload = vi.fn(async (..._args: unknown[]) => ({ data: {}, error: null as unknown }));
const upsert = vi.fn(async (..._args: unknown[]) => ({ error: null as unknown, status: 201 }));
let session: { user: { id: string } } | null = null;

vi.mock('@/lib/supabase', () => ({
  getSupabase: () => ({
    auth: { getSession: async () => ({ data: { session }, error: null }) },
    storage: { from: () => ({ upload }) },
    from: () => ({ upsert }),
  }),
}));

const { default: prescriptionJob, objectName } = await import('@/features/outbox/jobs/prescription');

const run = () => createOutboxRunner({ lock: createMemoryLock(), schedule: () => {} }).run();

async function submit(owner: string) {
  await db.prescriptions.put({
    id: 'sub-1',
    owner,
    files: ['front page.png', 'back.png', 'scan.pdf'].map((name) => ({ name, type: 'image/png', size: 3, blob: new Blob(['abc']) })),
    pharmacyId: 'ph-1',
    pharmacyName: 'HealthPlus',
    address: '12 Allen Avenue',
    state: 'waiting',
    createdAt: Date.now(),
  });
  return addJob({ id: 'rx-sub-1', kind: 'prescription', owner, label: 'Prescription', input: { submissionId: 'sub-1' } });
}

beforeEach(async () => {
  clearJobKinds();
  registerJobKind('prescription', prescriptionJob as never);
  upload.mockClear();
  upsert.mockClear();
  session = null;
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('prescription submission job', () => {
  it('uploads each file into the patient’s folder with upsert, then writes one row keyed by the submission', async () => {
    session = { user: { id: 'user-1' } };
    await submit('user-1');
    await run();
    expect(upload.mock.calls.map((c) => c[0])).toEqual(['user-1/sub-1/1-front_page.png', 'user-1/sub-1/2-back.png', 'user-1/sub-1/3-scan.pdf']);
    expect(upload.mock.calls.every((c) => (c[2] as { upsert: boolean }).upsert)).toBe(true);
    expect(upsert).toHaveBeenCalledOnce();
    expect(upsert.mock.calls[0]![0]).toMatchObject({ user_id: 'user-1', client_id: 'sub-1', pharmacy_id: 'ph-1', file_paths: ['user-1/sub-1/1-front_page.png', 'user-1/sub-1/2-back.png', 'user-1/sub-1/3-scan.pdf'] });
    expect(upsert.mock.calls[0]![1]).toEqual({ onConflict: 'user_id,client_id', ignoreDuplicates: true });
    expect((await db.prescriptions.get('sub-1'))?.state).toBe('uploaded');
  });

  it('waits for a sign-in when a guest submitted it, and says so on the submission', async () => {
    await submit(GUEST);
    await run();
    expect(upload).not.toHaveBeenCalled();
    expect((await db.outbox.get('rx-sub-1'))?.state).toBe('blocked');
    expect(await db.prescriptions.get('sub-1')).toMatchObject({ state: 'waiting-for-sign-in', lastError: 'Waiting for you to sign in.' });
  });

  it('does not upload the files again when only the row is missing', async () => {
    session = { user: { id: 'user-1' } };
    upsert.mockResolvedValueOnce({ error: { message: 'upstream timeout' }, status: 503 });
    await submit('user-1');
    await run();
    expect((await db.outbox.get('rx-sub-1'))?.state).toBe('waiting-retry');
    expect((await db.prescriptions.get('sub-1'))?.state).toBe('waiting');
    await createOutboxRunner({ lock: createMemoryLock(), schedule: () => {} }).run({ force: true });
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upsert).toHaveBeenCalledTimes(2);
    expect((await db.prescriptions.get('sub-1'))?.state).toBe('uploaded');
  });

  it('names storage objects safely and keeps same-named files apart', () => {
    expect(objectName(0, 'scan.jpg')).toBe('1-scan.jpg');
    expect(objectName(1, 'scan.jpg')).toBe('2-scan.jpg');
    expect(objectName(0, 'Ọ̀gá résumé (1).pdf')).toBe('1-Oga_resume_1_.pdf');
    expect(objectName(0, '///')).toBe('1-file');
  });
});
