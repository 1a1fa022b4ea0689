import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';

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
    const supabase = getSupabase();
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (active && session && (event === 'PASSWORD_RECOVERY' || event === 'SIGNED_IN')) setState('ready');
    });
    void supabase.auth.getSession().then(({ data: { session } }) => {
      if (active) setState((s) => (s === 'ready' || session ? 'ready' : 'missing'));
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [linkFailed]);

  return state;
}
