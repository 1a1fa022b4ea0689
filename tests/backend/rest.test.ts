// The PostgREST subset: filters, ordering, single-object responses, return
// preferences, upsert, rpc and errors, as supabase-js sees them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, DEMO, serviceClient, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

const db = () => serviceClient(backend);
const demoIds = Object.values(DEMO).map((d) => d.id);

describe('select', () => {
  test('eq, neq, in, is, order and limit', async () => {
    const roles = await db().from('profiles').select('role').in('user_id', demoIds).order('role', { ascending: true });
    expect(roles.data?.map((r) => r.role)).toEqual(['admin', 'doctor', 'patient', 'pharmacy', 'rider']);
    const notAdmin = await db().from('profiles').select('role').in('user_id', demoIds).neq('role', 'admin').order('role', { ascending: false }).limit(2);
    expect(notAdmin.data).toEqual([{ role: 'rider' }, { role: 'pharmacy' }]);
    const eq = await db().from('profiles').select('email').eq('role', 'doctor').eq('user_id', DEMO.doctor.id);
    expect(eq.data).toEqual([{ email: DEMO.doctor.email }]);
    const tokenless = await db().from('profiles').select('user_id').in('user_id', demoIds).is('confirmation_token', null);
    expect(tokenless.data).toHaveLength(5);
  });

  test('column aliases and exact counts', async () => {
    const { data, count } = await db().from('profiles').select('kind:role', { count: 'exact' }).eq('user_id', DEMO.rider.id);
    expect(data).toEqual([{ kind: 'rider' }]);
    expect(count).toBe(1);
  });

  test('single() returns an object, and 406 PGRST116 when there is no row', async () => {
    const one = await db().from('profiles').select('role').eq('user_id', DEMO.admin.id).single();
    expect(one.data).toEqual({ role: 'admin' });
    const none = await db().from('profiles').select('role').eq('user_id', '00000000-0000-4000-8000-000000000000').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows', message: 'Cannot coerce the result to a single JSON object' });
    const maybe = await db().from('profiles').select('role').eq('user_id', '00000000-0000-4000-8000-000000000000').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  test('unknown tables and bad identifiers are rejected before reaching SQL', async () => {
    const missing = await db().from('no_such_table').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
    const injected = await db().from('profiles').select('role; drop table profiles');
    expect(injected.status).toBe(400);
    const stillThere = await db().from('profiles').select('user_id').eq('user_id', DEMO.patient.id);
    expect(stillThere.data).toHaveLength(1);
  });

  test('a value full of SQL is just a value', async () => {
    const { data, error } = await db().from('profiles').select('role').eq('email', "x' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('writes', () => {
  test('insert with return=minimal answers 201 without a body; with select() it returns the row', async () => {
    const minimal = await db().from('logistics_providers').insert({ user_id: DEMO.rider.id, full_name: 'Dayo', phone: '+2348000000001' });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const conflict = await db().from('logistics_providers').insert({ user_id: DEMO.rider.id, full_name: 'Dayo', phone: '+2348000000001' });
    expect(conflict.status).toBe(409);
    expect(conflict.error?.code).toBe('23505');
    const upsert = await db()
      .from('logistics_providers')
      .upsert({ user_id: DEMO.rider.id, full_name: 'Dayo Updated', phone: '+2348000000001' }, { onConflict: 'user_id' })
      .select('full_name,tier,status,vehicles_allowed')
      .single();
    expect(upsert.data).toEqual({ full_name: 'Dayo Updated', tier: '1', status: 'active', vehicles_allowed: 2 });
  });

  test('update and delete apply their filters', async () => {
    await db().from('logistics_providers').insert({ user_id: DEMO.doctor.id, full_name: 'Chidi', phone: '+2348000000002' });
    const updated = await db().from('logistics_providers').update({ address: '7 Awolowo Road' }).eq('user_id', DEMO.doctor.id).select('address');
    expect(updated.data).toEqual([{ address: '7 Awolowo Road' }]);
    const deleted = await db().from('logistics_providers').delete().eq('user_id', DEMO.doctor.id).select('full_name');
    expect(deleted.data).toEqual([{ full_name: 'Chidi' }]);
    expect((await db().from('logistics_providers').select('id').eq('user_id', DEMO.doctor.id)).data).toEqual([]);
  });

  test('an unknown rpc answers 404 PGRST202', async () => {
    const { error, status } = await anonClient(backend).rpc('no_such_function', { a: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});

describe('HTTP edges', () => {
  test('a request without an API key is refused', async () => {
    const res = await fetch(`${backend.url}/rest/v1/profiles?select=role`);
    expect(res.status).toBe(401);
    const auth = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', body: '{}' });
    expect(auth.status).toBe(401);
  });

  test('a forged token is refused', async () => {
    const forged = `${backend.anonKey.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    const res = await fetch(`${backend.url}/rest/v1/profiles?select=role`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
  });

  test('CORS preflight allows the headers supabase-js sends from the app origin', async () => {
    const res = await fetch(`${backend.url}/storage/v1/object/licenses/x.pdf`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,content-type,x-upsert,prefer,accept-profile,content-profile,range,x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['apikey', 'authorization', 'x-client-info', 'x-upsert', 'prefer', 'range']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('DELETE');
  });
});
