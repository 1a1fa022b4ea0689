#!/usr/bin/env node
// CLI: node supabase/local/main.mjs [--data-dir DIR] [--port 54321] [--inbox-port 54324]
//      [--email-rate-limit N] [--sms-rate-limit N] [--reset-only]
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { startLocalBackend } from './server.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: resolve(REPO_ROOT, '.data/local-backend') },
    port: { type: 'string', default: '54321' },
    'inbox-port': { type: 'string', default: '54324' },
    'email-rate-limit': { type: 'string' },
    'sms-rate-limit': { type: 'string' },
    'reset-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: node supabase/local/main.mjs [--data-dir DIR] [--port 54321] [--inbox-port 54324]\n' +
      '       [--email-rate-limit N] [--sms-rate-limit N] [--reset-only]',
  );
  process.exit(0);
}

const dataDir = resolve(values['data-dir']);
if (values['reset-only']) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Local backend data removed: ${dataDir}`);
  process.exit(0);
}

const limit = (v) => (v === undefined ? undefined : Number(v));
const backend = await startLocalBackend({
  dataDir,
  port: Number(values.port),
  inboxPort: Number(values['inbox-port']),
  rateLimits: { emailSent: limit(values['email-rate-limit']), smsSent: limit(values['sms-rate-limit']) },
}).catch((err) => {
  if (err?.code === 'EADDRINUSE') {
    console.error(`Port ${err.port} is already in use: is the local backend already running? Pick another with --port / --inbox-port.`);
  } else console.error(err);
  process.exit(1);
});

console.log(`API: ${backend.url}`);
console.log(`Inbox: ${backend.inboxUrl}`);
console.log(`anon key: ${backend.anonKey}`);
console.log(`service_role key: ${backend.serviceRoleKey}`);
console.log(`Data: ${dataDir}${backend.fresh ? ' (new: schema created and seeded)' : ''}`);
// Measured from process start, so module loading and PGlite's WASM start are included.
console.log(`Started in ${Math.round(performance.now())} ms`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await backend.stop();
    process.exit(0);
  });
}
