import { loadSupabase } from '@/lib/auth/client';
import { readProfileHint } from '@/lib/auth/hint';
import { loadProfile } from '@/lib/auth/profile';
import type { Role } from '@/lib/auth/roles';

/** How long a guarded page waits for the server before trusting the role stored on the device. */
export const ROLE_CHECK_PATIENCE_MS = 2_500;

async function serverSays(required: Role): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user;
  if (!user) return false;
  try {
    const profile = await loadProfile(user.id);
    return profile?.role === required && profile.emailConfirmed;
  } catch {
    return false;
  }
}

/**
 * True when the stored session belongs to a confirmed account whose profile has this role. The
 * role stored beside the session (the server's last answer for this account) decides at once when
 * the device is offline, and after a short wait on a connection that answers slowly or not at all;
 * row-level security still guards every record the page then asks for.
 */
export async function hasRole(required: Role): Promise<boolean> {
  const stored = readProfileHint();
  const storedAnswer = stored ? stored.role === required && stored.emailConfirmed : undefined;
  if (storedAnswer !== undefined && typeof navigator !== 'undefined' && navigator.onLine === false) return storedAnswer;
  const online = serverSays(required);
  if (storedAnswer === undefined) return online;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(storedAnswer), ROLE_CHECK_PATIENCE_MS);
  });
  return Promise.race([online, patience]).finally(() => clearTimeout(timer));
}
