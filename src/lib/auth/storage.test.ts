import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, authStorage, getRememberMe, hasRememberChoice, setRememberMe } from '@/lib/auth/storage';

describe('authStorage (Remember me)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the session only for the browser session when Remember me is off', () => {
    setRememberMe(false);
    authStorage.setItem(AUTH_STORAGE_KEY, 'session-1');
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBe('session-1');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(authStorage.getItem(AUTH_STORAGE_KEY)).toBe('session-1');
  });

  it('keeps it across browser restarts when Remember me is on', () => {
    setRememberMe(true);
    authStorage.setItem(AUTH_STORAGE_KEY, 'session-1');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('session-1');
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('writes a refreshed token back where the session already lives', () => {
    setRememberMe(false);
    authStorage.setItem(AUTH_STORAGE_KEY, 'old');
    setRememberMe(true); // another sign-in elsewhere changed the preference
    authStorage.setItem(AUTH_STORAGE_KEY, 'refreshed');
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBe('refreshed');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('removes the session from both places', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'a');
    sessionStorage.setItem(AUTH_STORAGE_KEY, 'b');
    authStorage.removeItem(AUTH_STORAGE_KEY);
    expect(authStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('remembers by default until the person chooses', () => {
    expect(hasRememberChoice()).toBe(false);
    expect(getRememberMe()).toBe(true);
    setRememberMe(false);
    expect(hasRememberChoice()).toBe(true);
    expect(getRememberMe()).toBe(false);
  });
});
