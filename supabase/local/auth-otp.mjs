// One-time codes: SMS codes, e-mail magic links and password-recovery links.
// Codes are stored only as sha224(recipient + code), as GoTrue does, so a link
// (token_hash) and a typed 6-digit code both find the same row.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { normalisePhone } from './config.mjs';
import { authError, emailRateLimited, otpExpired, smsRateLimited } from './auth-errors.mjs';
import { createUser, findUser } from './auth-users.mjs';
import { countAttempt, countWrongCode } from './auth-verify-guard.mjs';
import { confirmEmailChange } from './auth-email-change.mjs';
import { callSendSmsHook } from './auth-sms-hook.mjs';

const tokenHash = (recipient, code) => createHash('sha224').update(recipient + code).digest('hex');
const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue accepts a redirect on the site's host or matching additional_redirect_urls; else the site URL. */
export function allowedRedirect(config, redirectTo) {
  if (!redirectTo) return config.siteUrl;
  try {
    const target = new URL(redirectTo);
    if (target.hostname === new URL(config.siteUrl).hostname) return redirectTo;
  } catch {
    return config.siteUrl;
  }
  const matches = config.redirectUrls.some((pattern) => {
    const re = pattern.split('**').map((p) => p.split('*').map(escapeRe).join('[^./]*')).join('.*');
    return new RegExp(`^${re}$`).test(redirectTo);
  });
  return matches ? redirectTo : config.siteUrl;
}
const escapeRe = (s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

export async function storeToken(pg, userId, type, relatesTo, code) {
  const hash = tokenHash(relatesTo, code);
  await pg.transaction(async (tx) => {
    await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
    await tx.query('insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)', [
      userId, type, hash, relatesTo,
    ]);
  });
  return hash;
}

export function emailLink(ctx, hash, type, redirectTo) {
  const q = new URLSearchParams({ token: hash, type, redirect_to: allowedRedirect(ctx.config, redirectTo) });
  return `${ctx.apiUrl()}/auth/v1/verify?${q}`;
}

/** POST /otp with an e-mail address: a magic link (and code) to the inbox. */
/**
 * [auth.email] max_frequency: one magic-link or recovery e-mail per address within it, as GoTrue
 * (which keeps the time of the last one on the user), so one address cannot be flooded.
 */
function perAddressFrequency(ctx, email) {
  const waitMs = ctx.config.emailMaxFrequency * 1000 - ctx.limiter.since(`email-to:${email}`);
  if (waitMs > 0) {
    throw authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
}

export async function sendEmailOtp(ctx, body, redirectTo) {
  const email = String(body.email ?? '').trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  let user = await findUser(ctx.pg, 'email', email);
  if (!user && body.create_user === false) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
  perAddressFrequency(ctx, email);
  if (!ctx.limiter.take('email')) throw emailRateLimited();
  ctx.limiter.note(`email-to:${email}`);
  user ??= await createUser(ctx.pg, { email, data: body.data });
  const code = sixDigits();
  const hash = await storeToken(ctx.pg, user.id, 'magiclink', email, code);
  const link = emailLink(ctx, hash, 'magiclink', redirectTo);
  ctx.inbox.deliver({
    type: 'email', to: email, from: 'Magani Health <no-reply@magani.test>', subject: 'Your Magic Link', otp: code,
    text: `Follow this link to sign in to Magani Health:\n${link}\n\nOr enter this code: ${code}`,
    html: `<p>Follow this link to sign in to Magani Health:</p><p><a href="${link}">Sign in</a></p><p>Or enter this code: ${code}</p>`,
  });
}

/**
 * POST /otp with a phone number: a 6-digit code by SMS (a fixed one for test numbers).
 * As GoTrue does, a new number gets one unconfirmed account, created only once the
 * send is allowed and succeeds (GoTrue creates it in the send's transaction), and a
 * second request reuses it. One code per number per [auth.sms] max_frequency. The code goes out
 * through [auth.hook.send_sms] (auth-sms-hook.mjs), as hosted.
 */
export async function sendSmsOtp(ctx, body) {
  const phone = normalisePhone(body.phone);
  if (!/^\d{8,15}$/.test(phone)) throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  const existing = await findUser(ctx.pg, 'phone', phone);
  if (!existing && body.create_user === false) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
  const testCode = ctx.config.smsTestOtp[phone];
  // Test numbers send nothing, so development can ask for their fixed code at any pace.
  const waitMs = ctx.config.smsMaxFrequency * 1000 - ctx.limiter.since(`sms-to:${phone}`);
  if (!testCode && waitMs > 0) {
    throw authError(429, 'over_sms_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
  if (!ctx.limiter.take('sms')) throw smsRateLimited();
  const user = existing ?? (await createUser(ctx.pg, { phone, data: body.data }));
  const code = testCode ?? sixDigits();
  await storeToken(ctx.pg, user.id, 'sms', phone, code);
  if (testCode || !ctx.config.smsHook) {
    // Hosted Auth sends nothing to a test number; locally its fixed code is shown in the inbox.
    ctx.inbox.deliver({ type: 'sms', to: phone, from: 'Magani', subject: '', otp: code, text: `Your Magani Health code is ${code}` });
  } else {
    try {
      await callSendSmsHook(ctx, user, code);
    } catch (err) {
      // As GoTrue: the account of a new number exists only if its code went out.
      if (existing) await ctx.pg.query("delete from auth.one_time_tokens where user_id = $1 and token_type = 'sms'", [user.id]);
      else await ctx.pg.query('delete from auth.users where id = $1', [user.id]);
      throw err;
    }
  }
  ctx.limiter.note(`sms-to:${phone}`);
  return { message_id: randomUUID() };
}

/** POST /recover: always answers 200 so it cannot be used to probe which e-mails exist. */
export async function sendRecovery(ctx, body, redirectTo) {
  const email = String(body.email ?? '').trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const user = await findUser(ctx.pg, 'email', email);
  if (!user) return;
  perAddressFrequency(ctx, email);
  if (!ctx.limiter.take('email')) throw emailRateLimited();
  ctx.limiter.note(`email-to:${email}`);
  const code = sixDigits();
  const hash = await storeToken(ctx.pg, user.id, 'recovery', email, code);
  const link = emailLink(ctx, hash, 'recovery', redirectTo);
  ctx.inbox.deliver({
    type: 'email', to: email, from: 'Magani Health <no-reply@magani.test>', subject: 'Reset Your Password', otp: code,
    text: `Follow this link to reset the password for your Magani Health account:\n${link}\n\nOr enter this code: ${code}\n\nIf you did not ask for this, ignore this e-mail.`,
    html: `<p>Follow this link to reset the password for your Magani Health account:</p><p><a href="${link}">Reset password</a></p><p>Or enter this code: ${code}</p>`,
  });
}

/** Runs `fn` after every earlier call with the same key has finished (a per-key queue). */
function oneAtATime(ctx, key, fn) {
  ctx.verifyQueues ??= new Map();
  const run = (ctx.verifyQueues.get(key) ?? Promise.resolve()).then(fn);
  const tail = run.catch(() => undefined);
  ctx.verifyQueues.set(key, tail);
  void tail.then(() => {
    if (ctx.verifyQueues.get(key) === tail) ctx.verifyQueues.delete(key);
  });
  return run;
}

const TYPES_FOR = {
  sms: ['sms'],
  phone_change: ['sms'],
  email: ['magiclink', 'recovery'],
  magiclink: ['magiclink'],
  signup: ['magiclink'],
  invite: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change_new', 'email_change_current'],
};

/**
 * Spends a code or token hash and returns the user it belongs to.
 * @returns {Promise<Record<string, any>>} the auth.users row
 */
export async function consumeOtp(ctx, { type, token, token_hash: givenHash, email, phone }, ip = 'unknown') {
  const kinds = TYPES_FOR[type];
  if (!kinds) throw authError(400, 'validation_failed', `Verify requires a verification type`);
  let hash = givenHash;
  let recipient;
  if (!hash) {
    if (!token) throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    recipient = kinds[0] === 'sms' ? normalisePhone(phone) : String(email ?? '').trim().toLowerCase();
    hash = tokenHash(recipient, String(token).trim());
  }
  countAttempt(ctx, ip, recipient);
  const spend = async () => {
    const { rows } = await ctx.pg.query(
      `delete from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[])
       returning *, extract(epoch from (now() at time zone 'UTC') - created_at)::float8 as age_seconds`,
      [String(hash), kinds],
    );
    if (!rows[0] && recipient) await countWrongCode(ctx, recipient, kinds);
    return rows[0];
  };
  // Typed codes for one recipient are checked one at a time, in the order they arrived, so a
  // burst of guesses sent side by side meets the five-wrong-tries burn exactly as a sequence would.
  const row = recipient ? await oneAtATime(ctx, `verify:${recipient}`, spend) : await spend();
  if (!row) throw otpExpired();
  const ttl = (row.token_type === 'sms' ? ctx.config.smsOtpExpiry : ctx.config.emailOtpExpiry) * 1000;
  if (row.age_seconds * 1000 > ttl) throw otpExpired();
  if (row.token_type.startsWith('email_change')) return confirmEmailChange(ctx, row);
  const column = row.token_type === 'sms' ? 'phone_confirmed_at' : 'email_confirmed_at';
  const { rows: users } = await ctx.pg.query(
    `update auth.users set ${column} = coalesce(${column}, now()), updated_at = now() where id = $1 returning *`,
    [row.user_id],
  );
  return { user: users[0], method: row.token_type === 'recovery' ? 'recovery' : 'otp' };
}
