import { describe, expect, it } from 'vitest';
import { createSmsHookHandler, hookTexts } from './sms-hook.ts';
import { accountTexts, type AccountLanguage } from './account-texts.ts';
import { signature, verifyWebhook } from './webhook-signature.ts';

const KEY = new Uint8Array(32).map((_, i) => i + 1);
const SECRET = `v1,whsec_${btoa(String.fromCharCode(...KEY))}`;
const NOW = 1_800_000_000;

async function request(body: string, opts: { secretKey?: Uint8Array<ArrayBuffer>; at?: number } = {}) {
  const ts = String(opts.at ?? NOW);
  const sig = await signature(opts.secretKey ?? KEY, 'msg_1', ts, body);
  return new Request('http://hook/', {
    method: 'POST',
    headers: { 'webhook-id': 'msg_1', 'webhook-timestamp': ts, 'webhook-signature': `v1,${sig}` },
    body,
  });
}

function hook(failSms = false, language?: AccountLanguage) {
  const sent: string[] = [];
  const links: string[] = [];
  const handler = createSmsHookHandler({
    secrets: SECRET,
    now: () => NOW * 1000,
    sms: {
      async send(to, text) {
        if (failSms) throw new Error('provider down');
        sent.push(`${to}: ${text}`);
        return 'id-1';
      },
    },
    async mailSignInLink(email) {
      links.push(email);
    },
    ...(language ? { languageOf: async () => language } : {}),
  });
  return { handler, sent, links };
}

const body = (email = '') => JSON.stringify({ user: { id: 'u1', phone: '2348031234567', email }, sms: { otp: '123456' } });

describe('Standard Webhooks signature', () => {
  it('accepts the right secret (also second of two while rotating) and refuses another, a stale time or a changed body', async () => {
    const h = (await request('x')).headers;
    expect(await verifyWebhook(SECRET, h, 'x', NOW)).toEqual({ ok: true });
    expect(await verifyWebhook(`v1,whsec_${btoa('another secret of 32 characters!')}|${SECRET}`, h, 'x', NOW)).toEqual({ ok: true });
    expect((await verifyWebhook(`v1,whsec_${btoa('another secret of 32 characters!')}`, h, 'x', NOW)).ok).toBe(false);
    expect((await verifyWebhook(SECRET, h, 'y', NOW)).ok).toBe(false);
    expect(await verifyWebhook(SECRET, h, 'x', NOW + 6 * 60)).toEqual({ ok: false, reason: 'timestamp too old or too new' });
  });
});

describe('the Send SMS hook', () => {
  it('sends the code by SMS when the signature is right, and nothing when it is wrong', async () => {
    const { handler, sent } = hook();
    const bad = await handler(await request(body(), { secretKey: new Uint8Array(32) }));
    expect(bad.status).toBe(401);
    expect(sent).toEqual([]);
    const good = await handler(await request(body()));
    expect(good.status).toBe(200);
    expect(sent).toEqual([`2348031234567: ${hookTexts.code('123456')}`]);
  });

  it('when the provider fails: a sign-in link to the account e-mail and a message saying so; without one, an error', async () => {
    const withEmail = hook(true);
    const answer = await withEmail.handler(await request(body('ada@example.test')));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: { http_code: 503, message: hookTexts.linkSent } });
    expect(withEmail.links).toEqual(['ada@example.test']);
    const without = hook(true);
    const plain = await without.handler(await request(body()));
    expect((await plain.json()).error.message).toBe(hookTexts.failed);
    expect(without.links).toEqual([]);
  });

  it("writes the code and the refusals in the account's language", async () => {
    const yoruba = hook(false, 'yo');
    expect((await yoruba.handler(await request(body()))).status).toBe(200);
    expect(yoruba.sent).toEqual([`2348031234567: ${accountTexts.yo.code('123456')}`]);
    expect(yoruba.sent[0]).toContain('Kóòdù');
    const failing = hook(true, 'ha');
    const answer = await failing.handler(await request(body()));
    expect((await answer.json()).error.message).toBe(accountTexts.ha.smsFailed);
  });

  it('the code text fits in one SMS', () => {
    expect(hookTexts.code('12345678').length).toBeLessThanOrEqual(160);
  });
});
