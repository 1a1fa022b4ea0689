import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createMemoryLock } from '@/lib/sync/lock';
import { addJob, removeJob } from '@/lib/sync/queue';
import { clearJobKinds, registerJobKind, type JobKind } from '@/lib/sync/registry';
import { createOutboxRunner } from '@/lib/sync/runner';
import { forgetCachedKey, openSecret, sealSecret, secretId } from '@/lib/sync/secrets';

const runner = () => createOutboxRunner({ lock: createMemoryLock(), schedule: () => {} });
const PASSWORD = 'correct horse battery';

/** Every byte IndexedDB holds for the secrets table, as text, to look for the password in clear. */
async function rawSecretsText() {
  const rows = await db.secrets.toArray();
  return rows
    .map((r) => `${r.id} ${r.data ? new TextDecoder().decode(r.data) : ''} ${JSON.stringify(r.iv ?? [])}`)
    .join('\n');
}

beforeEach(async () => {
  clearJobKinds();
  forgetCachedKey();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('secret store', () => {
  it('encrypts with AES-GCM under a key the browser will not export', async () => {
    await sealSecret('job-1:password', PASSWORD);
    expect(await rawSecretsText()).not.toContain(PASSWORD);
    const keyRow = await db.secrets.get('key:outbox');
    expect(keyRow?.key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(keyRow?.key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', keyRow!.key!)).rejects.toThrow();
    // A fresh page load reads the stored key back from IndexedDB.
    forgetCachedKey();
    expect(await openSecret('job-1:password')).toBe(PASSWORD);
  });

  it('uses a new IV for every secret', async () => {
    await sealSecret('a:password', PASSWORD);
    await sealSecret('b:password', PASSWORD);
    const [a, b] = await Promise.all([db.secrets.get('a:password'), db.secrets.get('b:password')]);
    expect(Array.from(a!.iv!)).not.toEqual(Array.from(b!.iv!));
    expect(new Uint8Array(a!.data!)).not.toEqual(new Uint8Array(b!.data!));
  });
});

describe('passwords in queued jobs', () => {
  let seen: unknown[] = [];
  const signUpKind = (fail?: unknown): JobKind =>
    ({
      kind: 'sign-up',
      secretFields: ['password'],
      steps: [
        { name: 'signUp', releasesSecrets: true, run: async (input: { password?: string }) => { seen.push(input.password); if (fail) throw fail; return { userId: 'u1' }; } },
        { name: 'after', run: async (input: { password?: string }) => { seen.push(input.password); return 'ok'; } },
      ],
    }) as unknown as JobKind;

  beforeEach(() => {
    seen = [];
  });

  it('keeps the password out of the job row and deletes it once sign-up succeeded', async () => {
    registerJobKind('sign-up', signUpKind() as JobKind<never>);
    const id = await addJob({ kind: 'sign-up', label: 'Sign up', input: { email: 'a@b.ng', password: PASSWORD } });
    expect(JSON.stringify((await db.outbox.get(id))?.input)).not.toContain(PASSWORD);
    expect(await openSecret(secretId(id, 'password'))).toBe(PASSWORD);
    await runner().run();
    expect(seen[0]).toBe(PASSWORD);
    expect(await db.secrets.get(secretId(id, 'password'))).toBeUndefined();
    expect((await db.outbox.get(id))?.state).toBe('done');
  });

  it('keeps the password for a retry after a network failure', async () => {
    registerJobKind('sign-up', signUpKind(new TypeError('Failed to fetch')) as JobKind<never>);
    const id = await addJob({ kind: 'sign-up', label: 'Sign up', input: { password: PASSWORD } });
    await runner().run();
    expect((await db.outbox.get(id))?.state).toBe('waiting-retry');
    expect(await openSecret(secretId(id, 'password'))).toBe(PASSWORD);
  });

  it('deletes the password when the server refuses it for good', async () => {
    registerJobKind('sign-up', signUpKind(Object.assign(new Error('User already registered'), { status: 422 })) as JobKind<never>);
    const id = await addJob({ kind: 'sign-up', label: 'Sign up', input: { password: PASSWORD } });
    await runner().run();
    expect((await db.outbox.get(id))?.state).toBe('failed');
    expect(await db.secrets.get(secretId(id, 'password'))).toBeUndefined();
  });

  it('deletes the password when the job is cancelled', async () => {
    registerJobKind('sign-up', signUpKind() as JobKind<never>);
    const id = await addJob({ kind: 'sign-up', label: 'Sign up', input: { password: PASSWORD } });
    await removeJob(id);
    expect(await db.secrets.get(secretId(id, 'password'))).toBeUndefined();
    expect(await rawSecretsText()).not.toContain(id);
  });
});
