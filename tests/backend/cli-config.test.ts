// The Supabase CLI from node_modules reads supabase/config.toml: `supabase db push`,
// `functions deploy` and `start` all begin there. The CLI cannot start containers here, so the
// check is `supabase status` with Docker pointed at a socket that does not exist: it reads and
// validates the whole configuration, then stops at the first Docker call. Reaching that call
// with no warning means the CLI accepted the configuration.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '../..');
const CLI = join(ROOT, 'node_modules/.bin/supabase');
const scratch = mkdtempSync(join(tmpdir(), 'magani-cli-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `supabase status` on a project folder; returns whether the configuration was accepted. */
function readConfig(workdir: string) {
  return new Promise<{ accepted: boolean; output: string }>((resolve, reject) => {
    const child = spawn(CLI, ['status', '--workdir', workdir], {
      env: {
        PATH: process.env.PATH,
        HOME: scratch,
        DOCKER_HOST: `unix://${join(scratch, 'no-docker.sock')}`,
        DO_NOT_TRACK: '1',
        SUPABASE_TELEMETRY_DISABLED: '1',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      const reachedDocker = /Cannot connect to the Docker daemon/.test(output);
      resolve({ accepted: reachedDocker && !/WARN|config/i.test(output), output });
    });
  });
}

/** A copy of the project's supabase/ folder with config.toml edited. */
function brokenCopy(name: string, edit: (toml: string) => string) {
  const workdir = join(scratch, name);
  cpSync(join(ROOT, 'supabase'), join(workdir, 'supabase'), {
    recursive: true,
    filter: (src) => !src.includes(`${join('supabase', 'local')}`) && !src.includes('.temp'),
  });
  const file = join(workdir, 'supabase/config.toml');
  const before = readFileSync(file, 'utf8');
  const after = edit(before);
  expect(after, 'the edit must change the file').not.toBe(before);
  writeFileSync(file, after);
  return workdir;
}

describe('the Supabase CLI (npm, 3.x)', () => {
  test('reads supabase/config.toml without an error or a warning', async () => {
    const { accepted, output } = await readConfig(ROOT);
    expect(output).not.toMatch(/WARN|no longer supported|config/i);
    expect(accepted, output).toBe(true);
  });

  // The check itself must fail on a configuration the CLI refuses.
  test.each([
    ['the [inbucket] table of CLI 2', (t: string) => t.replace('[local_smtp]', '[inbucket]'), /\[inbucket\].*no longer supported/],
    ['an unsupported database version', (t: string) => t.replace('major_version = 15', 'major_version = 16'), /Invalid db.major_version: 16/],
    ['a mail catcher without a port', (t: string) => t.replace(/(\[local_smtp\][^[]*?)port = \d+/, '$1port = 0'), /local_smtp.port/],
    ['a setting of the wrong type', (t: string) => t.replace('max_rows = 1000', 'max_rows = "many"'), /api.max_rows/],
    ['a deprecated setting', (t: string) => t.replace('[auth.sms]\nenabled = true', '[auth.sms]\nenable_signup = true'), /deprecated/],
  ])('refuses %s', async (name, edit, message) => {
    const { accepted, output } = await readConfig(brokenCopy(name.replace(/\W+/g, '-'), edit));
    expect(output).toMatch(message);
    expect(accepted).toBe(false);
  });
});

describe('the local backend', () => {
  test('reads the same file in its new format: the inbox port from [local_smtp]', async () => {
    const configModule = '../../supabase/local/config.mjs';
    const { loadConfig } = (await import(configModule)) as {
      loadConfig: (dir: string) => { inboxPort: number; port: number; siteUrl: string };
    };
    const config = loadConfig(join(ROOT, 'supabase'));
    expect(config.inboxPort).toBe(54324);
    expect(config.port).toBe(54321);
    expect(config.siteUrl).toBe('http://127.0.0.1:4173');
    // And the port is really taken from that table, not a built-in default.
    const workdir = brokenCopy('other-inbox-port', (t) => t.replace(/(\[local_smtp\][^[]*?)port = 54324/, '$1port = 54399'));
    expect(loadConfig(join(workdir, 'supabase')).inboxPort).toBe(54399);
  });
});
