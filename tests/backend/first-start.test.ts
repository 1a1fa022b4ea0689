// An interrupted first start (Ctrl-C, SIGTERM, kill -9 while the data folder is being built)
// must not brick the folder: the next start builds or repairs it, says what it did, and serves.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './helpers';

const ROOT = join(__dirname, '../..');
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const dirs: string[] = [];

function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'magani-first-start-'));
  dirs.push(dir);
  return join(dir, 'data');
}

function startCli(dataDir: string) {
  const child = spawn(process.execPath, ['supabase/local/main.mjs', '--data-dir', dataDir, '--port', '0', '--inbox-port', '0'], {
    cwd: ROOT,
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, output: () => out, exited };
}

/** Starts the backend until it serves; returns its output and API URL, and stops it again. */
async function startUntilServing(dataDir: string) {
  const run = startCli(dataDir);
  try {
    const deadline = Date.now() + 90_000;
    while (!/Started in \d+ ms/.test(run.output())) {
      if (run.child.exitCode !== null) throw new Error(`the backend exited (${run.child.exitCode}):\n${run.output()}`);
      if (Date.now() > deadline) throw new Error(`no start within 90 s:\n${run.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const url = /API: (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output())![1];
    // Serving means the seeded data is there: a demo account signs in.
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.patient.email, password: DEMO_PASSWORD }),
    });
    const session = (await response.json()) as { access_token?: string };
    return { out: run.output(), status: response.status, signedIn: Boolean(session.access_token) };
  } finally {
    await stop(run.child, run.exited);
  }
}

async function stop(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited;
}

/** True once files appear in a database folder (pgdata, or the one being built beside it). */
function beingWritten(dataDir: string) {
  if (!existsSync(dataDir)) return false;
  return readdirSync(dataDir).some((name) => name.startsWith('pgdata') && readdirSync(join(dataDir, name)).length > 0);
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each case is two real starts of the backend, one of them building a database: slow on a busy machine.
describe('an interrupted first start', { timeout: 120_000 }, () => {
  // Fixed moments, and the moment the database folder starts being written (on a fast or a slow
  // machine alike, the window in which an older version left a folder that never opened again).
  test.each([
    ['SIGTERM', '700 ms in', 700],
    ['SIGKILL', '1.5 s in', 1500],
    ['SIGTERM', 'as its database files are written', 'folder'],
    ['SIGKILL', 'as its database files are written', 'folder'],
  ] as const)('%s %s: the next start serves', async (signal, _label, when) => {
    const dataDir = freshDataDir();
    const first = startCli(dataDir);
    if (when === 'folder') {
      const deadline = Date.now() + 20_000;
      while (!beingWritten(dataDir)) {
        if (Date.now() > deadline) throw new Error(`no database files within 20 s:\n${first.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } else await new Promise((resolve) => setTimeout(resolve, when));
    first.child.kill(signal);
    await first.exited;
    // Whether the first start got as far as putting a whole database folder in place.
    const builtByFirst = existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));

    const next = await startUntilServing(dataDir);
    expect(next.status).toBe(200);
    expect(next.signedIn).toBe(true);
    // Whatever the first start left, the folder is now whole and nothing half-built remains.
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.'))).toEqual([]);
    if (when === 'folder') {
      // Killed mid-build: the half-built folder beside the real one is cleared away, and said so.
      expect(next.out).toMatch(/Removed pgdata\.building-\d+, left by a first start that was interrupted/);
    }
    if (!builtByFirst) {
      // The kill came before the first start had a whole folder: the second one built it and said so.
      expect(next.out).toMatch(/new: schema created and seeded/);
    }
  });

  test('a half-made folder from an older version is moved aside, rebuilt, and the start says so', async () => {
    const dataDir = freshDataDir();
    // What an interrupted initdb used to leave: a version file and little else.
    mkdirSync(join(dataDir, 'pgdata', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');

    const next = await startUntilServing(dataDir);
    expect(next.signedIn).toBe(true);
    expect(next.out).toMatch(/was incomplete .* moved it to .*pgdata\.incomplete-.* and built a new one/);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pgdata.incomplete-'))).toBe(true);
  });
});
