import { loadSupabase } from '@/lib/auth/client';
import { dashboardPath } from '@/lib/auth/roles';
import { readProfileHint, rememberProfileHint, type ProfileHint } from '@/lib/auth/stored-session';
import { onSignOut } from '@/lib/auth/sign-out-hooks';

export type Profile = { userId: string; role: string; emailConfirmed: boolean };

// Per page session: the role decides access, so it comes from the profiles table (which only the
// server writes), never from user_metadata, which the account itself can edit.
const cache = new Map<string, Profile>();

const looksOffline = (message: string) => /fetch|network|load failed/i.test(message);

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The role last read for this account, kept beside its session (see rememberProfile). */
export function storedProfile(userId: string): Profile | null {
  const stored = readProfileHint();
  return stored?.userId === userId ? { userId, role: stored.role, emailConfirmed: stored.emailConfirmed } : null;
}

/**
 * The account's role and confirmation flag from `profiles` (select role,email_confirmed by user_id).
 * Returns null when the account has no profile. Offline, falls back to the last lookup stored beside
 * the session; the server's row-level security still guards every real record.
 */
export async function loadProfile(userId: string): Promise<Profile | null> {
  const hit = cache.get(userId);
  if (hit?.emailConfirmed) return hit;
  // Asking a server the device cannot reach would only make the person wait.
  const stored = deviceOffline() ? storedProfile(userId) : null;
  if (stored) return stored;
  const supabase = await loadSupabase();
  // No built-in retries (1 s, 2 s, 4 s): a failed lookup falls back to the stored role at once.
  const { data, error } = await supabase
    .from('profiles')
    .select('role,email_confirmed')
    .eq('user_id', userId)
    .maybeSingle()
    .retry(false);
  if (error) {
    const fallback = looksOffline(error.message) ? storedProfile(userId) : null;
    if (fallback) return fallback;
    throw Object.assign(new Error(error.message), { status: Number(error.code) || undefined });
  }
  if (!data) return null;
  const profile: Profile = { userId, role: String(data.role), emailConfirmed: Boolean(data.email_confirmed) };
  cache.set(userId, profile);
  return profile;
}

export function forgetProfiles() {
  cache.clear();
}

/** Stores the role beside the session so the header shows the right dashboard link at once. */
export function rememberProfile(profile: Profile, dashboard = dashboardPath(profile.role) ?? '/') {
  const hint: ProfileHint = { ...profile, dashboard };
  rememberProfileHint(hint);
}

onSignOut(() => forgetProfiles());
