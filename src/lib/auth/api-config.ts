// Defaults are Supabase local's well-known URL and demo anon key, which the local backend
// (supabase/local) serves; a production build sets both variables to the hosted project.
// Kept apart from supabase.ts so code that only needs the address (sign-out) skips supabase-js.
const DEFAULT_URL = 'http://127.0.0.1:54321';
const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || DEFAULT_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || DEFAULT_ANON_KEY;
