// The PostgreSQL run is set up like a hosted project (tests/tools/hosted-db.mjs). These checks make
// sure it really is, so the rest of the suite proves the migrations under hosted's roles: were the
// cluster quietly a superuser's again, everything would pass without proving anything.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { testEngine } from './pg-database';

let backend: LocalBackend;

// PGlite has one superuser session and no roles to log in as: there is nothing to check there.
describe.skipIf(testEngine !== 'postgres')('hosted-like roles on PostgreSQL', () => {
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend?.stop());

  test('the backend works as a postgres that is not a superuser and may not change the auth schema; auth and storage belong to their admins', async () => {
    const [me] = await backend.sql<{ user: string; superuser: boolean }>(
      `select current_user as user, rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    expect(me).toEqual({ user: 'postgres', superuser: false });
    const [onAuth] = await backend.sql<{ member: boolean; create: boolean; write: boolean }>(
      `select pg_has_role('postgres', 'supabase_auth_admin', 'member') as member,
              has_schema_privilege('postgres', 'auth', 'create') as create,
              has_table_privilege('postgres', 'auth.users', 'insert, update, delete, trigger') as write`,
    );
    expect(onAuth).toEqual({ member: false, create: false, write: true });
    const owners = await backend.sql<{ name: string; owner: string }>(
      `select n.nspname || '.' || c.relname as name, pg_get_userbyid(c.relowner) as owner
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where (n.nspname, c.relname) in (('auth', 'users'), ('storage', 'objects'), ('public', 'offers'))
       order by 1`,
    );
    expect(owners).toEqual([
      { name: 'auth.users', owner: 'supabase_auth_admin' },
      { name: 'public.offers', owner: 'postgres' },
      { name: 'storage.objects', owner: 'supabase_storage_admin' },
    ]);
  });

  test('every migration was applied by the Supabase CLI (which records each statement)', async () => {
    const files = readdirSync(join(__dirname, '../../supabase/migrations')).filter((f) => f.endsWith('.sql'));
    const rows = await backend.sql<{ version: string; statements: number }>(
      `select version, coalesce(array_length(statements, 1), 0) as statements from supabase_migrations.schema_migrations`,
    );
    expect(rows.map((r) => r.version).sort()).toEqual(files.map((f) => f.slice(0, 14)).sort());
    expect(rows.every((r) => r.statements > 0)).toBe(true);
  });

  test('requests reach the database as authenticator, sign-ins as supabase_auth_admin', async () => {
    const { client } = await signedIn(backend, DEMO.patient.email);
    const { error } = await client.from('profiles').select('role').eq('user_id', DEMO.patient.id).single();
    expect(error).toBeNull();
    const rows = await backend.sql<{ usename: string }>(
      `select distinct usename from pg_stat_activity where datname = current_database() order by usename`,
    );
    expect(rows.map((r) => r.usename)).toEqual(expect.arrayContaining(['authenticator', 'postgres', 'supabase_auth_admin']));
  });
});
