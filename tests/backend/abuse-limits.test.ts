// Limits a throwaway caller meets: wrong passwords per account, recovery e-mails per address,
// sign-ins and sign-ups per IP (config.toml's 30 per 5 minutes), signed links of at most an hour,
// contact messages per address and per IP, and a length limit on every free-text column.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, DEMO, DEMO_PASSWORD, pdf, signedIn, signUp, startBackend, uniqueEmail, type LocalBackend } from './helpers';
import { testEngine } from './pg-database';

let backend: LocalBackend;
beforeAll(async () => {
  // config.toml's own sign-in limit (30 per IP per 5 minutes), not the test default.
  backend = await startBackend({ rateLimits: { signInSignUps: 30 } });
});
afterAll(async () => {
  await backend?.stop();
});

// Each password check hashes with bcrypt: a few dozen of them take a while on a busy machine.
const SIGN_INS = 180_000;

const password = (email: string, pw: string) => anonClient(backend).auth.signInWithPassword({ email, password: pw });

describe('sign-in and sign-up', () => {
  test('10 wrong passwords lock the account for 15 minutes, even with the right one', async () => {
    backend.resetRateLimits();
    const { email, user } = await signUp(backend, 'patient');
    for (let i = 0; i < 9; i++) expect((await password(email, `wrong-${i}`)).error?.message).toBe('Invalid login credentials');
    const tenth = await password(email, 'wrong-9');
    expect(tenth.error?.message).toBe('Too many wrong passwords for this account. Try again in 15 minutes, or reset your password.');
    const right = await password(email, DEMO_PASSWORD);
    expect(right.data.session).toBeNull();
    expect(right.error?.message).toMatch(/^Too many wrong passwords for this account/);
    // Once the failures are older than 15 minutes, the right password works again.
    await backend.sql(`update private.sign_in_failures set failed_at = failed_at - interval '16 minutes' where user_id = $1`, [user.id]);
    expect((await password(email, DEMO_PASSWORD)).error).toBeNull();
  }, SIGN_INS);

  test('9 wrong passwords then the right one sign in, and the count starts again', async () => {
    backend.resetRateLimits();
    const { email } = await signUp(backend, 'patient');
    for (let i = 0; i < 9; i++) await password(email, `wrong-${i}`);
    expect((await password(email, DEMO_PASSWORD)).error).toBeNull();
    for (let i = 0; i < 9; i++) await password(email, `wrong-${i}`);
    expect((await password(email, DEMO_PASSWORD)).error).toBeNull();
  }, SIGN_INS);

  test('the 31st sign-up or sign-in from one IP within 5 minutes gets 429', async () => {
    backend.resetRateLimits();
    for (let i = 0; i < 30; i++) {
      const res = i % 2 === 0
        ? await anonClient(backend).auth.signUp({ email: uniqueEmail('burst'), password: DEMO_PASSWORD })
        : await password(DEMO.patient.email, DEMO_PASSWORD);
      expect(res.error, `request ${i + 1}`).toBeNull();
    }
    const refused = await anonClient(backend).auth.signUp({ email: uniqueEmail('burst'), password: DEMO_PASSWORD });
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.code).toBe('over_request_rate_limit');
    backend.resetRateLimits();
  }, SIGN_INS);

  test('a second recovery e-mail to one address within a minute is refused; another address is not held up', async () => {
    backend.resetRateLimits();
    const client = anonClient(backend);
    expect((await client.auth.resetPasswordForEmail(DEMO.rider.email)).error).toBeNull();
    const again = await client.auth.resetPasswordForEmail(DEMO.rider.email);
    expect(again.error?.status).toBe(429);
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(backend.inbox.list({ to: DEMO.rider.email })).toHaveLength(1);
    expect((await client.auth.resetPasswordForEmail(DEMO.doctor.email)).error).toBeNull();
  });
});

describe('signed links', () => {
  test('a link valid for more than an hour is refused; an hour is allowed', async () => {
    backend.resetRateLimits();
    const { client, user } = await signedIn(backend, DEMO.patient.email);
    const path = `${user.id}/signed-cap/page.pdf`;
    expect((await client.storage.from('prescriptions').upload(path, pdf())).error).toBeNull();
    const tenYears = await client.storage.from('prescriptions').createSignedUrl(path, 10 * 365 * 24 * 3600);
    expect(tenYears.data).toBeNull();
    expect(tenYears.error?.message).toBe('expiresIn must be at most 3600 seconds (one hour)');
    expect((await client.storage.from('prescriptions').createSignedUrl(path, 3600)).error).toBeNull();
  });
});

const contact = (email: string, client = anonClient(backend)) =>
  client.from('contact_messages').insert({
    client_id: crypto.randomUUID(), name: 'Amina Bello', email, subject: 'Delivery question', message: 'When will my order arrive?',
  });

describe('contact messages', () => {
  test('3 per hour from one address, 10 per hour from one IP; the limit message is clear', async () => {
    await backend.sql('delete from private.contact_sends');
    const email = uniqueEmail('contact');
    for (let i = 0; i < 3; i++) expect((await contact(email)).error).toBeNull();
    const fourth = await contact(email);
    expect(fourth.error?.message).toBe('You have sent 3 messages in the last hour. Please wait before sending another.');
    for (let i = 0; i < 7; i++) expect((await contact(uniqueEmail('other'))).error).toBeNull();
    const eleventh = await contact(uniqueEmail('other'));
    expect(eleventh.error?.message).toBe('Too many messages from your network in the last hour. Please wait before sending another.');
    const stored = await backend.sql(`select count(*)::int as n from public.contact_messages where email like 'contact.%' or email like 'other.%'`);
    expect(stored[0]!.n).toBe(10);
  });

  test.skipIf(testEngine === 'pglite')('on PostgreSQL, 8 messages from one address sent side by side: exactly 3 are stored', async () => {
    await backend.sql('delete from private.contact_sends');
    const email = uniqueEmail('burst-contact');
    const results = await Promise.all(Array.from({ length: 8 }, () => contact(email)));
    expect(results.filter((r) => r.error === null).length).toBe(3);
    expect((await backend.sql('select count(*)::int as n from public.contact_messages where email = $1', [email]))[0]!.n).toBe(3);
  });
});

describe('lengths', () => {
  test('every text column of every public table has a check constraint (its length limit)', async () => {
    const unchecked = await backend.sql(`
      select c.table_name || '.' || c.column_name as col
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and (c.data_type in ('text', 'character varying', 'jsonb') or c.udt_name = '_text')
        and not exists (
          select 1 from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
          where k.conrelid = format('public.%I', c.table_name)::regclass and k.contype = 'c' and a.attname = c.column_name)
      order by 1`);
    expect(unchecked.map((r) => r.col)).toEqual([]);
  });

  test('a pharmacy address of a megabyte is refused', async () => {
    const pharmacy = await signUp(backend, 'pharmacy');
    const res = await pharmacy.client.from('pharmacies').insert({ name: 'Long Pharmacy', address: 'x'.repeat(1024 * 1024) });
    expect(res.error?.code).toBe('23514');
  });
});
