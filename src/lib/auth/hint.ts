// A synchronous, supabase-free answer to "is someone signed in, and where is their dashboard?" for
// the app shell. The truth stays with supabase-js; this only mirrors what it stored, so the landing
// page can render the right header buttons without downloading the auth client.
import { useEffect, useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEY, authStorage, setBesideSession } from '@/lib/auth/storage';

const PROFILE_KEY = 'magani-auth-profile';

export type SessionHint = {
  signedIn: boolean;
  userId?: string;
  role?: string;
  /** Set once the role is known (after sign-in, or after the profile lookup). */
  dashboard?: string;
};

export type ProfileHint = { userId: string; role: string; dashboard: string; emailConfirmed: boolean };

const signedOut: SessionHint = { signedIn: false };

function parse<T>(raw: string | null): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** The profile stored beside the session, if it belongs to the stored session's user. */
export function readProfileHint(): ProfileHint | undefined {
  const userId = parse<{ user?: { id?: string } }>(authStorage.getItem(AUTH_STORAGE_KEY))?.user?.id;
  const profile = parse<ProfileHint>(authStorage.getItem(PROFILE_KEY));
  return userId && profile?.userId === userId ? profile : undefined;
}

function compute(): SessionHint {
  const session = parse<{ user?: { id?: string } }>(authStorage.getItem(AUTH_STORAGE_KEY));
  if (!session) return signedOut;
  const profile = readProfileHint();
  return { signedIn: true, userId: session.user?.id, role: profile?.role, dashboard: profile?.dashboard };
}

let snapshot: SessionHint = typeof window === 'undefined' ? signedOut : compute();
const listeners = new Set<() => void>();

/** Re-reads storage and tells the shell if anything changed (after sign-in, sign-out, refresh). */
export function refreshHint() {
  const next = compute();
  const same =
    next.signedIn === snapshot.signedIn &&
    next.userId === snapshot.userId &&
    next.role === snapshot.role &&
    next.dashboard === snapshot.dashboard;
  if (same) return;
  snapshot = next;
  listeners.forEach((l) => l());
}

export function rememberProfileHint(profile: ProfileHint) {
  setBesideSession(PROFILE_KEY, JSON.stringify(profile));
  refreshHint();
}

export function clearProfileHint() {
  setBesideSession(PROFILE_KEY, null);
  refreshHint();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage; mirror it here.
  const onStorage = () => refreshHint();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const hasStoredSession = () => compute().signedIn;
/** The account of the session stored on this device, if any. */
export const storedUserId = () => compute().userId;

/** A sign-in link from an e-mail lands with tokens in the URL fragment; only supabase-js can read them. */
const urlCarriesSession = () => /(^|[#&])(access_token|refresh_token)=/.test(window.location.hash);

/**
 * The shell's view of the session. When there is (or may be) a session, the auth module is fetched
 * after the first paint to keep the hint honest (expired or revoked sessions, the role lookup).
 */
export function useSessionHint(): SessionHint {
  const hint = useSyncExternalStore(subscribe, () => snapshot, () => signedOut);
  useEffect(() => {
    if (!hint.signedIn && !urlCarriesSession()) return;
    void import('@/lib/auth/session').then((m) => m.startSessionSync());
  }, [hint.signedIn]);
  return hint;
}

/** Signs out (loaded on click, so the shell carries none of it). */
export async function signOutLazily(): Promise<void> {
  const { signOut } = await import('@/lib/auth/sign-out');
  await signOut();
}
