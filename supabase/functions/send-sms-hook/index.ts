// Edge function: Supabase Auth's Send SMS hook ([auth.hook.send_sms] in config.toml). Secrets:
// SEND_SMS_HOOK_SECRETS (the hook's "v1,whsec_..." secret), TERMII_API_KEY, TERMII_SENDER_ID;
// TERMII_BASE_URL only to point elsewhere than https://api.ng.termii.com. SUPABASE_SERVICE_ROLE_KEY
// (given to every function by the platform) reads the account's language for the SMS.
import { requireEnv } from '../_shared/env.ts';
import { createSmsHookHandler } from '../_shared/sms-hook.ts';
import { termiiSms } from '../_shared/termii.ts';
import { accountLanguage } from '../_shared/account-texts.ts';

const settings = requireEnv((name) => Deno.env.get(name), [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SEND_SMS_HOOK_SECRETS',
  'TERMII_API_KEY',
] as const);

Deno.serve(
  createSmsHookHandler({
    secrets: settings.SEND_SMS_HOOK_SECRETS,
    sms: termiiSms({
      baseUrl: Deno.env.get('TERMII_BASE_URL') || 'https://api.ng.termii.com',
      apiKey: settings.TERMII_API_KEY,
      senderId: Deno.env.get('TERMII_SENDER_ID') || 'Magani',
    }),
    languageOf: (user) =>
      accountLanguage({
        supabaseUrl: settings.SUPABASE_URL,
        serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
        userId: user.id,
        metadata: user.user_metadata,
      }),
    async mailSignInLink(email) {
      // Auth's own magic link for an existing account (never creates one), sent by Auth's mailer.
      const res = await fetch(`${settings.SUPABASE_URL.replace(/\/$/, '')}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: settings.SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, create_user: false }),
      });
      if (!res.ok) throw new Error(`Auth answered ${res.status} to the sign-in link`);
    },
  }),
);
