import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { createMemoryLock } from '@/lib/sync/lock';
import { addJob } from '@/lib/sync/queue';
import { clearJobKinds, registerJobKind } from '@/lib/sync/registry';
import { createOutboxRunner } from '@/lib/sync/runner';
import { notices } from '@/features/auth/messages';

/**
 * A stand-in for the backend that keeps what it stored, and can do a call's work but lose its
 * answer on the way back (the case that would create duplicates if a step were not idempotent).
 */
const server = {
  users: [] as { id: string; email: string; password: string; meta: Record<string, unknown> }[],
  files: new Map<string, Blob>(),
  rows: [] as Record<string, unknown>[],
  mails: [] as unknown[],
  lose: new Set<string>(),
  mailAnswer: null as Response | null,
};
const lost = (op: string) => server.lose.delete(op);
const networkError = { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 };
const userShape = (u: (typeof server.users)[number]) => ({ id: u.id, user_metadata: u.meta });

/** Each job gets a client of its own (see job-client.ts): its session is the job's, not the tab's. */
function makeClient() {
  const own = { session: null as string | null };
  const client = {
    own,
    auth: {
      getSession: async () => ({ data: { session: own.session ? { user: { id: own.session } } : null } }),
      signOut: async () => {
        own.session = null;
        return { error: null };
      },
      refreshSession: async () => ({ error: null }),
      signUp: async ({ email, password, options }: { email: string; password: string; options: { data: Record<string, unknown> } }) => {
        if (server.users.some((u) => u.email === email)) return { data: { user: null }, error: { message: 'User already registered', status: 422 } };
        const user = { id: `user-${server.users.length + 1}`, email, password, meta: options.data };
        server.users.push(user);
        own.session = user.id;
        return lost('signUp') ? { data: { user: null }, error: networkError } : { data: { user: userShape(user) }, error: null };
      },
      signInWithPassword: async ({ email, password }: { email: string; password: string }) => {
        const user = server.users.find((u) => u.email === email && u.password === password);
        if (!user) return { data: { user: null }, error: { message: 'Invalid login credentials', status: 400 } };
        own.session = user.id;
        return { data: { user: userShape(user) }, error: null };
      },
    },
    storage: {
      from: () => ({
        upload: async (path: string, file: Blob) => {
          // Storage policies: only the signed-in account's own folder.
          if (!path.includes(`/${own.session}/`)) return { error: { message: 'new row violates row-level security policy', statusCode: '403' } };
          server.files.set(path, file);
          return lost('upload') ? { error: { name: 'StorageUnknownError', message: 'Failed to fetch' } } : { error: null };
        },
      }),
    },
    from: (table: string) => ({
      upsert: async (row: Record<string, unknown>) => {
        if (row.user_id !== own.session) return { error: { message: 'new row violates row-level security policy', code: '42501' }, status: 403 };
        server.rows = [...server.rows.filter((r) => !(r.table === table && r.user_id === row.user_id)), { table, ...row }];
        return lost('roleRow') ? { error: { message: 'TypeError: Failed to fetch', code: '' }, status: 0 } : { error: null, status: 201 };
      },
    }),
    functions: {
      invoke: async (_name: string, { body }: { body: unknown }) => {
        if (server.mailAnswer) return { data: null, error: { name: 'FunctionsHttpError', message: 'non-2xx', context: server.mailAnswer } };
        server.mails.push(body);
        if (lost('mail')) return { data: null, error: { name: 'FunctionsFetchError', message: 'Failed to send a request to the Edge Function' } };
        return { data: { success: true }, error: null };
      },
    },
  };
  return client;
}

const clients = new Map<string, ReturnType<typeof makeClient>>();
vi.mock('@/lib/sync/job-client', async (original) => ({
  ...(await original<typeof import('@/lib/sync/job-client')>()),
  privateClient: async (jobId: string) => {
    if (!clients.has(jobId)) clients.set(jobId, makeClient());
    return clients.get(jobId);
  },
  // A reload: the job's client (and its in-memory session) is gone.
  forgetPrivateClient: (jobId: string) => clients.delete(jobId),
}));
const openSessions = () => [...clients.values()].filter((c) => c.own.session).length;

const { default: signUpJob } = await import('@/features/auth/jobs/sign-up');

const runner = () => createOutboxRunner({ lock: createMemoryLock(), schedule: () => {} });
const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

