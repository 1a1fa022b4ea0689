import { getSupabase } from '@/lib/supabase';
import { forgetProfiles, loadProfile, rememberProfile } from '@/lib/auth/profile';
import { readProfileHint, refreshHint } from '@/lib/auth/stored-session';
import { watchSession } from '@/lib/auth/session-check';
import { chooseLanguage } from '@/lib/i18n/choice';

/** The device's language choice goes to the account; without one, the account's is adopted. */
async function syncLanguage(userId: string) {
  const { syncLanguageAtSignIn } = await import('@/lib/i18n/account-language');
  const adopted = await syncLanguageAtSignIn(userId).catch(() => undefined);
  if (adopted) await chooseLanguage(adopted);
}

let started = false;

/**
 * Loaded by the shell only when a session may exist. Creating the client reads a sign-in link's
 * tokens from the URL; the listener keeps the header's hint in step with supabase-js, and fills in
 * the dashboard link when the role is not known yet.
 */
export function startSessionSync() {
  if (started) return;
  started = true;
  const supabase = getSupabase();
  watchSession(supabase);
  supabase.auth.onAuthStateChange((event, session) => {
    refreshHint();
    if (!session) {
      forgetProfiles();
      return;
    }
    const userId = session.user.id;
    if (event === 'SIGNED_IN' || event === 'INITIAL_SESSION') setTimeout(() => void syncLanguage(userId), 0);
    if (readProfileHint()) return;
    // Outside the callback: supabase-js holds its auth lock while listeners run.
    setTimeout(() => {
      loadProfile(userId)
        .then((profile) => profile && !readProfileHint() && rememberProfile(profile))
        .catch(() => undefined);
    }, 0);
  });
}
