import { loadSupabase } from '@/lib/auth/client';
import { dashboardPath } from '@/lib/auth/roles';
import { readProfileHint, rememberProfileHint, type ProfileHint } from '@/lib/auth/hint';
import { onSignOut } from '@/lib/auth/sign-out-hooks';

export type Profile = { userId: string; role: string; emailConfirmed: boolean };

// Per page session: the role decides access, so it comes from the profiles table (which only the
// server writes), never from user_metadata, which the account itself can edit.
const cache = new Map<string, Profile>();

const looksOffline = (message: string) => /fetch|network|load failed/i.test(message);

/**
 * The account's role and confirmation flag from `profiles` (select role,email_confirmed by user_id).
 * Returns null when the account has no profile. Offline, falls back to the last lookup stored beside
 * the session; the server's row-level security still guards every real record.
 */
export async function loadProfile(userId: string): Promise<Profile | null> {
  const hit = cache.get(userId);
  if (hit?.emailConfirmed) return hit;
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select('role,email_confirmed')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) {
    const stored = readProfileHint();
    if (looksOffline(error.message) && stored?.userId === userId) {
      return { userId, role: stored.role, emailConfirmed: stored.emailConfirmed };
    }
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
