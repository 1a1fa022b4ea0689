// A production build talks to the hosted project: without its URL and anon key it must refuse to
// build rather than ship an app pointed at 127.0.0.1 with the demo key. The build stops while Vite
// loads its configuration, so this costs seconds, not a whole build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

test('the build check finds a Paystack secret key, or the configured secret, in any file of dist/', async () => {
  const { findSecrets } = await import('../perf/secrets.mjs');
  const dist = mkdtempSync(join(tmpdir(), 'magani-dist-'));
  try {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<p>Pay for your task_list and desk_items</p>');
    expect(findSecrets(dist, [])).toEqual([]);
    writeFileSync(join(dist, 'assets', 'checkout-abc.js'), 'const k="sk_test_0123456789abcdef";');
    writeFileSync(join(dist, 'assets', 'other.js'), 'fetch(u,{headers:{x:"local-key-value-42"}})');
    expect(findSecrets(dist, ['local-key-value-42'])).toEqual([
      { file: join('assets', 'checkout-abc.js'), hits: ['sk_test_0123…'] },
      { file: join('assets', 'other.js'), hits: ['the PAYSTACK_SECRET_KEY value'] },
    ]);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
