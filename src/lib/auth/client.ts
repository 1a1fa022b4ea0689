// Screens fetch supabase-js (~55 KB gzip) when they first talk to the server, not with their own
// code, so every route's first load stays small; loadSupabase() resolves to the one shared client.
import type { getSupabase } from '@/lib/supabase';
import { onFirstUse } from '@/lib/first-use';

export type Supabase = ReturnType<typeof getSupabase>;

let pending: Promise<Supabase> | undefined;

export function loadSupabase(): Promise<Supabase> {
  pending ??= import('@/lib/supabase').then(
    (m) => m.getSupabase(),
    (error: unknown) => {
      // Offline before it was ever downloaded: the next call tries again.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * Starts the download at the person's first tap or key on the page, while they are still typing, so
 * the first submit does not wait for it. Returns a function that cancels it (the screen closed).
 */
export function prefetchSupabase(): () => void {
  return onFirstUse(() => void loadSupabase().catch(() => undefined));
}
