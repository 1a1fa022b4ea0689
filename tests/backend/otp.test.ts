// Phone OTP for logistics providers (with its e-mail fallback), magic links and
// password recovery, read from the local inbox the way a person would.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, DEMO, DEMO_PASSWORD, signUp, startBackend, type LocalBackend } from './helpers';

const TEST_PHONE = '+2348000000000';
const FAILING_PHONE = '+2348000000099';
const SITE = 'http://127.0.0.1:4173';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

/** Follows an e-mailed link to the auth server and returns where the browser would land. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('SMS one-time codes', () => {
  test('the test number receives the fixed code and verifying it signs the provider in', async () => {
    const client = anonClient(backend);
    const sent = await client.auth.signInWithOtp({ phone: TEST_PHONE });
    expect(sent.error).toBeNull();
    expect(backend.inbox.latest(TEST_PHONE)?.otp).toBe('123456');

    const { data, error } = await client.auth.verifyOtp({ phone: TEST_PHONE, token: '123456', type: 'sms' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.phone).toBe('2348000000000');
  });

  test('a real number gets a random 6-digit code that works once', async () => {
    const phone = '+2348031234567';
    const client = anonClient(backend);
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const message = backend.inbox.latest(phone);
    expect(message?.type).toBe('sms');
    expect(message?.otp).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message!.otp!);
    expect((await client.auth.verifyOtp({ phone, token: message!.otp!, type: 'sms' })).error).toBeNull();
    const reuse = await anonClient(backend).auth.verifyOtp({ phone, token: message!.otp!, type: 'sms' });
    expect(reuse.error?.message).toBe('Token has expired or is invalid');
  });

  test('a wrong code is refused', async () => {
    const phone = '+2348031234568';
    const client = anonClient(backend);
    await client.auth.signInWithOtp({ phone });
    const right = backend.inbox.latest(phone)!.otp!;
    const wrong = right === '000000' ? '111111' : '000000';
    const { data, error } = await client.auth.verifyOtp({ phone, token: wrong, type: 'sms' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Token has expired or is invalid');
    expect(error?.status).toBe(403);
  });

  test('an expired code is refused', async () => {
    const phone = '+2348031234569';
    const client = anonClient(backend);
    await client.auth.signInWithOtp({ phone });
    const code = backend.inbox.latest(phone)!.otp!;
    await backend.sql(`update auth.one_time_tokens set created_at = created_at - interval '1 hour' where relates_to = $1`, ['2348031234569']);
    const { error } = await client.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(error?.message).toBe('Token has expired or is invalid');
  });

  test('the failing number reports a provider error, so the app can fall back to e-mail', async () => {
    const { error } = await anonClient(backend).auth.signInWithOtp({ phone: FAILING_PHONE });
    // The Send SMS hook's answer when Termii refuses the number (a new number has no e-mail to fall back to).
    expect(error?.status).toBe(502);
    expect(error?.message).toBe('We could not send an SMS to this number. Check it and try again.');
    expect(backend.inbox.list({ to: FAILING_PHONE })).toHaveLength(0);
  });
});

describe('logistics provider signup after the SMS code', () => {
  test('upserts the tier 1 provider on user_id, idempotently', async () => {
    const phone = '+2348039990001';
    const client = anonClient(backend);
    await client.auth.signInWithOtp({ phone });
    const { data } = await client.auth.verifyOtp({ phone, token: backend.inbox.latest(phone)!.otp!, type: 'sms' });
    const userId = data.user!.id;
    const row = {
      user_id: userId, full_name: 'Tunde Logistics', email: 'tunde@example.test', phone, address: '5 Marina Road, Lagos',
      government_id: 'NIN-12345678', tier: '1', status: 'active', vehicles_allowed: 2, otp_verified_at: new Date().toISOString(),
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error } = await client.from('logistics_providers').upsert(row, { onConflict: 'user_id' });
      expect(error).toBeNull();
    }
    const { data: rows } = await client.from('logistics_providers').select('tier,status,vehicles_allowed,full_name').eq('user_id', userId);
    expect(rows).toEqual([{ tier: '1', status: 'active', vehicles_allowed: 2, full_name: 'Tunde Logistics' }]);

    const upgrade = await client.from('logistics_providers').upsert({ ...row, tier: '3', vehicles_allowed: 50 }, { onConflict: 'user_id' });
    expect(upgrade.error?.message).toMatch(/tier can only be (set|changed) by an administrator/);
    const after = await client.from('logistics_providers').select('tier,vehicles_allowed').eq('user_id', userId).single();
    expect(after.data).toEqual({ tier: '1', vehicles_allowed: 2 });
  });
});

describe('e-mail links', () => {
  test('a magic link to the site root signs the user in from the inbox', async () => {
    const client = anonClient(backend);
    const { error } = await client.auth.signInWithOtp({ email: DEMO.patient.email, options: { emailRedirectTo: `${SITE}/` } });
    expect(error).toBeNull();
    const mail = backend.inbox.latest(DEMO.patient.email)!;
    expect(mail.subject).toBe('Your Magic Link');
    const { location, fragment } = await follow(mail.links[0]!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/`);
    expect(fragment.get('type')).toBe('magiclink');
    const set = await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(set.error).toBeNull();
    expect(set.data.user?.id).toBe(DEMO.patient.id);
  });

  test('the 6-digit code from the same e-mail also works', async () => {
    const client = anonClient(backend);
    await client.auth.signInWithOtp({ email: DEMO.doctor.email });
    const code = backend.inbox.latest(DEMO.doctor.email)!.otp!;
    const { data, error } = await client.auth.verifyOtp({ email: DEMO.doctor.email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(DEMO.doctor.id);
  });

  test('an used or forged link lands on the site with an error instead of a session', async () => {
    await anonClient(backend).auth.signInWithOtp({ email: DEMO.rider.email, options: { emailRedirectTo: `${SITE}/` } });
    const link = backend.inbox.latest(DEMO.rider.email)!.links[0]!;
    await follow(link);
    const { fragment } = await follow(link);
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  test('a redirect to a foreign site is replaced by the site URL', async () => {
    await anonClient(backend).auth.signInWithOtp({ email: DEMO.rider.email, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const { location } = await follow(backend.inbox.latest(DEMO.rider.email)!.links[0]!);
    expect(location.origin).toBe(SITE);
  });

  test('password recovery: the e-mailed link opens /auth/reset-password with a session that can set a new password', async () => {
    const { email } = await signUp(backend, 'patient');
    const client = anonClient(backend);
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/auth/reset-password` });
    expect(sent.error).toBeNull();
    const mail = backend.inbox.latest(email)!;
    expect(mail.subject).toBe('Reset Your Password');
    const { location, fragment } = await follow(mail.links[0]!);
    expect(location.pathname).toBe('/auth/reset-password');
    expect(fragment.get('type')).toBe('recovery');

    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await client.auth.updateUser({ password: 'Brand-new-pass1' })).error).toBeNull();
    const fresh = anonClient(backend);
    expect((await fresh.auth.signInWithPassword({ email, password: DEMO_PASSWORD })).error?.message).toBe('Invalid login credentials');
    expect((await fresh.auth.signInWithPassword({ email, password: 'Brand-new-pass1' })).error).toBeNull();
  });

  test('recovery for an unknown address answers the same but sends nothing', async () => {
    const { error } = await anonClient(backend).auth.resetPasswordForEmail('nobody@example.test', { redirectTo: `${SITE}/auth/reset-password` });
    expect(error).toBeNull();
    expect(backend.inbox.list({ to: 'nobody@example.test' })).toHaveLength(0);
  });
});
