import { describe, expect, it } from 'vitest';
import { isAppNavigation, prerenderedPageFor } from './navigation-rules';
import { SYNC_TAG as workerTag } from './sync-tag';
import { SYNC_TAG as pageTag } from '../src/lib/pwa/background-sync';

describe('navigations the worker answers from the precache', () => {
  it('answers every app route, with or without a query', () => {
    for (const path of ['/', '/about', '/drugs/search?q=para', '/confirm?token=a.b', '/dashboard/patient', '/no-such-page']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('leaves the Supabase API alone, whatever the origin serves', () => {
    for (const path of ['/auth/v1/verify?token=x', '/rest/v1/prescriptions', '/storage/v1/object/x', '/functions/v1/send-confirmation-email', '/auth/v1']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });

  it('leaves files alone', () => {
    for (const path of ['/robots.txt', '/sw.js', '/data/medications.json', '/icons/icon-192.png']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });

  it('looks for a prerendered page in <route>/index.html', () => {
    expect(prerenderedPageFor('/about')).toBe('/about/index.html');
    expect(prerenderedPageFor('/about/')).toBe('/about/index.html');
    expect(prerenderedPageFor('/')).toBe('/index.html');
  });

  it('wakes pages for the same Background Sync tag the page registers', () => {
    expect(workerTag).toBe(pageTag);
  });
});
