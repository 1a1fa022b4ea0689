import { describe, expect, test } from 'vitest';
import { messages, sendConfirmationEmail, type ConfirmationMail, type ConfirmationEmailOptions } from './confirmation-email.ts';

const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER_ID = '1f8fad5b-d9cb-469f-a165-70867728950e';
const SESSION = 'Bearer user-session';

function setup(issued: Record<string, unknown>, profiles: { user_id: string; language?: string }[] = [{ user_id: USER_ID }]) {
  const sent: ConfirmationMail[] = [];
  const calls: { url: string; body?: string }[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body as string | undefined });
    if (url.endsWith('/auth/v1/user')) {
      const auth = new Headers(init?.headers).get('authorization');
      return { ok: auth === SESSION, status: auth === SESSION ? 200 : 403, json: async () => ({ id: USER_ID }) } as Response;
    }
    const body = url.includes('/rpc/issue_confirmation_email') ? issued : profiles;
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

const send = { status: 'send', email: 'owner@example.test', full_name: 'Ada <Owner>', token: 'a'.repeat(64) };

describe('sendConfirmationEmail', () => {
  test('a signed-in account gets the stored token at its stored address, whatever the body says', async () => {
    const { opts, sent, calls } = setup(send);
    const out = await sendConfirmationEmail(opts, { userId: USER_ID, email: 'attacker@example.test', token: 'forged' }, SESSION);
    expect(out).toEqual({ status: 200, body: { success: true } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('owner@example.test');
    expect(sent[0]!.text).toContain(`http://app.test/confirm?token=${'a'.repeat(64)}`);
    expect(sent[0]!.text).not.toContain('forged');
    expect(sent[0]!.html).toContain('Ada &lt;Owner&gt;');
    expect(calls.find((c) => c.url.endsWith('/rpc/issue_confirmation_email'))?.body).toBe(JSON.stringify({ account: USER_ID }));
  });

  test("the e-mail is in the account's language", async () => {
    const { opts, sent } = setup(send, [{ user_id: USER_ID, language: 'ha' }]);
    await sendConfirmationEmail(opts, { userId: USER_ID }, SESSION);
    expect(sent[0]!.subject).toBe('Tabbatar da asusunku na Magani Health');
    expect(sent[0]!.text).toContain('Sannu Ada <Owner>,');
    expect(sent[0]!.html).toContain('<html lang="ha">');
    expect(sent[0]!.text).not.toContain('Confirm your');
  });

  test('the anon key alone is refused; an account cannot ask for another account', async () => {
    const { opts, sent } = setup(send);
    expect(await sendConfirmationEmail(opts, { userId: USER_ID }, 'Bearer anon-key')).toEqual({ status: 401, body: { success: false, error: messages.signIn } });
    expect(await sendConfirmationEmail(opts, { userId: OTHER_ID }, SESSION)).toEqual({ status: 403, body: { success: false, error: messages.ownOnly } });
    expect(sent).toHaveLength(0);
  });

  test('the service role asking by address gets the same answer for unknown and known addresses', async () => {
    const known = setup(send);
    const unknown = setup(send, []);
    const a = await sendConfirmationEmail(known.opts, { email: 'owner@example.test' }, 'Bearer service-key');
    const b = await sendConfirmationEmail(unknown.opts, { email: 'nobody@example.test' }, 'Bearer service-key');
    expect(a).toEqual(b);
    expect(known.sent).toHaveLength(1);
    expect(unknown.sent).toHaveLength(0);
  });

  test('the database\'s refusals are passed on without sending', async () => {
    const soon = setup({ status: 'too_soon', retry_after: 42 });
    expect(await sendConfirmationEmail(soon.opts, {}, SESSION)).toEqual({ status: 429, body: { success: false, error: messages.tooSoon(42) } });
    const confirmed = setup({ status: 'confirmed' });
    expect((await sendConfirmationEmail(confirmed.opts, {}, SESSION)).status).toBe(409);
    expect((await sendConfirmationEmail(confirmed.opts, { userId: 'not-a-uuid' }, SESSION)).status).toBe(400);
    expect([...soon.sent, ...confirmed.sent]).toHaveLength(0);
  });
});
