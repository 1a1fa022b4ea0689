// SMS codes through Auth's Send SMS hook: the local backend calls the send-sms-hook edge function
// exactly as hosted Auth does (payload and Standard Webhooks signature), the function sends through
// the Termii stand-in, a request with a wrong or stale signature sends nothing, and when the
// provider fails an account with an e-mail address is mailed a sign-in link and told so.
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, confirmedPatient, startBackend, type LocalBackend } from './helpers';

const FAILING_PHONE = '+2348000000099';
let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

function signed(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const id = `msg_${randomBytes(8).toString('hex')}`;
  const key = Buffer.from(secret.replace(/^v1,whsec_/, ''), 'base64');
  const sig = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'Content-Type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${sig}` };
}

const callHook = (headers: Record<string, string>, body: string) =>
  fetch(`${backend.url}/functions/v1/send-sms-hook`, { method: 'POST', headers, body });

const hookBody = (phone: string, otp: string) => JSON.stringify({ user: { id: crypto.randomUUID(), phone, email: '' }, sms: { otp } });

describe('the Send SMS hook', () => {
  test('a sign-in code goes through the hook to Termii on the DND route, and the inbox shows it', async () => {
    const phone = '+2348061230001';
    const { error } = await anonClient(backend).auth.signInWithOtp({ phone });
    expect(error).toBeNull();
    const sent = backend.providers.state.sms.filter((s) => s.to === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: 'Magani', channel: 'dnd' });
    expect(sent[0]!.sms).toMatch(/^Your Magani Health code is \d{6}\. Do not share it with anyone\.$/);
    const message = backend.inbox.latest(phone);
    expect(message?.type).toBe('sms');
    expect(sent[0]!.sms).toContain(message!.otp!);
    const verified = await anonClient(backend).auth.verifyOtp({ phone, token: message!.otp!, type: 'sms' });
    expect(verified.error).toBeNull();
  });

  test("the code comes in the account's language: a Hausa account signing in by phone", async () => {
    const { user, client } = await confirmedPatient(backend);
    expect((await client.rpc('set_my_language', { p_language: 'ha' })).error).toBeNull();
    const phone = '+2348061230007';
    await backend.sql(`update auth.users set phone = $2 where id = $1`, [user.id, phone.slice(1)]);
    const { error } = await anonClient(backend).auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    const sent = backend.providers.state.sms.filter((s) => s.to === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sms).toMatch(/^Lambar Magani Health ɗinku: \d{6}\. Kada ku bayyana ta ga kowa\.$/);
  });

  test('a correctly signed request is sent; a wrong secret, a changed body or an old timestamp sends nothing', async () => {
    const secret = backend.providers.smsHookSecret;
    expect(secret).toMatch(/^v1,whsec_[A-Za-z0-9+/=]{40,}$/);
    const phone = '+2348061230002';
    const body = hookBody(phone, '424242');
    const other = `v1,whsec_${randomBytes(32).toString('base64')}`;

    const wrong = await callHook(signed(other, body), body);
    expect(wrong.status).toBe(401);
    const changed = await callHook(signed(secret, body), hookBody(phone, '999999'));
    expect(changed.status).toBe(401);
    const stale = await callHook(signed(secret, body, Math.floor(Date.now() / 1000) - 10 * 60), body);
    expect(stale.status).toBe(401);
    const unsigned = await callHook({ 'Content-Type': 'application/json' }, body);
    expect(unsigned.status).toBe(401);
    expect(backend.providers.state.sms.filter((s) => s.to === phone)).toHaveLength(0);
    expect(backend.inbox.list({ to: phone })).toHaveLength(0);

    const good = await callHook(signed(secret, body), body);
    expect(good.status).toBe(200);
    expect(backend.inbox.list({ to: phone }).map((m) => m.otp)).toEqual(['424242']);
  });

  test('when Termii fails, an account with an e-mail address gets a sign-in link by e-mail and is told so', async () => {
    const { user, email } = await confirmedPatient(backend);
    await backend.sql(`update auth.users set phone = $2 where id = $1`, [user.id, FAILING_PHONE.slice(1)]);
    const { error } = await anonClient(backend).auth.signInWithOtp({ phone: FAILING_PHONE, options: { shouldCreateUser: false } });
    expect(error?.message).toBe('We could not send an SMS to this number, so we e-mailed you a sign-in link instead.');
    expect(backend.inbox.list({ to: FAILING_PHONE })).toHaveLength(0);
    const mail = backend.inbox.latest(email);
    expect(mail?.subject).toBe('Your Magic Link');
    const landed = await fetch(mail!.links[0]!, { redirect: 'manual' });
    expect(landed.status).toBe(303);
    expect(new URLSearchParams(new URL(landed.headers.get('location')!).hash.slice(1)).get('access_token')).toBeTruthy();
    // The failed code is not left behind to be guessed.
    const left = await backend.sql(`select count(*)::int as n from auth.one_time_tokens where user_id = $1 and token_type = 'sms'`, [user.id]);
    expect(left[0]!.n).toBe(0);
  });

  test('when Termii is down, a new number gets an error and no account', async () => {
    backend.providers.state.smsDown = true;
    try {
      const phone = '+2348061230003';
      const { error } = await anonClient(backend).auth.signInWithOtp({ phone });
      expect(error?.message).toBe('We could not send an SMS to this number. Check it and try again.');
      expect(await backend.sql(`select 1 from auth.users where phone = $1`, [phone.slice(1)])).toHaveLength(0);
    } finally {
      backend.providers.state.smsDown = false;
    }
  });
});
