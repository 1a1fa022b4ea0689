import { describe, expect, test } from 'vitest';
import { requireEnv } from './env';

const NAMES = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL'] as const;

describe('requireEnv', () => {
  test('returns every setting when all are present', () => {
    const env: Record<string, string> = {
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      SITE_URL: 'https://magani.health',
    };
    expect(requireEnv((name) => env[name], NAMES)).toEqual(env);
  });

  test('refuses to start without the URL and the key, naming what is missing', () => {
    expect(() => requireEnv(() => undefined, NAMES)).toThrow(
      /Refusing to start: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SITE_URL are not set/,
    );
  });

  test('an empty or blank value counts as missing, never as a default', () => {
    const env: Record<string, string> = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: '  ', SITE_URL: '' };
    expect(() => requireEnv((name) => env[name], NAMES)).toThrow(/SUPABASE_SERVICE_ROLE_KEY, SITE_URL are not set/);
  });
});
