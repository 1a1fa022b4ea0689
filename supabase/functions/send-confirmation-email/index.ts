// Edge function: mails the account-confirmation link. The logic lives in
// ../_shared/confirmation-email.ts so the local backend runs the very same code.
import { createConfirmationEmailHandler, httpMailTransport } from '../_shared/confirmation-email.ts';
import { requireEnv } from '../_shared/env.ts';

// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided to every function by the platform;
// SITE_URL (where confirmation links point) and MAIL_API_KEY are secrets of the project.
// Any of them missing: the function refuses to start rather than fall back to local values.
const settings = requireEnv((name) => Deno.env.get(name), [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SITE_URL',
  'MAIL_API_KEY',
] as const);

Deno.serve(
  createConfirmationEmailHandler({
    supabaseUrl: settings.SUPABASE_URL,
    serviceRoleKey: settings.SUPABASE_SERVICE_ROLE_KEY,
    siteUrl: settings.SITE_URL,
    transport: httpMailTransport({
      endpoint: Deno.env.get('MAIL_API_URL') || 'https://api.resend.com/emails',
      apiKey: settings.MAIL_API_KEY,
      from: Deno.env.get('MAIL_FROM') || 'Magani Health <no-reply@magani.health>',
    }),
  }),
);
