import { useCallback, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { signOutLazily, useSessionHint } from '@/lib/auth/hint';

/**
 * For the header and the mobile menu: whether someone is signed in, their dashboard link, and a
 * sign-out that works on any page (the auth code is fetched on click).
 */
export function useAccountActions() {
  const hint = useSessionHint();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const { userId } = hint;
  const signOut = useCallback(async () => {
    // Signing out deletes this person's unsent work from the device: they see it first and may stay.
    // If the check itself cannot load, the sign-out goes ahead: a shared device must never keep a session.
    const confirmed = await import('@/lib/pwa/sign-out-confirm').then(
      (m) => m.confirmSignOut(userId),
      () => true,
    );
    if (!confirmed) return;
    setSigningOut(true);
    try {
      await signOutLazily();
      await navigate({ to: '/' });
      notify({ message: 'You have been signed out.' });
    } catch {
      notify({ message: 'Could not sign out. Please try again.', color: 'red' });
    } finally {
      setSigningOut(false);
    }
  }, [navigate, userId]);

  return { signedIn: hint.signedIn, dashboard: hint.dashboard, signOut, signingOut };
}
