// Requests run side by side on PostgreSQL, as on a hosted project: each takes a pooled
// session of its own. On PGlite (one session) they cannot: 20 requests of 200 ms take 4 s there.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceClient, startBackend, type LocalBackend } from './helpers';
import { testEngine } from './pg-database';

const onPglite = testEngine === 'pglite';
if (onPglite) {
  console.info(
    'concurrency.test.ts: skipped on PGlite, which has one session and runs one request at a time; ' +
      'it runs on PostgreSQL 15 (npm run test:backend:pg, and the second backend run of npm test).',
  );
}

describe.skipIf(onPglite)('on PostgreSQL', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startBackend();
    // Created in this test's own database only: no sleeping function ships with the migrations.
    await backend.sql(`create function public.test_slow_request(seconds float8) returns json language sql as $$
      select pg_sleep(seconds);
      select json_build_object('session', pg_backend_pid(), 'started', statement_timestamp())
    $$`);
    await backend.sql('grant execute on function public.test_slow_request(float8) to service_role');
  });
  afterAll(async () => {
    await backend?.stop();
  });

  test('20 requests that each take 200 ms finish together in well under 2 s', async () => {
    const client = serviceClient(backend);
    const began = performance.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => client.rpc('test_slow_request', { seconds: 0.2 })));
    const wallMs = performance.now() - began;
    console.info(`20 requests of 200 ms each: ${Math.round(wallMs)} ms in all`);
    for (const { error } of results) expect(error).toBeNull();
    const sessions = new Set(results.map(({ data }) => (data as { session: number }).session));
    // One after another they would take 4 s; together, about one request's time (about 0.3 s on
    // an idle machine; the bound leaves room for a busy one while still ruling out one session).
    expect(wallMs).toBeGreaterThanOrEqual(200);
    expect(wallMs).toBeLessThan(2000);
    // Many sessions served them at once, not one after another.
    expect(sessions.size).toBeGreaterThan(10);
  });
});
