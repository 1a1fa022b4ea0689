// The app shell's view of the session: a hook over the stored-session mirror (no supabase-js), which
// fetches the auth module after the first paint only when there is (or may be) a session.
import { useEffect, useSyncExternalStore } from 'react';
import { hintSnapshot, signedOut, subscribeHint, type SessionHint } from '@/lib/auth/stored-session';

export {
  clearProfileHint,
  hasStoredSession,
  readProfileHint,
  refreshHint,
  rememberProfileHint,
  storedUserId,
  type ProfileHint,
  type SessionHint,
} from '@/lib/auth/stored-session';

/** A sign-in link from an e-mail lands with tokens in the URL fragment; only supabase-js can read them. */
const urlCarriesSession = () => /(^|[#&])(access_token|refresh_token)=/.test(window.location.hash);

/**
 * The shell's view of the session. When there is (or may be) a session, the auth module is fetched
 * after the first paint to keep the hint honest (expired or revoked sessions, the role lookup).
 */
export function useSessionHint(): SessionHint {
  const hint = useSyncExternalStore(subscribeHint, hintSnapshot, () => signedOut);
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
