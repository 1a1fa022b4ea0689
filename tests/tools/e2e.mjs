// Builds the app and runs Playwright against it on a port set of its own, so that several builds can
// be tested side by side: `node tests/tools/e2e.mjs --slot 2 tests/e2e/cart.spec.ts`.
// Slot 0 (the default) uses the standard ports and dist/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium, ensureDependencies, root } from './ensure.mjs';

const args = process.argv.slice(2);
let slot = 0;
const slotIndex = args.indexOf('--slot');
if (slotIndex >= 0) {
  slot = Number(args[slotIndex + 1]);
  args.splice(slotIndex, 2);
}
const skipBuild = args.includes('--no-build');
const passThrough = args.filter((a) => a !== '--no-build');

ensureDependencies();
ensureChromium();

const env = {
  ...process.env,
  MAGANI_APP_PORT: String(4173 + slot * 10),
  MAGANI_API_PORT: String(54321 + slot * 10),
  MAGANI_INBOX_PORT: String(54324 + slot * 10),
  MAGANI_DIST: slot === 0 ? 'dist' : path.join('.e2e', `slot-${slot}`, 'dist'),
  // Builds here (and the ones tests make) are for the local backend (see vite.config.ts).
  MAGANI_LOCAL: '1',
};

if (!skipBuild) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, VITE_SUPABASE_URL: `http://127.0.0.1:${env.MAGANI_API_PORT}` },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const run = spawnSync('npx', ['playwright', 'test', ...passThrough], { cwd: root, stdio: 'inherit', env });
process.exit(run.status ?? 1);
