// Where the local server used to be laxer than GoTrue and PostgREST: SMS frequency,
// accounts made by OTP requests, refresh-token reuse, a string `exp`, GET rpc, inbox CORS.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, signedIn, DEMO, startBackend, type LocalBackend } from './helpers';
import { createHmac } from 'node:crypto';

/** Signs with Supabase local's well-known secret, as an attacker who knows it would. */
function signJwt(payload: Record<string, unknown>) {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  const sig = createHmac('sha256', 'super-secret-jwt-token-with-at-least-32-characters-long').update(head).digest('base64url');
  return `${head}.${sig}`;
}

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend({ rateLimits: { smsSent: 1000 } });
});
afterAll(() => backend.stop());

let n = 0;
const freshPhone = () => `+234813${String(Date.now() % 1e5).padStart(5, '0')}${++n}`;
const usersWithPhone = async (phone: string) =>
  (await backend.sql('select count(*)::int as n from auth.users where phone = $1', [phone.slice(1)]))[0]!.n as number;

describe('SMS codes', () => {
  test('one code per number per 60 seconds', async () => {
    const phone = freshPhone();
    const client = anonClient(backend);
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const again = await client.auth.signInWithOtp({ phone });
    expect(again.error?.status).toBe(429);
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(backend.inbox.list({ to: phone })).toHaveLength(1);
    expect((await client.auth.signInWithOtp({ phone: freshPhone() })).error).toBeNull();
  });

  test('a new number gets one account, and none when the send is refused or fails', async () => {
    const phone = freshPhone();
    const client = anonClient(backend);
    await client.auth.signInWithOtp({ phone });
    await client.auth.signInWithOtp({ phone });
    expect(await usersWithPhone(phone)).toBe(1);
    await client.auth.signInWithOtp({ phone: '+2348000000099' });
    expect(await usersWithPhone('+2348000000099')).toBe(0);
  });
});

describe('refresh tokens', () => {
  test('a token reused after the 10 s reuse interval ends the whole session', async () => {
    const { client, session } = await signedIn(backend, DEMO.patient.email);
    const first = session!.refresh_token;
    const { data } = await client.auth.refreshSession();
    expect(data.session).not.toBeNull();
    await backend.sql(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [first]);
    const replay = await anonClient(backend).auth.refreshSession({ refresh_token: first });
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');
    const owner = await anonClient(backend).auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(owner.error).not.toBeNull();
    expect((await anonClient(backend).auth.getUser(data.session!.access_token)).data.user).toBeNull();
  });
});

describe('JWT', () => {
  test('a string exp is refused, not taken for "never expires"', async () => {
    const forged = signJwt({ role: 'service_role', iss: 'supabase-demo', exp: '9999999999' });
    const res = await fetch(`${backend.url}/rest/v1/profiles?select=user_id`, { headers: { apikey: forged, Authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
    const auth = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${forged}` } });
    expect(auth.status).toBe(403);
  });
});

describe('GET /rest/v1/rpc', () => {
  test('runs read-only, as in PostgREST: a write through GET is refused', async () => {
    const { data } = await anonClient(backend).rpc('confirm_user_email', { token: 'f'.repeat(64) }, { get: true });
    expect(data).toBeNull();
    await backend.sql(`create or replace function public.write_probe() returns int language sql as $$ insert into private.confirmation_sends (user_id) values ('${DEMO.patient.id}') returning 1 $$`);
    await backend.sql('grant execute on function public.write_probe() to anon');
    const get = await anonClient(backend).rpc('write_probe', {}, { get: true });
    expect(get.error?.code).toBe('25006');
    expect(get.status).toBe(405);
    const rows = await backend.sql('select count(*)::int as n from private.confirmation_sends where user_id = $1', [DEMO.patient.id]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('the inbox', () => {
  test('answers the app\'s origin only, never echoing any Origin', async () => {
    const own = await fetch(`${backend.inboxUrl}/api/messages`, { headers: { Origin: 'http://127.0.0.1:4173' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const evil = await fetch(`${backend.inboxUrl}/api/messages`, { headers: { Origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const script = await fetch(`${backend.inboxUrl}/api/messages`);
    expect(script.status).toBe(200);
  });
});
