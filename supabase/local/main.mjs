#!/usr/bin/env node
// CLI: node supabase/local/main.mjs [--data-dir DIR] [--db-url URL] [--port 54321] [--inbox-port 54324]
//      [--email-rate-limit N] [--sms-rate-limit N] [--sign-in-rate-limit N] [--hosted-roles] [--reset-only]
// Without --db-url (or MAGANI_DB_URL) the database is PGlite in DIR/pgdata.
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
    'db-url': { type: 'string', default: process.env.MAGANI_DB_URL || undefined },
    port: { type: 'string', default: '54321' },
    'inbox-port': { type: 'string', default: '54324' },
    'email-rate-limit': { type: 'string' },
    'sms-rate-limit': { type: 'string' },
    'sign-in-rate-limit': { type: 'string' },
    'hosted-roles': { type: 'boolean', default: false },
    'reset-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: node supabase/local/main.mjs [--data-dir DIR] [--db-url URL] [--port 54321] [--inbox-port 54324]\n' +
      '       [--email-rate-limit N] [--sms-rate-limit N] [--sign-in-rate-limit N] [--hosted-roles] [--reset-only]\n' +
      'The database is PGlite in DIR/pgdata, or the PostgreSQL database at --db-url (or MAGANI_DB_URL),\n' +
      'which must be empty or built by this backend before. Uploaded files always live in DIR/storage.\n' +
      '--hosted-roles: the --db-url database is set up like a hosted project and migrated by `supabase db push`;\n' +
      'requests connect as authenticator, auth as supabase_auth_admin (see supabase/README.md).',
  );
  process.exit(0);
}

const dataDir = resolve(values['data-dir']);
if (values['reset-only']) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Local backend data removed: ${dataDir}`);
  if (values['db-url']) console.log('A PostgreSQL database given by --db-url / MAGANI_DB_URL is left as it is: drop it yourself.');
  process.exit(0);
}

const limit = (v) => (v === undefined ? undefined : Number(v));
const dbUrl = values['db-url'];
const backend = await startLocalBackend({
  dataDir,
  dbUrl,
  hostedRoles: values['hosted-roles'],
  port: Number(values.port),
  inboxPort: Number(values['inbox-port']),
  // A registration's confirmation e-mail would otherwise wait for Deno's first start.
  warmFunctions: ['send-confirmation-email', 'send-sms-hook', 'send-messages'],
  rateLimits: {
    emailSent: limit(values['email-rate-limit']),
    smsSent: limit(values['sms-rate-limit']),
    signInSignUps: limit(values['sign-in-rate-limit']),
  },
}).catch((err) => {
  if (err?.code === 'EADDRINUSE') {
    console.error(`Port ${err.port} is already in use: is the local backend already running? Pick another with --port / --inbox-port.`);
  } else console.error(err);
  process.exit(1);
});

console.log(`API: ${backend.url}`);
console.log(`Inbox: ${backend.inboxUrl}`);
console.log(`Paystack stand-in: ${backend.paystack.url} (the payment functions run in Deno and use it)`);
console.log(`Termii stand-in: ${backend.providers.termiiUrl} (SMS; what it is sent shows in the inbox)`);
console.log(`anon key: ${backend.anonKey}`);
console.log(`service_role key: ${backend.serviceRoleKey}`);
for (const note of backend.notes) console.log(note);
const created = backend.fresh ? ' (new: schema created and seeded)' : '';
if (dbUrl) console.log(`Database: PostgreSQL at ${withoutPassword(dbUrl)}${created}; files: ${dataDir}`);
else console.log(`Data: ${dataDir}${created}`);
// Measured from process start, so module loading and PGlite's WASM start are included.
console.log(`Started in ${Math.round(performance.now())} ms`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await backend.stop();
    process.exit(0);
  });
}

function withoutPassword(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unreadable URL)';
  }
}