function queuePharmacy(email = 'bello@example.ng') {
  return addJob({
    kind: 'sign-up',
    label: `Create pharmacy account for ${email}`,
    input: {
      email,
      password: 'secret456',
      fullName: 'Tunde Bello',
      role: 'pharmacy',
      phone: '+2348031234567',
      pharmacyName: 'Bello Pharmacy',
      address: '3 Broad Street, Lagos',
      timestamp: 1_767_000_000_000,
      document: { file: pdf, kind: 'license', ext: 'pdf', contentType: 'application/pdf' },
    },
  });
}

/** Runs the outbox until the job settles, as the online event, timers and reloads would. */
async function runToEnd(id: string) {
  const r = runner();
  for (let tries = 0; tries < 10; tries++) {
    await r.run({ force: true });
    const job = await db.outbox.get(id);
    if (job?.state === 'done' || job?.state === 'failed') return job;
  }
  throw new Error('the job never settled');
}

beforeEach(async () => {
  clearJobKinds();
  registerJobKind('sign-up', signUpJob as never);
  Object.assign(server, { users: [], files: new Map(), rows: [], mails: [], lose: new Set(), mailAnswer: null });
  clients.clear();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('registration job', () => {
  it('creates one account, one file and one role row when every answer is lost once', async () => {
    server.lose = new Set(['signUp', 'upload', 'roleRow', 'mail']);
    const job = await runToEnd(await queuePharmacy());
    expect(job.state).toBe('done');
    expect(job.attempts).toBe(4);
    expect(server.users).toHaveLength(1);
    const path = 'pharmacy/user-1/license_1767000000000.pdf';
    expect([...server.files.keys()]).toEqual([path]);
    expect(server.rows).toEqual([
      expect.objectContaining({ table: 'pharmacies', user_id: 'user-1', name: 'Bello Pharmacy', license_document_url: path, status: 'pending' }),
    ]);
    expect(server.mails.length).toBeGreaterThanOrEqual(1);
    // The new account's session only finished the registration; the password is gone from the device.
    expect(openSessions()).toBe(0);
    expect(await db.secrets.filter((s) => s.id !== 'key:outbox').count()).toBe(0);
  });

  it('refuses an address that an earlier registration already owns, without touching that account', async () => {
    server.users.push({ id: 'user-0', email: 'bello@example.ng', password: 'secret456', meta: { signup_request: '42' } });
    const job = await runToEnd(await queuePharmacy());
    expect(job).toMatchObject({ state: 'failed', lastError: 'User already registered' });
    expect(server.files.size).toBe(0);
    expect(server.rows).toEqual([]);
    expect(openSessions()).toBe(0);
  });

  it('ends with the spec’s words and no session when the e-mail function fails', async () => {
    server.mailAnswer = new Response(JSON.stringify({ success: false, error: 'mail API answered 500' }), { status: 500 });
    const job = await runToEnd(await queuePharmacy());
    expect(job).toMatchObject({ state: 'failed', lastError: notices.emailSendFailed });
    expect(server.users).toHaveLength(1);
    expect(openSessions()).toBe(0);
  });

  it('says so when no confirmation token could be issued', async () => {
    server.mailAnswer = new Response(JSON.stringify({ success: false, error: notices.tokenFailed }), { status: 400 });
    const job = await runToEnd(await queuePharmacy());
    expect(job).toMatchObject({ state: 'failed', lastError: notices.tokenFailed });
  });

  it('counts an account confirmed meanwhile as sent', async () => {
    server.mailAnswer = new Response(JSON.stringify({ success: false, error: 'Email already confirmed' }), { status: 409 });
    const job = await runToEnd(await queuePharmacy());
    expect(job.state).toBe('done');
    expect(openSessions()).toBe(0);
  });

  it('finishes two registrations interleaved by an outage, each as its own account', async () => {
    const first = await queuePharmacy('first@example.ng');
    const second = await queuePharmacy('second@example.ng');
    // Both accounts are created, then both uploads fail: the first resumes after the second signed up.
    server.lose = new Set(['upload']);
    await runner().run({ force: true });
    server.lose = new Set(['upload']);
    await runner().run({ force: true });
    const a = await runToEnd(first);
    const b = await runToEnd(second);
    expect([a.state, b.state]).toEqual(['done', 'done']);
    expect(server.rows.map((r) => r.user_id).sort()).toEqual(['user-1', 'user-2']);
    expect(server.mails).toHaveLength(2);
  });

  it('signs in again with its own password after a reload lost its session', async () => {
    const id = await queuePharmacy();
    server.lose = new Set(['upload']);
    await runner().run({ force: true });
    clients.clear(); // the page was closed: the job's in-memory session is gone
    const job = await runToEnd(id);
    expect(job.state).toBe('done');
    expect(server.rows).toEqual([expect.objectContaining({ table: 'pharmacies', user_id: 'user-1' })]);
  });
});
