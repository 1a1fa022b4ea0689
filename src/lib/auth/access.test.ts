import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/auth/storage';

const getSession = vi.fn();
const maybeSingle = vi.fn();
const loadSupabase = vi.fn(async () => ({
  auth: { getSession },
  from: () => ({ select: () => ({ eq: () => ({ maybeSingle: () => ({ retry: () => maybeSingle() }) }) }) }),
}));
vi.mock('@/lib/auth/client', () => ({ loadSupabase }));

const { hasRole, ROLE_CHECK_PATIENCE_MS } = await import('@/lib/auth/access');
const { forgetProfiles } = await import('@/lib/auth/profile');

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  localStorage.clear();
  forgetProfiles();
  loadSupabase.mockClear();
  getSession.mockResolvedValue({ data: { session: { user: { id: 'user-1' } } } });
  maybeSingle.mockReset();
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a', user: { id: 'user-1' } }));
});

afterEach(() => {
  setOnline(true);
  vi.useRealTimers();
});

const rememberRole = (role: string) =>
  localStorage.setItem('magani-auth-profile', JSON.stringify({ userId: 'user-1', role, dashboard: `/dashboard/${role}`, emailConfirmed: true }));

describe('role check of guarded pages', () => {
  it('answers from the stored role at once when the device is offline, without loading the client', async () => {
    rememberRole('pharmacy');
    setOnline(false);
    await expect(hasRole('pharmacy')).resolves.toBe(true);
    await expect(hasRole('admin')).resolves.toBe(false);
    expect(loadSupabase).not.toHaveBeenCalled();
  });

  it('asks the server when online, and the server decides', async () => {
    rememberRole('admin');
    maybeSingle.mockResolvedValue({ data: { role: 'patient', email_confirmed: true }, error: null });
    await expect(hasRole('admin')).resolves.toBe(false);
  });

  it('falls back to the stored role as soon as the lookup fails for want of a network', async () => {
    rememberRole('pharmacy');
    maybeSingle.mockResolvedValue({ data: null, error: { message: 'TypeError: Failed to fetch', code: '' } });
    const started = Date.now();
    await expect(hasRole('pharmacy')).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('stops waiting for a server that does not answer', async () => {
    vi.useFakeTimers();
    rememberRole('pharmacy');
    maybeSingle.mockReturnValue(new Promise(() => {}));
    const answer = hasRole('pharmacy');
    await vi.advanceTimersByTimeAsync(ROLE_CHECK_PATIENCE_MS);
    await expect(answer).resolves.toBe(true);
  });

  it('never lets anyone in on a stored role when there is none', async () => {
    setOnline(false);
    maybeSingle.mockResolvedValue({ data: null, error: { message: 'TypeError: Failed to fetch', code: '' } });
    await expect(hasRole('pharmacy')).resolves.toBe(false);
  });
});
