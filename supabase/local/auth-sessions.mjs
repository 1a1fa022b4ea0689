// Sessions: a row in auth.sessions, a rotating refresh token, and a short-lived
// HS256 access token with GoTrue's claims (PostgREST and storage trust only that).
import { randomBytes, randomUUID } from 'node:crypto';
import { signJwt } from './jwt.mjs';
import { authError } from './auth-errors.mjs';
import { userJson } from './auth-users.mjs';

const REUSE_INTERVAL_MS = 10_000;

const newRefreshToken = () => randomBytes(18).toString('base64url');

/**
 * @param {{ pg: any, config: import('./config.mjs').LocalConfig, apiUrl: () => string }} ctx
 * @param {Record<string, any>} user auth.users row
 * @param {string} method how the user proved who they are (password, otp, recovery...)
 */
export async function issueSession(ctx, user, method) {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await ctx.pg.transaction(async (tx) => {
    await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refresh, user.id, sessionId]);
    await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
  });
  const fresh = (await ctx.pg.query('select * from auth.users where id = $1', [user.id])).rows[0];
  return sessionBody(ctx, fresh, sessionId, refresh, method);
}

async function sessionBody(ctx, user, sessionId, refreshToken, method) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = ctx.config.jwtExpiry;
  const accessToken = signJwt({
    aud: 'authenticated',
    exp: now + expiresIn,
    iat: now,
    iss: `${ctx.apiUrl()}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refreshToken,
    user: await userJson(ctx.pg, user),
  };
}

/**
 * Rotates a refresh token. A token used twice within 10 s (two tabs racing) gets the newer one back.
 * Used again later, it was stolen or replayed: as GoTrue does, the whole session (its token family)
 * is revoked, so the thief's and the owner's tokens both stop working.
 */
export async function refreshSession(ctx, token) {
  const notFound = () => authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (typeof token !== 'string' || !token) throw notFound();
  const { rows } = await ctx.pg.query('select * from auth.refresh_tokens where token = $1', [token]);
  const row = rows[0];
  if (!row || !row.session_id) throw notFound();
  let next;
  if (row.revoked) {
    const child = (await ctx.pg.query(
      'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [row.session_id],
    )).rows[0];
    if (!child || Date.now() - new Date(row.updated_at).getTime() > REUSE_INTERVAL_MS) {
      await ctx.pg.query('delete from auth.sessions where id = $1', [row.session_id]);
      throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    next = child.token;
  } else {
    next = newRefreshToken();
    await ctx.pg.transaction(async (tx) => {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
        next, row.user_id, row.session_id, row.token,
      ]);
    });
  }
  const user = (await ctx.pg.query('select * from auth.users where id = $1', [row.user_id])).rows[0];
  if (!user) throw notFound();
  if (user.banned_until && new Date(user.banned_until) > new Date()) throw authError(400, 'user_banned', 'User is banned');
  return sessionBody(ctx, user, row.session_id, next, 'token_refresh');
}

/** @param {'global' | 'local' | 'others'} scope */
export async function endSessions(ctx, claims, scope) {
  const { sub, session_id: sid } = claims;
  if (scope === 'local') await ctx.pg.query('delete from auth.sessions where id = $1', [sid]);
  else if (scope === 'others') await ctx.pg.query('delete from auth.sessions where user_id = $1 and id <> $2', [sub, sid]);
  else await ctx.pg.query('delete from auth.sessions where user_id = $1', [sub]);
}

export async function sessionExists(ctx, sessionId) {
  if (!sessionId) return false;
  const { rows } = await ctx.pg.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}
