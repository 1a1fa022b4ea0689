// The API's address and public key. A production build must be given both
// (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY): vite.config.ts refuses to build without them.
// Only the dev server, the tests and builds made for the local backend (MAGANI_LOCAL=1, as
// `npm start` and `npm test` do) fall back to Supabase local's well-known URL and demo anon key,
// which the local backend (supabase/local) serves.
// Kept apart from supabase.ts so code that only needs the address (sign-out) skips supabase-js.
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const local = import.meta.env.DEV || import.meta.env.VITE_LOCAL_BACKEND === '1';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || (local ? LOCAL_URL : '');
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || (local ? LOCAL_ANON_KEY : '');
