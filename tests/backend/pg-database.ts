// On the PostgreSQL run (tests/tools/backend-pg.mjs sets MAGANI_TEST_PG_URL), every backend a test
// starts gets a database of its own, copied from the template built once per run: no test sees
// another's rows, and a copy takes milliseconds instead of rebuilding the schema.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = process.env.MAGANI_TEST_PG_URL;
const template = process.env.MAGANI_TEST_PG_TEMPLATE;
// Set by backend-pg.mjs: the cluster has hosted Supabase's roles; copies belong to the non-superuser
// `postgres`, and the backend connects as the roles a hosted project uses (LocalBackendOptions.hostedRoles).
const hostedRoles = process.env.MAGANI_TEST_PG_HOSTED === '1';

/** Which engine this run's backends use. */
export const testEngine: 'pglite' | 'postgres' = serverUrl ? 'postgres' : 'pglite';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for one backend, or null on the PGlite run. */
export async function createTestDatabase(): Promise<{ url: string; hostedRoles: boolean; drop: () => Promise<void> } | null> {
  if (!serverUrl) return null;
  const name = `test_${randomBytes(6).toString('hex')}`;
  // Without a template (MAGANI_TEST_PG_URL set by hand) the backend builds the empty database itself.
  const owner = hostedRoles ? ' owner postgres' : '';
  await admin((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}${owner}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (hostedRoles) url.username = 'postgres';
  return {
    url: url.toString(),
    hostedRoles,
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
