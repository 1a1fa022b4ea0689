// profiles.language: each person sets their own (set_my_language), reads it back with their
// profile, and nobody sets another's. Server texts follow it (message-languages.test.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, confirmedPatient, DEMO, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

const languageOf = async (userId: string) =>
  (await backend.sql<{ language: string | null }>('select language from public.profiles where user_id = $1', [userId]))[0]!.language;

describe('profiles.language', () => {
  test('a new account has none (English); its owner sets each language and reads it with the profile', async () => {
    const { client, user } = await confirmedPatient(backend);
    const before = await client.from('profiles').select('role,email_confirmed,language').eq('user_id', user.id).single();
    expect(before.error).toBeNull();
    expect(before.data).toEqual({ role: 'patient', email_confirmed: true, language: null });
    for (const language of ['ha', 'yo', 'ig', 'pcm', 'en']) {
      const saved = await client.rpc('set_my_language', { p_language: language });
      expect(saved.error).toBeNull();
      expect(saved.data).toBe(language);
      const read = await client.from('profiles').select('language').eq('user_id', user.id).single();
      expect(read.data).toEqual({ language });
    }
  });

  test("a new account starts in its device's language, and its confirmation e-mail is written in it", async () => {
    const yoruba = await signUp(backend, 'patient', 'Adé Ọlá', { language: 'yo' });
    expect(await languageOf(yoruba.user.id)).toBe('yo');
    const sent = await yoruba.client.functions.invoke('send-confirmation-email', { body: { userId: yoruba.user.id } });
    expect(sent.error).toBeNull();
    const mail = backend.inbox.latest(yoruba.email)!;
    expect(mail.subject).toBe('Ẹ jẹ́rìí àkọọ́lẹ̀ Magani Health yín');
    expect(mail.text).toContain('Ẹ n lẹ́ Adé Ọlá,');
    expect(mail.links.some((link) => link.includes('/confirm?token='))).toBe(true);
    // A language the app does not speak is English (no language), as before.
    const other = await signUp(backend, 'patient', 'Test', { language: 'fr' });
    expect(await languageOf(other.user.id)).toBeNull();
  });

  test('other values are refused with a clear error and change nothing', async () => {
    const { client, user } = await confirmedPatient(backend);
    expect((await client.rpc('set_my_language', { p_language: 'yo' })).error).toBeNull();
    for (const bad of ['fr', 'EN', 'hausa', '', null]) {
      const { error } = await client.rpc('set_my_language', { p_language: bad });
      expect(error?.message).toBe('Unknown language: choose en, pcm, ha, yo or ig');
      expect(error?.hint).toBe('language');
    }
    expect(await languageOf(user.id)).toBe('yo');
  });

  test('nobody sets another person\'s language: the function has no target, and the column is not writable', async () => {
    const patient = await confirmedPatient(backend);
    const other = await confirmedPatient(backend);
    expect((await other.client.rpc('set_my_language', { p_language: 'ig' })).data).toBe('ig');
    // An extra argument naming someone else does not reach any function.
    const aimed = await patient.client.rpc('set_my_language', { p_language: 'ha', p_user: other.user.id });
    expect(aimed.error).not.toBeNull();
    // A direct update of the column, on one's own row or another's, is refused.
    const direct = await patient.client.from('profiles').update({ language: 'ha' }).eq('user_id', other.user.id).select();
    expect(direct.error?.message).toMatch(/permission denied/);
    const own = await patient.client.from('profiles').update({ language: 'ha' }).eq('user_id', patient.user.id).select();
    expect(own.error?.message).toMatch(/permission denied/);
    // Another account's row is not readable either.
    const peek = await patient.client.from('profiles').select('language').eq('user_id', other.user.id);
    expect(peek.data).toEqual([]);
    expect(await languageOf(other.user.id)).toBe('ig');
    expect(await languageOf(patient.user.id)).toBeNull();
  });

  test('signed out it is refused; a demo account of each role sets its own', async () => {
    const { error } = await anonClient(backend).rpc('set_my_language', { p_language: 'ha' });
    expect(error).not.toBeNull();
    for (const account of [DEMO.pharmacy, DEMO.doctor, DEMO.rider]) {
      const { client } = await signedIn(backend, account.email);
      expect((await client.rpc('set_my_language', { p_language: 'pcm' })).data).toBe('pcm');
      expect(await languageOf(account.id)).toBe('pcm');
      expect((await client.rpc('set_my_language', { p_language: 'en' })).data).toBe('en');
    }
  });
});
