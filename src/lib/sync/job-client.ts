// Whose session a job's steps use. A job never borrows whatever session the tab happens to hold:
// - privateClient: a client of the job's own, its session kept in memory and re-established from
//   the job's own stored credentials (a registration signs in to the account it created);
// - ownerClient: the tab's client, only while its session belongs to the job's owner.
import { loadSupabase, type Supabase } from '@/lib/auth/client';
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { BlockedError, messageOf } from '@/lib/sync/errors';

const clients = new Map<string, Promise<Supabase>>();

export function privateClient(jobId: string): Promise<Supabase> {
  let client = clients.get(jobId);
  if (!client) {
    client = import('@supabase/supabase-js').then(({ createClient }) => {
      const memory = new Map<string, string>();
      return createClient(supabaseUrl, supabaseAnonKey, {
        global: { fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }) },
        auth: {
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          storageKey: `magani-job-${jobId}`,
          storage: {
            getItem: (key) => memory.get(key) ?? null,
            setItem: (key, value) => void memory.set(key, value),
            removeItem: (key) => void memory.delete(key),
          },
        },
      }) as unknown as Supabase;
    });
    clients.set(jobId, client);
  }
  return client;
}

export function forgetPrivateClient(jobId: string) {
  clients.delete(jobId);
}

/** The tab's client, when its session is the owner's; otherwise the job waits for that sign-in. */
export async function ownerClient(owner: string): Promise<{ supabase: Supabase; accessToken: string }> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) throw new BlockedError('Waiting for you to sign in.');
  if (session.user.id !== owner) throw new BlockedError('Waiting for the account that sent it to sign in.');
  return { supabase, accessToken: session.access_token };
}

/**
 * The server said the token has expired. The device clock may disagree (a slow clock makes
 * supabase-js trust a dead token), so the refresh is forced rather than left to the client's timer.
 */
export async function forceRefresh(supabase: Supabase): Promise<void> {
  const { error } = await supabase.auth.refreshSession();
  if (error) throw Object.assign(new Error(messageOf(error)), { status: (error as { status?: number }).status });
}

/** "JWT expired" in any of the shapes the API answers with (auth, PostgREST, storage, functions). */
export function isExpiredToken(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'PGRST303' || /\bjwt expired\b/i.test(messageOf(error));
}
