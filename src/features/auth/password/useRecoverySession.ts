import { useEffect, useState } from 'react';
import { loadSupabase } from '@/lib/auth/client';

export type RecoveryState = 'checking' | 'ready' | 'missing';

/**
 * The reset e-mail's link signs the person in for recovery (tokens in the URL, read by supabase-js
 * when the client starts). Without that session there is nothing to update.
 */
export function useRecoverySession(): RecoveryState {
  // Read before anything clears the fragment: an expired link arrives as #error=...
  const [linkFailed] = useState(() => /(^|[#&])error(_code|_description)?=/.test(window.location.hash));
  const [state, setState] = useState<RecoveryState>(linkFailed ? 'missing' : 'checking');

  useEffect(() => {
    if (linkFailed) return;
    let active = true;
    let unsubscribe = () => {};
    void loadSupabase()
      .then((supabase) => {
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          if (active && session && (event === 'PASSWORD_RECOVERY' || event === 'SIGNED_IN')) setState('ready');
        });
        unsubscribe = () => data.subscription.unsubscribe();
        if (!active) unsubscribe();
        return supabase.auth.getSession();
      })
      .then(({ data: { session } }) => {
        if (active) setState((s) => (s === 'ready' || session ? 'ready' : 'missing'));
      })
      .catch(() => active && setState('missing'));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [linkFailed]);

  return state;
}
