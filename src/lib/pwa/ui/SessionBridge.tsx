import { useEffect } from 'react';
import { useSessionHint } from '@/lib/auth/hint';
import { reportSession } from '@/lib/pwa/start';

/**
 * Tells the outbox who is signed in, so jobs that waited for a sign-in move on. Reported again
 * once the role is known (a confirmed sign-in), which is when guest jobs are handed over. Tells the
 * service worker the role too: a staff role's screens are kept for offline use, anyone else's none.
 */
export function SessionBridge() {
  const { signedIn, userId, role } = useSessionHint();
  useEffect(() => {
    if (userId) reportSession(userId);
  }, [userId, role]);
  useEffect(() => {
    // A guest has nothing to tell (a sign-out already told the worker, src/lib/pwa/start.ts); a
    // signed-in person once the role is known, on every start: a patient's device keeps no role's screens.
    if (!signedIn || !role) return;
    void import('@/lib/pwa/role-screens')
      .then((m) => m.keepScreensFor(role))
      .catch(() => undefined);
  }, [signedIn, role]);
  return null;
}
