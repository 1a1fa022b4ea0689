// Where the time of one registration goes, against an in-memory local backend on free ports:
// bcrypt (cost 10) alone, the sign-up request, the role row, and the confirmation e-mail function's
// first call (its Deno process starting, unless the backend started it already) and a second call.
// --warm starts the e-mail function with the backend, as `npm start` does (warmFunctions).
// Usage: node tests/perf/register-timing.mjs [--runs 3] [--warm]
import { parseArgs } from 'node:util';
import bcrypt from 'bcryptjs';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalBackend } from '../../supabase/local/server.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, warm: { type: 'boolean', default: false } } });
const runs = Number(values.runs);
const ms = (t) => `${Math.round(t)} ms`;
const time = async (run) => {
  const t = performance.now();
  const out = await run();
  return [performance.now() - t, out];
};

const [hashMs] = await time(() => bcrypt.hash('Password123!', 10));
console.log(`bcrypt cost 10, one hash: ${ms(hashMs)}`);

const [startMs, backend] = await time(() => startLocalBackend({
    port: 0,
    rateLimits: { signInSignUps: 100_000 },
    warmFunctions: values.warm ? ['send-confirmation-email'] : [],
  }));
console.log(`backend start: ${ms(startMs)}${values.warm ? ' (e-mail function started with it)' : ''}`);
// As after `npm start`: the person registers a few seconds after the backend is up.
await new Promise((resolve) => setTimeout(resolve, 5000));
try {
  for (let i = 1; i <= runs; i++) {
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket },
    });
    const email = `timing-${Date.now()}-${i}@example.com`;
    const [signUpMs, signed] = await time(() =>
      client.auth.signUp({ email, password: 'Password123!', options: { data: { full_name: 'Timing Person', role: 'patient' } } }),
    );
    if (signed.error) throw signed.error;
    const userId = signed.data.user.id;
    const [mailMs, mailed] = await time(() =>
      client.functions.invoke('send-confirmation-email', { body: { userId, email, fullName: 'Timing Person', role: 'patient' } }),
    );
    if (mailed.error) throw mailed.error;
    console.log(`registration ${i}: sign-up request ${ms(signUpMs)}, confirmation e-mail ${ms(mailMs)}, together ${ms(signUpMs + mailMs)}`);
  }
} finally {
  await backend.stop();
}
