// A production build talks to the hosted project: without its URL and anon key it must refuse to
// build rather than ship an app pointed at 127.0.0.1 with the demo key. The build stops while Vite
// loads its configuration, so this costs seconds, not a whole build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const ROOT = join(__dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'magani-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function build(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && name !== 'MAGANI_LOCAL'),
  );
  return spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...clean, MAGANI_DIST: outDir, ...env },
  });
}

test.each([
  ['neither setting', {}, /needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY/],
  ['no anon key', { VITE_SUPABASE_URL: 'https://abc.supabase.co' }, /needs VITE_SUPABASE_ANON_KEY \(/],
  ['no URL', { VITE_SUPABASE_ANON_KEY: 'anon-key' }, /needs VITE_SUPABASE_URL \(/],
])('a production build with %s refuses to start and says what is missing', (_name, env, message) => {
  const result = build(env);
  expect(result.status).not.toBe(0);
  expect(result.stdout + result.stderr).toMatch(message);
  expect(result.stdout + result.stderr).toMatch(/MAGANI_LOCAL=1/);
});
