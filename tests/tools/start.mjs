// `npm start`: installs what is missing, builds the app, starts the local backend and serves the build.
// Options (for tests and side-by-side runs): --no-build, --fresh (wipe backend data first),
// --port N, --api-port N, --inbox-port N, --dist DIR, --data-dir DIR, --sign-in-rate-limit N (the
// e2e suite signs in far more often from one address than the 30 per 5 minutes of config.toml).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDependencies, root } from './ensure.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.MAGANI_APP_PORT ?? '4173' },
    'api-port': { type: 'string', default: process.env.MAGANI_API_PORT ?? '54321' },
    'inbox-port': { type: 'string', default: process.env.MAGANI_INBOX_PORT ?? '54324' },
    dist: { type: 'string', default: process.env.MAGANI_DIST ?? 'dist' },
    'data-dir': { type: 'string', default: process.env.MAGANI_DATA_DIR ?? '.data/local-backend' },
    'sign-in-rate-limit': { type: 'string' },
  },
});

ensureDependencies();

const distDir = path.resolve(root, opts.dist);
const apiUrl = `http://127.0.0.1:${opts['api-port']}`;
const appUrl = `http://127.0.0.1:${opts.port}`;

if (!opts['no-build'] || !existsSync(path.join(distDir, 'index.html'))) {
  console.log('Building the app...');
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // A build for the local backend: it may use the local demo anon key (see vite.config.ts).
    env: { VITE_SUPABASE_URL: apiUrl, ...process.env, MAGANI_LOCAL: '1', MAGANI_DIST: distDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const children = [];
let server;
const backendEntry = path.join(root, 'supabase/local/main.mjs');
if (existsSync(backendEntry)) {
  const dataDir = path.resolve(root, opts['data-dir']);
  if (opts.fresh) rmSync(dataDir, { recursive: true, force: true });
  const backend = spawn(
    process.execPath,
    [
      backendEntry, '--port', opts['api-port'], '--inbox-port', opts['inbox-port'], '--data-dir', dataDir,
      ...(opts['sign-in-rate-limit'] ? ['--sign-in-rate-limit', opts['sign-in-rate-limit']] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  backend.on('exit', (code) => {
    if (code) {
      console.error(`The local backend stopped (exit ${code}).`);
      process.exit(code);
    }
  });
  children.push(backend);
  // Serve the app only once its API answers, so whoever waits for the app URL (people, Playwright)
  // never meets a backend that is still starting.
  // A first start builds the database: a few seconds, far more on a busy machine.
  const waitMs = Number(process.env.MAGANI_BACKEND_WAIT_MS ?? 90_000);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await fetch(`${apiUrl}/auth/v1/health`);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      console.error(`The local backend did not answer on ${apiUrl} within ${waitMs / 1000} s.`);
      stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const { createStaticServer } = await import('./serve.mjs');
server = createStaticServer(distDir);
server.on('error', (error) => {
  console.error(`Could not serve the app on ${appUrl}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(opts.port), '127.0.0.1', () => {
  console.log(`App: ${appUrl}`);
});

function stop() {
  for (const child of children) child.kill('SIGTERM');
  server?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
