// Edge function: mails the account-confirmation link. The logic lives in
// ../_shared/confirmation-email.ts so the local backend runs the very same code.
import { createConfirmationEmailHandler, httpMailTransport } from '../_shared/confirmation-email.ts';

const env = (name: string, fallback?: string) => {
  const value = Deno.env.get(name) ?? fallback;
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

Deno.serve(
  createConfirmationEmailHandler({
    // Both are provided to every function by the Supabase platform.
    supabaseUrl: env('SUPABASE_URL'),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    siteUrl: env('SITE_URL', 'http://127.0.0.1:4173'),
    transport: httpMailTransport({
      endpoint: env('MAIL_API_URL', 'https://api.resend.com/emails'),
      apiKey: env('MAIL_API_KEY'),
      from: env('MAIL_FROM', 'Magani Health <no-reply@magani.health>'),
    }),
  }),
);
