// Sign-out in two steps: the device forgets the session at once (works offline, nothing of the
// person stays readable), then the server revokes it — a separate step so it can wait in the outbox.
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { clearProfileHint } from '@/lib/auth/stored-session';
import { runSignOutHooks } from '@/lib/auth/sign-out-hooks';
import { revokeScheduler, signOutClient, type RevokeInput } from '@/lib/auth/sign-out-handlers';
import { AUTH_STORAGE_KEY, authStorage } from '@/lib/auth/storage';
import { forgetPushDevice } from '@/lib/push/sign-out';

export type { RevokeInput };

type StoredSession = { access_token?: string; refresh_token?: string; user?: { id?: string } };

const headers = (token?: string) => ({
  apikey: supabaseAnonKey,
  'Content-Type': 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

const logout = (accessToken: string) =>
  fetch(`${supabaseUrl}/auth/v1/logout?scope=local`, { method: 'POST', headers: headers(accessToken) });

const gone = (status: number) => status === 401 || status === 403 || status === 404;
const failure = (what: string, status: number) => Object.assign(new Error(`${what} (${status})`), { status });

/**
 * Step: revokes this device's session on the server. Input is serialisable; idempotent (an already
 * revoked session counts as done). An expired access token is swapped for a fresh one with the refresh
 * token first, so the step still works when it runs hours later from the outbox. Throws on network
 * errors and 5xx/429 (retry later).
 */
export async function signOutRevokeStep(input: RevokeInput): Promise<{ revoked: true }> {
  let res = await logout(input.accessToken);
  if (gone(res.status) && input.refreshToken) {
    const refreshed = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ refresh_token: input.refreshToken }),
    });
    if (!refreshed.ok) {
      if (refreshed.status === 429 || refreshed.status >= 500) throw failure('Token refresh failed', refreshed.status);
      return { revoked: true }; // the refresh token is dead already: nothing left to revoke
    }
    const session = (await refreshed.json()) as { access_token: string };
    res = await logout(session.access_token);
  }
  if (res.ok || gone(res.status)) return { revoked: true };
  throw failure('Sign-out failed', res.status);
}

// The outbox registers a scheduler (sign-out-hooks.ts) so the revoke survives being offline.
const scheduleRevoke = (input: RevokeInput) => (revokeScheduler() ?? signOutRevokeStep)(input);

function readStored(): StoredSession | undefined {
  try {
    return JSON.parse(authStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Ends the session a registration or a refused sign-in opened, without the sign-out hooks: nothing
 * of a signed-in person is on the device, and the wipe would take a guest's cart or queued work with
 * it. The server revoke is tried once and may fail quietly (the session only existed for a moment).
 */
export async function dropSession(): Promise<void> {
  const stored = readStored();
  authStorage.removeItem(AUTH_STORAGE_KEY);
  clearProfileHint();
  await signOutClient().catch(() => undefined);
  if (stored?.access_token) {
    void signOutRevokeStep({ accessToken: stored.access_token, refreshToken: stored.refresh_token }).catch(() => undefined);
  }
}

/**
 * Signs the current account out of this device now, wipes its per-user data through the onSignOut
 * hooks, then hands the server revoke to the scheduler (it never blocks or fails the sign-out).
 */
export async function signOut(): Promise<void> {
  const stored = readStored();
  // The device stops getting this person's pushes while their session can still say so.
  await forgetPushDevice(stored?.access_token).catch(() => undefined);
  // Emptying storage first means the client's own signOut finds no token and makes no request.
  authStorage.removeItem(AUTH_STORAGE_KEY);
  clearProfileHint();
  await signOutClient().catch(() => undefined);
  await runSignOutHooks(stored?.user?.id);
  if (stored?.access_token) {
    const input: RevokeInput = { accessToken: stored.access_token, refreshToken: stored.refresh_token };
    void Promise.resolve()
      .then(() => scheduleRevoke(input))
      .catch((error) => console.warn('The server could not end the session yet', error));
  }
}
