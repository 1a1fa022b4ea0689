// E-mail change, as GoTrue does it with [auth.email] double_confirm_changes: PUT /user
// with a new address changes nothing yet. A link goes to the new address (and, with
// double confirmation, one to the current address); the address changes only when
// every link has been followed. The change marks the new address as confirmed in
// auth.users; public.profiles.email_confirmed (the app's gate) is reset by a trigger.
import { randomInt } from 'node:crypto';
import { authError, emailRateLimited } from './auth-errors.mjs';
import { emailLink, storeToken } from './auth-otp.mjs';

const FROM = 'Magani Health <no-reply@magani.test>';
export const OTHER_LINK_PENDING = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** @param {any} ctx @param {Record<string, any>} user auth.users row @param {string} email already normalised */
export async function requestEmailChange(ctx, user, email, redirectTo) {
  if (!ctx.limiter.take('email')) throw emailRateLimited();
  await ctx.pg.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now()
     where id = $1`,
    [user.id, email],
  );
  const targets = [{ type: 'email_change_new', to: email }];
  if (ctx.config.doubleConfirmChanges !== false && user.email) targets.push({ type: 'email_change_current', to: user.email });
  for (const { type, to } of targets) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = await storeToken(ctx.pg, user.id, type, to, code);
    const link = emailLink(ctx, hash, 'email_change', redirectTo);
    ctx.inbox.deliver({
      type: 'email', to, from: FROM, subject: 'Confirm Email Change', otp: code,
      text: `Follow this link to confirm the change of your Magani Health e-mail from ${user.email} to ${email}:\n${link}\n\nOr enter this code: ${code}`,
      html: `<p>Follow this link to confirm the change of your e-mail address:</p><p><a href="${link}">Change e-mail address</a></p><p>Or enter this code: ${code}</p>`,
    });
  }
}

/**
 * A followed e-mail-change link (its token row already deleted). While the other
 * link is outstanding nothing changes and `pending` is set.
 */
export async function confirmEmailChange(ctx, row) {
  const { rows: left } = await ctx.pg.query(
    `select 1 from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_new', 'email_change_current')`,
    [row.user_id],
  );
  if (left.length) {
    const { rows } = await ctx.pg.query('select * from auth.users where id = $1', [row.user_id]);
    return { user: rows[0], method: 'email_change', pending: true };
  }
  const { rows } = await ctx.pg.query(
    `update auth.users set email = email_change, email_change = '', email_change_confirm_status = 0,
       email_confirmed_at = now(), updated_at = now()
     where id = $1 and coalesce(email_change, '') <> '' returning *`,
    [row.user_id],
  );
  if (!rows[0]) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  return { user: rows[0], method: 'email_change', pending: false };
}
