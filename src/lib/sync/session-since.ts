// When the current account's session began on this device, so sign-out can also remove the guest
// rows written during it (a cart filled before the page noticed the sign-in, say).
import { AUTH_STORAGE_KEY, authStorage } from '@/lib/auth/storage';

const KEY = 'magani:session-since';
type Since = { userId: string; since: number };

export function rememberSessionStart(userId: string) {
  try {
    const current = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Since | null;
    if (current?.userId === userId) return;
    const stored = JSON.parse(authStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: { last_sign_in_at?: string } } | null;
    const signedInAt = Date.parse(stored?.user?.last_sign_in_at ?? '');
    const since = Number.isFinite(signedInAt) ? Math.min(signedInAt, Date.now()) : Date.now();
    localStorage.setItem(KEY, JSON.stringify({ userId, since } satisfies Since));
  } catch {
    // Without storage the wipe falls back to this page's load time (see sessionStart).
  }
}

/**
 * When `userId`'s session began. Unknown (storage failed, or sign-out came before the page noticed
 * the sign-in), it is taken as this page's load: rows written while signed in carry the account's
 * id anyway, and older guest rows may belong to someone else's queued work.
 */
export function sessionStart(userId: string | undefined): number {
  const pageLoad = Math.floor(performance.timeOrigin);
  try {
    const current = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Since | null;
    return current && current.userId === userId ? current.since : pageLoad;
  } catch {
    return pageLoad;
  }
}

export function forgetSessionStart() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
