// A synchronous, supabase-free mirror of what supabase-js stored: is someone signed in, who, and
// (once known) their role and dashboard. The truth stays with supabase-js; this only reads its
// storage, so the landing page can render the right header buttons without the auth client.
// Depends on storage.ts alone: session.ts, sign-out.ts and supabase.ts write through it, and the
// shell's hook (hint.ts) reads it, so nothing here ever needs to load them back.
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

export const signedOut: SessionHint = { signedIn: false };

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

/** The last computed hint (what the shell renders). */
export const hintSnapshot = () => snapshot;

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

export function subscribeHint(listener: () => void) {
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
