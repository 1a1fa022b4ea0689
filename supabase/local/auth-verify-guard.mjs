// Limits on guessing one-time codes (POST /verify and the e-mailed links):
// - per IP and per address: [auth.rate_limit] token_verifications per 5 minutes,
//   the per-IP limit GoTrue applies on a hosted project;
// - per code: 5 wrong tries burn it, so a 6-digit code cannot be found by guessing
//   within the limits above. GoTrue has no per-code counter: this one is local only.
import { authError } from './auth-errors.mjs';

const WINDOW_MS = 5 * 60 * 1000;
export const WRONG_TRIES_PER_CODE = 5;

const rateLimited = () => authError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** Counts one verification attempt; throws 429 past the limit. @param {string} ip @param {string} [recipient] */
export function countAttempt(ctx, ip, recipient) {
  const max = ctx.config.rateLimits.tokenVerifications;
  if (!ctx.limiter.hit(`verify-ip:${ip}`, max, WINDOW_MS)) throw rateLimited();
  if (recipient && !ctx.limiter.hit(`verify-to:${recipient}`, max, WINDOW_MS)) throw rateLimited();
}

/**
 * A typed code matched nothing: every outstanding code of these kinds for the
 * recipient takes one wrong try, and is deleted at the fifth.
 */
export async function countWrongCode(ctx, recipient, kinds) {
  ctx.wrongCodeTries ??= new Map();
  const { rows } = await ctx.pg.query(
    'select id from auth.one_time_tokens where relates_to = $1 and token_type = any($2::text[])',
    [recipient, kinds],
  );
  for (const { id } of rows) {
    const tries = (ctx.wrongCodeTries.get(id) ?? 0) + 1;
    ctx.wrongCodeTries.set(id, tries);
    if (tries >= WRONG_TRIES_PER_CODE) {
      await ctx.pg.query('delete from auth.one_time_tokens where id = $1', [id]);
      ctx.wrongCodeTries.delete(id);
    }
  }
}
