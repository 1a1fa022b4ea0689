// Supabase Auth's Send SMS hook: Auth posts { user, sms: { otp } } signed with Standard Webhooks
// headers, and the code goes out through Termii. A request whose signature does not check out
// sends nothing. When the provider fails, an account that has an e-mail address is mailed a
// sign-in link instead (Auth's own magic link), and the answer is an error whose message says
// so: Auth hands it to the app, which shows it in place of "we sent a code".
import { verifyWebhook } from './webhook-signature.ts';
import type { SmsSender } from './termii.ts';
import { accountTexts, type AccountLanguage } from './account-texts.ts';

export interface SmsHookOptions {
  /** "v1,whsec_<base64>" (several separated by "|"). */
  secrets: string;
  sms: SmsSender;
  /** Asks Auth to mail a sign-in link to an existing account's address (POST /auth/v1/otp). */
  mailSignInLink(email: string): Promise<void>;
  now?: () => number;
  /** The account's language for the SMS and the refusals (account-texts.ts); English without it. */
  languageOf?(user: HookUser): Promise<AccountLanguage>;
}

export interface HookUser {
  id?: string;
  phone?: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
}

interface HookPayload {
  user?: HookUser;
  sms?: { otp?: string };
}

/** The English texts (account-texts.ts has every language). */
export const hookTexts = {
  code: accountTexts.en.code,
  failed: accountTexts.en.smsFailed,
  linkSent: accountTexts.en.smsLinkSent,
};

/** Auth reads { error: { http_code, message } } from a hook that refuses. */
const refuse = (httpCode: number, message: string) =>
  new Response(JSON.stringify({ error: { http_code: httpCode, message } }), { status: httpCode, headers: { 'Content-Type': 'application/json' } });

export function createSmsHookHandler(opts: SmsHookOptions) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return refuse(405, 'Use POST');
    const body = await req.text();
    const verdict = await verifyWebhook(opts.secrets, req.headers, body, (opts.now?.() ?? Date.now()) / 1000);
    if (!verdict.ok) return refuse(401, `Refused: ${verdict.reason}`);
    let payload: HookPayload;
    try {
      payload = JSON.parse(body) as HookPayload;
    } catch {
      return refuse(400, 'Body must be JSON');
    }
    const phone = payload.user?.phone ?? '';
    const otp = payload.sms?.otp ?? '';
    if (!/^\+?\d{8,15}$/.test(phone) || !/^\d{4,10}$/.test(otp)) return refuse(400, 'A phone number and a code are required');
    const texts = accountTexts[(await opts.languageOf?.(payload.user ?? {})) ?? 'en'];
    try {
      await opts.sms.send(phone, texts.code(otp));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    } catch (err) {
      console.error('send-sms-hook: provider failed:', err instanceof Error ? err.message : err);
      const email = payload.user?.email?.trim();
      if (email) {
        try {
          await opts.mailSignInLink(email);
          return refuse(503, texts.smsLinkSent);
        } catch (mailErr) {
          console.error('send-sms-hook: e-mail fallback failed:', mailErr instanceof Error ? mailErr.message : mailErr);
        }
      }
      return refuse(502, texts.smsFailed);
    }
  };
}
