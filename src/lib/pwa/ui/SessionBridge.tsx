import { useEffect } from 'react';
import { useSessionHint } from '@/lib/auth/hint';
import { reportSession } from '@/lib/pwa/start';

/**
 * Tells the outbox who is signed in, so jobs that waited for a sign-in move on. Reported again
 * once the role is known (a confirmed sign-in), which is when guest jobs are handed over.
 */
export function SessionBridge() {
  const { userId, role } = useSessionHint();
  useEffect(() => {
    if (userId) reportSession(userId);
  }, [userId, role]);
  return null;
}
