import { describe, expect, it } from 'vitest';
import { smsParts } from '../../../tests/sms-parts';
import { accountLanguage, accountLanguages, accountTexts } from './account-texts.ts';

describe('account texts', () => {
  it.each(accountLanguages)('%s: the code SMS is one part with a 6- or 10-digit code, and carries the code', (language) => {
    for (const otp of ['123456', '1234567890']) {
      const text = accountTexts[language].code(otp);
      expect(text).toContain(otp);
      expect(smsParts(text).parts, `${language}: ${text}`).toBe(1);
    }
  });

  it('each language has its own words (no English left in another language)', () => {
    for (const language of accountLanguages.filter((l) => l !== 'en' && l !== 'pcm')) {
      const texts = accountTexts[language];
      expect(texts.code('1')).not.toContain('code is');
      expect(texts.confirmSubject).not.toBe(accountTexts.en.confirmSubject);
      expect(texts.confirmExpiry).not.toBe(accountTexts.en.confirmExpiry);
      expect(texts.smsFailed).not.toBe(accountTexts.en.smsFailed);
    }
  });

  it("reads the account's language from its profile, else the sign-up's, else English", async () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const answering = (rows: unknown, ok = true) => (async () => ({ ok, json: async () => rows }) as Response) as typeof fetch;
    const base = { supabaseUrl: 'http://api.test', serviceRoleKey: 'key', userId: id };
    expect(await accountLanguage({ ...base, fetch: answering([{ language: 'ha' }]) })).toBe('ha');
    expect(await accountLanguage({ ...base, metadata: { language: 'yo' }, fetch: answering([{ language: null }]) })).toBe('yo');
    expect(await accountLanguage({ ...base, metadata: { language: 'yo' }, fetch: answering([], false) })).toBe('yo');
    expect(await accountLanguage({ ...base, metadata: { language: 'xx' }, fetch: answering([{ language: 'fr' }]) })).toBe('en');
    const failing = (async () => {
      throw new Error('down');
    }) as typeof fetch;
    expect(await accountLanguage({ ...base, fetch: failing })).toBe('en');
  });
});
