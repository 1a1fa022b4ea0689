import { describe, expect, test } from 'vitest';
import { sendConfirmationEmail, type ConfirmationMail, type ConfirmationEmailOptions } from './confirmation-email.ts';

const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const future = new Date(Date.now() + 3_600_000).toISOString();
const past = new Date(Date.now() - 1_000).toISOString();

function setup(profile: Record<string, unknown> | undefined) {
  const sent: ConfirmationMail[] = [];
  const calls: string[] = [];
  const fetchStub = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const body = url.includes('/rpc/resend_confirmation_token')
      ? { success: true, token: 'b'.repeat(64), email: 'owner@example.test', full_name: 'Owner' }
      : profile ? [profile] : [];
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
  const opts: ConfirmationEmailOptions = {
    supabaseUrl: 'http://api.test',
    serviceRoleKey: 'service-key',
    siteUrl: 'http://app.test/',
    transport: { send: async (mail) => void sent.push(mail) },
    fetch: fetchStub,
  };
  return { opts, sent, calls };
}

const account = (overrides: Record<string, unknown> = {}) => ({
  user_id: USER_ID, email: 'owner@example.test', full_name: 'Ada <Owner>', role: 'patient', email_confirmed: false,
  confirmation_token: 'a'.repeat(64), confirmation_token_expires_at: future, ...overrides,
});

describe('sendConfirmationEmail', () => {
  test('mails the stored token to the stored address, whatever the body says', async () => {
    const { opts, sent } = setup(account());
    const out = await sendConfirmationEmail(opts, { userId: USER_ID, email: 'attacker@example.test', token: 'forged' });
    expect(out).toEqual({ status: 200, body: { success: true, email: 'owner@example.test' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('owner@example.test');
    expect(sent[0]!.text).toContain(`http://app.test/confirm?token=${'a'.repeat(64)}`);
    expect(sent[0]!.text).not.toContain('forged');
    expect(sent[0]!.html).toContain('Ada &lt;Owner&gt;');
  });

  test('replaces an expired token with a fresh one', async () => {
    const { opts, sent, calls } = setup(account({ confirmation_token_expires_at: past }));
    await sendConfirmationEmail(opts, { userId: USER_ID });
    expect(calls.some((c) => c.endsWith('/rpc/resend_confirmation_token'))).toBe(true);
    expect(sent[0]!.text).toContain('b'.repeat(64));
  });

  test('refuses bad input, unknown and confirmed accounts without sending', async () => {
    expect((await sendConfirmationEmail(setup(account()).opts, { userId: 'not-a-uuid' })).status).toBe(400);
    expect((await sendConfirmationEmail(setup(account()).opts, {})).status).toBe(400);
    const unknown = setup(undefined);
    expect((await sendConfirmationEmail(unknown.opts, { userId: USER_ID })).status).toBe(404);
    const confirmed = setup(account({ email_confirmed: true }));
    expect(await sendConfirmationEmail(confirmed.opts, { userId: USER_ID })).toEqual({
      status: 409, body: { success: false, error: 'Email already confirmed' },
    });
    expect([...unknown.sent, ...confirmed.sent]).toHaveLength(0);
  });
});
