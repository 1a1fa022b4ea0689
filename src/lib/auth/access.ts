import { loadSupabase } from '@/lib/auth/client';
import { loadProfile } from '@/lib/auth/profile';
import type { Role } from '@/lib/auth/roles';

/** True when the stored session belongs to a confirmed account whose profile has this role. */
export async function hasRole(required: Role): Promise<boolean> {
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
