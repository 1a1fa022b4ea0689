// An open session must stop working soon after the account is suspended or signed out everywhere.
// The database already refuses it (restrictive policies); this makes the app notice too: every
// 30 s while the page is visible and online, the session is checked with the auth server, and a
// session the server no longer knows is dropped and the person sent to the login page.
import type { SupabaseClient } from '@supabase/supabase-js';

const EVERY_MS = 30_000;
export const SESSION_ENDED_KEY = 'magani-session-ended';

// supabase-js turns a 403 session_not_found into an AuthSessionMissingError (status 400, no code).
const ended = (error: { status?: number; code?: string; name?: string } | null) =>
  Boolean(
    error &&
      (error.name === 'AuthSessionMissingError' ||
        error.status === 403 ||
        error.status === 401 ||
        ['session_not_found', 'user_banned', 'user_not_found'].includes(error.code ?? '')),
  );

export function watchSession(supabase: SupabaseClient) {
  let busy = false;
  const check = async () => {
    if (busy || document.visibilityState !== 'visible' || !navigator.onLine) return;
    const { data } = await supabase.auth.getSession();
    if (!data.session) return;
    busy = true;
    try {
      const { error } = await supabase.auth.getUser();
      if (!ended(error)) return;
      await supabase.auth.signOut({ scope: 'local' });
      sessionStorage.setItem(SESSION_ENDED_KEY, '1');
      window.location.assign('/auth/login');
    } finally {
      busy = false;
    }
  };
  setInterval(() => void check().catch(() => undefined), EVERY_MS);
  document.addEventListener('visibilitychange', () => void check().catch(() => undefined));
}

/** True once after the watcher ended the session, for the login page's notice. */
export function takeSessionEnded(): boolean {
  if (typeof sessionStorage === 'undefined' || !sessionStorage.getItem(SESSION_ENDED_KEY)) return false;
  sessionStorage.removeItem(SESSION_ENDED_KEY);
  return true;
}
