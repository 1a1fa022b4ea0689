// [auth.hook.send_sms]: Auth hands each SMS code to an HTTP hook instead of sending it, signed
// with Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature: "v1," and a
// base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the secret's whsec_ part). The
// local backend calls the same edge function hosted Auth calls, with the same payload and
// signature; the secret is made at each start and given to the function as SEND_SMS_HOOK_SECRETS.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { authError } from './auth-errors.mjs';

export const newHookSecret = () => `v1,whsec_${randomBytes(32).toString('base64')}`;

/** The three Standard Webhooks headers for `body`, signed with "v1,whsec_<base64>". */
export function signHook(secret, body, timestamp = Math.floor(Date.now() / 1000), id = `msg_${randomUUID()}`) {
  const key = Buffer.from(secret.replace(/^v1,/, '').replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}

/** The user as Auth's hooks see it (the fields of GoTrue's user object the hook reads). */
const hookUser = (u) => ({
  id: u.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: u.email ?? '',
  phone: u.phone ?? '',
  phone_confirmed_at: u.phone_confirmed_at ?? null,
  email_confirmed_at: u.email_confirmed_at ?? null,
  app_metadata: u.raw_app_meta_data ?? {},
  user_metadata: u.raw_user_meta_data ?? {},
  created_at: u.created_at,
  updated_at: u.updated_at,
});

/**
 * Calls the hook with the code; a refusal becomes Auth's error with the hook's own message, which
 * the app shows. @param {any} ctx @param {Record<string, any>} user @param {string} otp
 */
export async function callSendSmsHook(ctx, user, otp) {
  const { functionName, secret } = ctx.config.smsHook;
  const body = JSON.stringify({ user: hookUser(user), sms: { otp } });
  const headers = new Headers({ 'Content-Type': 'application/json', ...signHook(secret, body) });
  let res;
  try {
    res = await ctx.deno.request(functionName, 'POST', headers, Buffer.from(body), '');
  } catch (err) {
    throw authError(500, 'hook_timeout', `Failed to reach hook: ${err instanceof Error ? err.message : err}`);
  }
  const out = await res.json().catch(() => ({}));
  if (res.ok) return;
  const code = Number(out?.error?.http_code);
  const status = code >= 400 && code < 600 ? code : 500;
  throw authError(status, 'sms_send_failed', out?.error?.message || `Error sending confirmation OTP to provider (${res.status})`);
}
