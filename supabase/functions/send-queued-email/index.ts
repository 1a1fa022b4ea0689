// Edge function: sends the approval and rejection e-mails queued by the database.
import { createQueuedEmailHandler } from '../_shared/queued-email.ts';
import { httpMailTransport } from '../_shared/confirmation-email.ts';

const env = (name: string) => {
  const value = Deno.env.get(name);
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

Deno.serve(
  createQueuedEmailHandler({
    supabaseUrl: env('SUPABASE_URL'),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    transport: httpMailTransport({
      endpoint: Deno.env.get('MAIL_API_URL') || 'https://api.resend.com/emails',
      apiKey: env('MAIL_API_KEY'),
      from: Deno.env.get('MAIL_FROM') || 'Magani Health <no-reply@magani.health>',
    }),
  }),
);
