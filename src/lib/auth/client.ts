// Screens fetch supabase-js (~55 KB gzip) when they first talk to the server, not with their own
// code, so every route's first load stays small; loadSupabase() resolves to the one shared client.
import type { getSupabase } from '@/lib/supabase';

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

/** Starts the download while the person is still typing, so the first submit does not wait for it. */
export function prefetchSupabase() {
  const start = () => void loadSupabase().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 500);
}
