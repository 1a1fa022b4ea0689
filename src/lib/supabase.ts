import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { AUTH_STORAGE_KEY, authStorage } from '@/lib/auth/storage';
import { refreshHint } from '@/lib/auth/stored-session';
import { registerClientSignOut } from '@/lib/auth/sign-out-handlers';

export { supabaseAnonKey, supabaseUrl };

let client: SupabaseClient | undefined;

/** One client per tab. Only src/lib imports supabase-js; features go through their hooks. */
export function getSupabase(): SupabaseClient {
  if (client) return client;
  const created = createClient(supabaseUrl, supabaseAnonKey, {
    // A person's rows (the profile lookup, say) must not stay in the HTTP cache after sign-out,
    // whatever headers the server sends.
    global: { fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }) },
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      // Remember me: localStorage when ticked, sessionStorage (ends with the browser) when not.
      storage: authStorage,
      storageKey: AUTH_STORAGE_KEY,
    },
  });
  created.auth.onAuthStateChange(() => refreshHint());
  registerClientSignOut(() => created.auth.signOut({ scope: 'local' }));
  client = created;
  return created;
}
