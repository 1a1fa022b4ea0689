// Edge function: sends the SMS, e-mails and pushes queued in private.outgoing_messages (see
// ../_shared/message-sender.ts). Secrets: MAIL_API_KEY, MAIL_FROM, TERMII_API_KEY,
// TERMII_SENDER_ID, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; MAIL_API_URL and
// TERMII_BASE_URL only to point elsewhere than Resend and Termii; PUSH_ENDPOINT_ORIGINS only locally.
import { requireEnv } from '../_shared/env.ts';
import { createSenderHandler } from '../_shared/message-sender.ts';
import { resendMail } from '../_shared/resend.ts';
import { termiiSms } from '../_shared/termii.ts';
import { webPushSender } from '../_shared/push.ts';
import { vapidEncrypt } from './web-push.ts';

const settings = requireEnv((name) => Deno.env.get(name), [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'MAIL_API_KEY',
  'TERMII_API_KEY',
] as const);

const vapidPublicKey = Deno.env.get('VAPID_PUBLIC_KEY')?.trim();
const vapidPrivateKey = Deno.env.get('VAPID_PRIVATE_KEY')?.trim();
const push = vapidPublicKey && vapidPrivateKey
  ? webPushSender({
    encrypt: vapidEncrypt({
      subject: Deno.env.get('VAPID_SUBJECT')?.trim() || 'mailto:support@magani.health',
      publicKey: vapidPublicKey,
      privateKey: vapidPrivateKey,
    }),
    extraOrigins: (Deno.env.get('PUSH_ENDPOINT_ORIGINS') ?? '').split(','),
  })
  : undefined;

Deno.serve(
  createSenderHandler({
    project: { supabaseUrl: settings.SUPABASE_URL, serviceRoleKey: settings.SUPABASE_SERVICE_ROLE_KEY, anonKey: settings.SUPABASE_ANON_KEY },
    mail: resendMail({
      endpoint: Deno.env.get('MAIL_API_URL') || 'https://api.resend.com/emails',
      apiKey: settings.MAIL_API_KEY,
      from: Deno.env.get('MAIL_FROM') || 'Magani Health <no-reply@magani.health>',
    }),
    sms: termiiSms({
      baseUrl: Deno.env.get('TERMII_BASE_URL') || 'https://api.ng.termii.com',
      apiKey: settings.TERMII_API_KEY,
      senderId: Deno.env.get('TERMII_SENDER_ID') || 'Magani',
    }),
    push,
  }),
);
