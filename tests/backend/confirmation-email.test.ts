// The send-confirmation-email function as an attacker holding only the public anon
// key would try it: probing addresses, reading e-mails by user id, flooding, and
// smuggling a message in through the name.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, DEMO, DEMO_PASSWORD, serviceClient, signUp, startBackend, uniqueEmail, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

async function call(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('send-confirmation-email', { body });
  if (!error) return { status: 200, body: data };
  const context = (error as { context?: Response }).context;
  return { status: context?.status ?? 0, body: await context?.json() };
}

describe('who may call it', () => {
  test('the anon key alone gets 401 and sends nothing, by address or by user id', async () => {
    const { user, email } = await signUp(backend, 'patient');
    const anon = anonClient(backend);
    const byAddress = await call(anon, { email });
    const byId = await call(anon, { userId: user.id });
    expect(byAddress).toEqual({ status: 401, body: { success: false, error: 'Sign in to ask for a confirmation e-mail' } });
    expect(byId).toEqual(byAddress);
    expect(backend.inbox.list({ to: email })).toHaveLength(0);
  });

  test('nobody learns an address from a user id, not even their own in the answer', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const own = await call(client, { userId: user.id });
    expect(own).toEqual({ status: 200, body: { success: true } });
    const other = await call(client, { userId: DEMO.patient.id });
    expect(JSON.stringify(other.body)).not.toContain('@');
  });

  test('the service role gets one answer whether or not an address is registered', async () => {
    const service = serviceClient(backend);
    const { email } = await signUp(backend, 'patient');
    const known = await call(service, { email });
    const unknown = await call(service, { email: uniqueEmail('nobody') });
    const confirmed = await call(service, { email: DEMO.patient.email });
    expect(known).toEqual({ status: 200, body: { success: true } });
    expect(unknown).toEqual(known);
    expect(confirmed).toEqual(known);
    expect(backend.inbox.list({ to: email })).toHaveLength(1);
    expect(backend.inbox.list({ to: DEMO.patient.email })).toHaveLength(0);
  });
});

describe('how often', () => {
  test('one e-mail per account per 60 s, held by the database', async () => {
    const { client, email } = await signUp(backend, 'patient');
    const calls = [];
    for (let i = 0; i < 10; i++) calls.push(await call(client, {}));
    expect(calls[0]).toEqual({ status: 200, body: { success: true } });
    expect(calls.slice(1).every((c) => c.status === 429 && /Please wait \d+ seconds/.test(c.body.error))).toBe(true);
    expect(backend.inbox.list({ to: email })).toHaveLength(1);
  });

  test('at most 5 per hour, even when a minute passes between them', async () => {
    const { client, user, email } = await signUp(backend, 'patient');
    const outcomes = [];
    for (let i = 0; i < 7; i++) {
      outcomes.push((await call(client, {})).status);
      // Ages the account's sends by a minute, as waiting would.
      await backend.sql(`update private.confirmation_sends set sent_at = sent_at - interval '61 seconds' where user_id = $1`, [user.id]);
    }
    expect(outcomes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(backend.inbox.list({ to: email })).toHaveLength(5);
    const links = new Set(backend.inbox.list({ to: email }).map((m) => m.links.find((l) => l.includes('/confirm?token='))));
    expect(links.size).toBe(1); // a resend does not cancel the earlier, still valid link
  });
});

describe('names', () => {
  test.each([
    ['a web address', 'URGENT verify at https://evil.example/login'],
    ['a bare domain', 'Visit evil.example now'],
    ['digits', 'Call 08031234567'],
    ['one letter', 'A'],
    ['over 80 characters', 'Ada '.repeat(21).trim()],
  ])('sign-up with %s as the full name is refused by the database', async (_, fullName) => {
    const { error } = await anonClient(backend).auth.signUp({
      email: uniqueEmail('name'), password: DEMO_PASSWORD, options: { data: { full_name: fullName, role: 'patient' } },
    });
    expect(error?.message).toBe('Database error saving new user');
  });

  test.each(['Adébáyọ̀ Ọlá', 'Ụ̀chẹ́ Nwosu', "Ngozi O'Neil-Eze", 'Dr. Chidi Okafor'])('%s is accepted and greeted as plain text', async (fullName) => {
    const { client, email } = await signUp(backend, 'patient', fullName);
    expect((await call(client, {})).status).toBe(200);
    const mail = backend.inbox.latest(email)!;
    expect(mail.text).toContain(`Hello ${fullName},`);
    expect(mail.html).toContain(`Hello ${fullName.replace("'", '&#39;')},`);
  });

  test('a name changed later must follow the same rule', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const { error } = await client.from('profiles').update({ full_name: 'Click https://evil.example' }).eq('user_id', user.id);
    expect(error?.message).toMatch(/profiles_full_name_is_a_name/);
  });
});
