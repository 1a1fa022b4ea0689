// Installs what `npm start` and `npm test` need on a fresh clone, so either works as the first command.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  let result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  // npm ci can refuse a lock file that lacks optional platform packages; install resolves them.
  if (result.status !== 0) result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Installing dependencies failed');
}

const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Finds Chromium, installing Debian's package when we are root with apt; explains otherwise. */
export function ensureChromium() {
  const found = [process.env.CHROME_PATH, ...chromiumCandidates].find((p) => p && existsSync(p));
  if (found) {
    process.env.CHROME_PATH = found;
    return found;
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Installing Debian's Chromium for the browser tests (apt-get install chromium)...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync('/usr/bin/chromium')) {
      process.env.CHROME_PATH = '/usr/bin/chromium';
      return '/usr/bin/chromium';
    }
  }
  throw new Error(
    'Chromium was not found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu) ' +
      'or set CHROME_PATH to a Chrome or Chromium binary, then run `npm test` again.',
  );
}

export { chromiumFlags } from './chromium-flags.mjs';
