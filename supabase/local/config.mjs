// Settings the local backend takes from supabase/config.toml, overridable per
// start (tests lower rate limits, pick free ports, change the site URL).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseToml } from './toml.mjs';

/** Parses "5MiB", "50MB", "1024" into bytes. */
export function parseSize(value) {
  if (typeof value === 'number') return value;
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?$/i.exec(String(value).trim());
  if (!m) throw new Error(`unreadable size: ${value}`);
  const unit = (m[2] ?? 'b').toLowerCase();
  const factor = { b: 1, kb: 1000, kib: 1024, mb: 1e6, mib: 1024 ** 2, gb: 1e9, gib: 1024 ** 3 }[unit];
  return Math.round(Number(m[1]) * factor);
}

/** "60s", "1m", 5 -> seconds (the CLI's duration strings, as used by max_frequency). */
export function parseSeconds(value) {
  if (typeof value === 'number') return value;
  const m = /^(\d+)\s*(s|m|h)?$/.exec(String(value).trim());
  if (!m) throw new Error(`unreadable duration: ${value}`);
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[m[2] ?? 's'];
}

/** "pg-functions://postgres/public/fn" -> "public.fn" for an enabled Postgres auth hook, else null. */
function hookFunction(hook) {
  if (!hook?.enabled) return null;
  const m = /^pg-functions:\/\/[^/]+\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(String(hook.uri ?? ''));
  if (!m) throw new Error(`unreadable auth hook uri: ${hook.uri}`);
  return `${m[1]}.${m[2]}`;
}

/** [auth.hook.send_sms] with an http(s) uri ending in /functions/v1/<name>: that edge function, else null. */
function smsHookFunction(hook) {
  if (!hook?.enabled) return null;
  const m = /^https?:\/\/[^/]+\/functions\/v1\/([a-z0-9-]+)$/.exec(String(hook.uri ?? ''));
  if (!m) throw new Error(`unreadable send_sms hook uri: ${hook.uri}`);
  return m[1];
}

/** E.164 without the plus, the way GoTrue stores phone numbers. */
export const normalisePhone = (phone) => String(phone ?? '').replace(/[^\d]/g, '');

/**
 * @param {string} supabaseDir
 * @param {Partial<LocalConfig>} overrides
 * @returns {LocalConfig}
 *
 * @typedef {object} LocalConfig
 * @property {number} port
 * @property {number} inboxPort
 * @property {string} siteUrl
 * @property {string[]} redirectUrls
 * @property {number} jwtExpiry seconds
 * @property {number} minPasswordLength
 * @property {{ emailSent: number, smsSent: number, tokenVerifications: number, signInSignUps: number }} rateLimits sends per hour; verifications, sign-ins and sign-ups per 5 minutes
 * @property {number} emailMaxFrequency seconds between two recovery or magic-link e-mails to one address
 * @property {string | null} passwordHook schema-qualified function for [auth.hook.password_verification_attempt], if enabled
 * @property {{ functionName: string, secret: string } | null} smsHook [auth.hook.send_sms]: the edge function Auth hands SMS codes to, and the secret it signs with
 * @property {number} smsMaxFrequency seconds between two SMS codes to one number
 * @property {Record<string, string>} smsTestOtp phone (digits only) -> fixed code
 * @property {string} failingPhone digits only; sending an SMS here fails
 * @property {number} emailOtpExpiry seconds
 * @property {number} smsOtpExpiry seconds
 * @property {boolean} doubleConfirmChanges an e-mail change needs a link to the current address too
 * @property {number} globalFileSizeLimit bytes
 * @property {number} maxRows [api] max_rows: the most rows one select or set-returning RPC answers
 */
export function loadConfig(supabaseDir, overrides = {}) {
  const toml = parseToml(readFileSync(join(supabaseDir, 'config.toml'), 'utf8'));
  const auth = toml.auth ?? {};
  const testOtp = {};
  for (const [phone, code] of Object.entries(auth.sms?.test_otp ?? {})) testOtp[normalisePhone(phone)] = String(code);
  for (const [phone, code] of Object.entries(overrides.smsTestOtp ?? {})) testOtp[normalisePhone(phone)] = String(code);
  return {
    port: overrides.port ?? toml.api?.port ?? 54321,
    inboxPort: overrides.inboxPort ?? toml.local_smtp?.port ?? 54324,
    siteUrl: overrides.siteUrl ?? auth.site_url ?? 'http://127.0.0.1:4173',
    redirectUrls: overrides.redirectUrls ?? auth.additional_redirect_urls ?? [],
    jwtExpiry: overrides.jwtExpiry ?? auth.jwt_expiry ?? 3600,
    minPasswordLength: auth.minimum_password_length ?? 6,
    rateLimits: {
      emailSent: overrides.rateLimits?.emailSent ?? auth.rate_limit?.email_sent ?? 100,
      smsSent: overrides.rateLimits?.smsSent ?? auth.rate_limit?.sms_sent ?? 100,
      tokenVerifications: overrides.rateLimits?.tokenVerifications ?? auth.rate_limit?.token_verifications ?? 30,
      signInSignUps: overrides.rateLimits?.signInSignUps ?? auth.rate_limit?.sign_in_sign_ups ?? 30,
    },
    emailMaxFrequency: parseSeconds(overrides.emailMaxFrequency ?? auth.email?.max_frequency ?? '60s'),
    passwordHook: hookFunction(auth.hook?.password_verification_attempt),
    smsHook: smsHookFunction(auth.hook?.send_sms) ? { functionName: smsHookFunction(auth.hook?.send_sms), secret: overrides.smsHookSecret ?? '' } : null,
    smsMaxFrequency: parseSeconds(overrides.smsMaxFrequency ?? auth.sms?.max_frequency ?? '60s'),
    smsTestOtp: testOtp,
    failingPhone: normalisePhone(overrides.failingPhone ?? '+2348000000099'),
    emailOtpExpiry: overrides.emailOtpExpiry ?? auth.email?.otp_expiry ?? 3600,
    smsOtpExpiry: overrides.smsOtpExpiry ?? 300,
    doubleConfirmChanges: auth.email?.double_confirm_changes ?? true,
    globalFileSizeLimit: parseSize(toml.storage?.file_size_limit ?? '50MiB'),
    /** [functions.<name>] sections: which functions exist and whether they want a JWT. */
    functions: toml.functions ?? {},
    maxRows: overrides.maxRows ?? toml.api?.max_rows ?? 1000,
  };
}
