import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasStoredSession } from '@/lib/auth/hint';
import { onSignOut } from '@/lib/auth/sign-out-hooks';
import { registerClientSignOut, setSignOutRevokeScheduler } from '@/lib/auth/sign-out-handlers';
import { signOut, signOutRevokeStep } from '@/lib/auth/sign-out';
import { AUTH_STORAGE_KEY } from '@/lib/auth/storage';

const session = { access_token: 'access-1', refresh_token: 'refresh-1', user: { id: 'user-1' } };

describe('signOut', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    localStorage.setItem('magani-auth-profile', JSON.stringify({ userId: 'user-1', role: 'patient', dashboard: '/dashboard/patient' }));
  });

  it('forgets the session at once, wipes per-user data, then hands the revoke over', async () => {
    const order: string[] = [];
    const schedule = vi.fn(() => {
      order.push('revoke');
    });
    setSignOutRevokeScheduler(schedule);
    registerClientSignOut(async () => {
      order.push('client');
    });
    const off = onSignOut((userId) => {
      order.push(`wipe ${userId}`);
      expect(hasStoredSession()).toBe(false); // nothing of the session is readable any more
    });
    const broken = onSignOut(() => {
      throw new Error('disk full');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await signOut();
    await Promise.resolve();

    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('magani-auth-profile')).toBeNull();
    expect(schedule).toHaveBeenCalledWith({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(order).toEqual(['client', 'wipe user-1', 'revoke']);
    off();
    broken();
  });

  it('has nothing to revoke when nobody was signed in', async () => {
    localStorage.clear();
    const schedule = vi.fn();
    setSignOutRevokeScheduler(schedule);
    await signOut();
    expect(schedule).not.toHaveBeenCalled();
  });
});

describe('signOutRevokeStep', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  const reply = (status: number, body?: unknown) => new Response(body ? JSON.stringify(body) : null, { status });

  it('revokes this device’s session with its access token', async () => {
    fetchMock.mockResolvedValueOnce(reply(204));
    await expect(signOutRevokeStep({ accessToken: 'a' })).resolves.toEqual({ revoked: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/auth\/v1\/logout\?scope=local$/);
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer a');
  });

  it('swaps an expired access token for a fresh one before revoking', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(401))
      .mockResolvedValueOnce(reply(200, { access_token: 'fresh' }))
      .mockResolvedValueOnce(reply(204));
    await expect(signOutRevokeStep({ accessToken: 'old', refreshToken: 'r' })).resolves.toEqual({ revoked: true });
    expect((fetchMock.mock.calls[2]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer fresh');
  });

  it('counts an already dead session as revoked', async () => {
    fetchMock.mockResolvedValueOnce(reply(401)).mockResolvedValueOnce(reply(400, { error: 'invalid_grant' }));
    await expect(signOutRevokeStep({ accessToken: 'old', refreshToken: 'used' })).resolves.toEqual({ revoked: true });
  });

  it('fails with the status when the server should be asked again later', async () => {
    fetchMock.mockResolvedValueOnce(reply(503));
    await expect(signOutRevokeStep({ accessToken: 'a' })).rejects.toMatchObject({ status: 503 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(signOutRevokeStep({ accessToken: 'a' })).rejects.toThrow('Failed to fetch');
  });
});
