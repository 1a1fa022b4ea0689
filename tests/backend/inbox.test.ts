// The local inbox (page and JSON API) and the command-line entry point.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, DEMO, startBackend, type LocalBackend } from './helpers';
import { testEngine } from './pg-database';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
  await anonClient(backend).auth.signInWithOtp({ email: DEMO.patient.email, options: { emailRedirectTo: 'http://127.0.0.1:4173/' } });
  await anonClient(backend).auth.signInWithOtp({ phone: '+2348000000000' });
});
afterAll(() => backend.stop());

describe('JSON API', () => {
  test('lists messages newest first, filtered by recipient', async () => {
    const all = await (await fetch(`${backend.inboxUrl}/api/messages`)).json();
    expect(all.map((m: { type: string }) => m.type)).toEqual(['sms', 'email']);
    const mine = await (await fetch(`${backend.inboxUrl}/api/messages?to=${encodeURIComponent('Patient@Magani.test')}`)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'email', to: DEMO.patient.email, subject: 'Your Magic Link' });
  });

  test('latest returns one message with its code, or 404', async () => {
    const sms = await (await fetch(`${backend.inboxUrl}/api/messages/latest?to=%2B2348000000000`)).json();
    expect(sms).toMatchObject({ type: 'sms', to: '+2348000000000', otp: '123456' });
    expect((await fetch(`${backend.inboxUrl}/api/messages/latest?to=nobody@example.test`)).status).toBe(404);
  });

  test('the page lists each message with clickable links', async () => {
    const html = await (await fetch(`${backend.inboxUrl}/`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Local inbox</h1>');
    expect(html.indexOf('SMS:')).toBeLessThan(html.indexOf('E-mail:'));
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[^"]+">Sign in<\/a>/);
  });

  test('DELETE empties it', async () => {
    expect((await fetch(`${backend.inboxUrl}/api/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(`${backend.inboxUrl}/api/messages`)).json()).toEqual([]);
    expect(backend.inbox.list()).toEqual([]);
  });
});

// The command line without --db-url always builds PGlite: the PGlite run covers it, and repeating a
// first PGlite build inside the busy PostgreSQL run only made it slower.
describe.skipIf(testEngine === 'postgres')('command line', () => {
  const run = (args: string[], until?: RegExp) =>
    new Promise<{ out: string; code: number | null }>((resolve, reject) => {
      const child = spawn(process.execPath, ['supabase/local/main.mjs', ...args], { cwd: join(__dirname, '../..') });
      let out = '';
      const timer = setTimeout(() => {
        child.kill('SIGTERM');
        reject(new Error(`timed out; output so far:\n${out}`));
      }, 60_000);
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        if (until?.test(out)) child.kill('SIGTERM');
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ out, code });
      });
    });

  // A fresh data dir means a real first start (building the database): slow on a busy machine.
  test('starts on a fresh data dir, prints its URLs and start-up time, and --reset-only wipes the data', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'magani-backend-'));
    const dataDir = join(dir, 'data');
    try {
      const { out } = await run(['--data-dir', dataDir, '--port', '0', '--inbox-port', '0'], /Started in \d+ ms/);
      expect(out).toMatch(/API: http:\/\/127\.0\.0\.1:\d+/);
      expect(out).toMatch(/Inbox: http:\/\/127\.0\.0\.1:\d+/);
      const ms = Number(/Started in (\d+) ms/.exec(out)![1]);
      expect(ms).toBeGreaterThan(0);
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      const reset = await run(['--data-dir', dataDir, '--reset-only']);
      expect(reset.code).toBe(0);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
