// /auth/v1: the part of GoTrue's API that supabase-js calls for this app.
// Sign-up confirms the address at once (mailer_autoconfirm): the app's own gate
// is public.profiles.email_confirmed, set through send-confirmation-email.
import { authError, badJwt, invalidCredentials, noAuthorization, weakPassword } from './auth-errors.mjs';
import { consumeOtp, sendEmailOtp, sendRecovery, sendSmsOtp, allowedRedirect } from './auth-otp.mjs';
import { OTHER_LINK_PENDING, requestEmailChange } from './auth-email-change.mjs';
import { endSessions, issueSession, refreshSession, sessionExists } from './auth-sessions.mjs';
import { checkPassword, createUser, findUser, userJson } from './auth-users.mjs';
import { bearerToken, HttpError, readJson, sendJson } from './http.mjs';
import { verifyJwt } from './jwt.mjs';
import bcrypt from 'bcryptjs';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {any} ctx @param {import('node:http').IncomingMessage} req @param {any} res @param {URL} url */
export async function handleAuth(ctx, req, res, url) {
  const path = url.pathname.replace(/^\/auth\/v1/, '') || '/';
  const route = `${req.method} ${path}`;
  // Like Supabase's gateway: every auth route needs the project key, except the
  // links opened from e-mails.
  if (route !== 'GET /verify' && !req.headers.apikey && !req.headers.authorization) {
    throw new HttpError(401, { message: 'No API key found in request' });
  }
  const redirectTo = url.searchParams.get('redirect_to') ?? undefined;
  switch (route) {
    case 'GET /health':
      return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'Magani Health local auth' });
    case 'GET /.well-known/jwks.json':
      // HS256 secrets are never published, so the key set is empty, as GoTrue's is.
      return sendJson(res, 200, { keys: [] });
    case 'GET /settings':
      return sendJson(res, 200, {
        external: { email: true, phone: true, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: 'local-inbox',
        saml_enabled: false,
      });
    case 'POST /signup':
      countSignIn(ctx, clientIp(req));
      return sendJson(res, 200, await signUp(ctx, await readJson(req)));
    case 'POST /token': {
      const grantType = url.searchParams.get('grant_type');
      if (grantType !== 'refresh_token') countSignIn(ctx, clientIp(req));
      return sendJson(res, 200, await token(ctx, grantType, await readJson(req)));
    }
    case 'POST /logout': {
      const claims = userClaims(req);
      const scope = url.searchParams.get('scope') ?? 'global';
      await endSessions(ctx, claims, ['local', 'others'].includes(scope) ? scope : 'global');
      return void res.writeHead(204).end();
    }
    case 'GET /user':
      return sendJson(res, 200, await userJson(ctx.pg, await currentUser(ctx, req)));
    case 'PUT /user':
      return sendJson(res, 200, await updateUser(ctx, await currentUser(ctx, req), await readJson(req), redirectTo));
    case 'POST /otp': {
      const body = await readJson(req);
      if (body.phone) return sendJson(res, 200, await sendSmsOtp(ctx, body));
      if (body.email) {
        await sendEmailOtp(ctx, body, redirectTo);
        return sendJson(res, 200, {});
      }
      throw authError(400, 'validation_failed', 'An email address or phone number is required');
    }
    case 'POST /recover':
      await sendRecovery(ctx, await readJson(req), redirectTo);
      return sendJson(res, 200, {});
    case 'POST /verify': {
      const { user, method, pending } = await consumeOtp(ctx, await readJson(req), clientIp(req));
      if (pending) return sendJson(res, 200, { msg: OTHER_LINK_PENDING, code: 200 });
      assertNotBanned(user);
      return sendJson(res, 200, await issueSession(ctx, user, method));
    }
    case 'GET /verify':
      return verifyLink(ctx, res, url, clientIp(req));
    default:
      throw authError(404, 'not_found', 'Not Found');
  }
}

const clientIp = (req) => req.socket.remoteAddress ?? 'unknown';

/** [auth.rate_limit] sign_in_sign_ups: password sign-ins and sign-ups per IP per 5 minutes, as GoTrue. */
function countSignIn(ctx, ip) {
  if (!ctx.limiter.hit(`sign-in-ip:${ip}`, ctx.config.rateLimits.signInSignUps, 5 * 60 * 1000)) {
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

/**
 * [auth.hook.password_verification_attempt]: GoTrue calls the database function after every
 * password check, and a "reject" refuses the sign-in with the function's message.
 */
async function passwordHook(ctx, userId, valid) {
  if (!ctx.config.passwordHook) return;
  const [schema, fn] = ctx.config.passwordHook.split('.');
  const { rows } = await ctx.pg.query(`select "${schema}"."${fn}"($1::jsonb) as out`, [JSON.stringify({ user_id: userId, valid })]);
  const out = rows[0]?.out ?? {};
  if (out.decision === 'reject') {
    throw authError(400, 'invalid_credentials', out.message || 'Password verification hook rejected the sign-in');
  }
}

async function signUp(ctx, body) {
  if (body.phone && !body.email) throw authError(422, 'phone_provider_disabled', 'Phone signups are disabled; sign in with an SMS code instead');
  const email = String(body.email ?? '').trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (typeof body.password !== 'string' || body.password.length === 0) {
    throw authError(422, 'validation_failed', 'Signup requires a valid password');
  }
  if (body.password.length < ctx.config.minPasswordLength) throw weakPassword(ctx.config.minPasswordLength);
  if (await findUser(ctx.pg, 'email', email)) throw authError(422, 'user_already_exists', 'User already registered');
  let user;
  try {
    user = await createUser(ctx.pg, { email, password: body.password, data: body.data, emailConfirmed: true });
  } catch (err) {
    if (err.duplicate) throw authError(422, 'user_already_exists', 'User already registered');
    throw err;
  }
  return issueSession(ctx, user, 'password');
}

async function token(ctx, grantType, body) {
  if (grantType === 'refresh_token') return refreshSession(ctx, body.refresh_token);
  if (grantType !== 'password') throw authError(400, 'validation_failed', 'unsupported_grant_type');
  const user = body.email
    ? await findUser(ctx.pg, 'email', body.email)
    : body.phone
      ? await findUser(ctx.pg, 'phone', String(body.phone).replace(/[^\d]/g, ''))
      : null;
  if (!user) throw invalidCredentials();
  const valid = await checkPassword(user, body.password);
  await passwordHook(ctx, user.id, valid);
  if (!valid) throw invalidCredentials();
  assertNotBanned(user);
  return issueSession(ctx, user, 'password');
}

/** GoTrue refuses a banned (suspended) account everywhere a session is made or used. */
export function assertNotBanned(user, status = 400) {
  if (user?.banned_until && new Date(user.banned_until) > new Date()) throw authError(status, 'user_banned', 'User is banned');
}

function userClaims(req) {
  const jwt = bearerToken(req);
  if (!jwt) throw noAuthorization();
  let claims;
  try {
    claims = verifyJwt(jwt);
  } catch (err) {
    throw badJwt(err.message);
  }
  if (!claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return claims;
}

async function currentUser(ctx, req) {
  const claims = userClaims(req);
  if (!(await sessionExists(ctx, claims.session_id))) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUser(ctx.pg, 'id', claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  assertNotBanned(user, 403);
  return user;
}

async function updateUser(ctx, user, body, redirectTo) {
  const sets = [];
  const params = [user.id];
  const add = (sql, value) => {
    params.push(value);
    sets.push(sql.replace('?', `$${params.length}`));
  };
  if (body.password !== undefined) {
    if (typeof body.password !== 'string' || body.password.length < ctx.config.minPasswordLength) {
      throw weakPassword(ctx.config.minPasswordLength);
    }
    if (await checkPassword(user, body.password)) {
      throw authError(422, 'same_password', 'New password should be different from the old password.');
    }
    add('encrypted_password = ?', await bcrypt.hash(body.password, 10));
  }
  let newEmail;
  if (body.email !== undefined && String(body.email).trim().toLowerCase() !== user.email) {
    newEmail = String(body.email).trim().toLowerCase();
    if (!EMAIL_RE.test(newEmail)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (await findUser(ctx.pg, 'email', newEmail)) {
      throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    }
  }
  if (body.data && typeof body.data === 'object') {
    add('raw_user_meta_data = coalesce(raw_user_meta_data, \'{}\'::jsonb) || ?::jsonb', JSON.stringify(body.data));
  }
  if (sets.length) {
    await ctx.pg.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
  }
  // The address changes only once the e-mailed links are followed.
  if (newEmail) await requestEmailChange(ctx, user, newEmail, redirectTo);
  return userJson(ctx.pg, await findUser(ctx.pg, 'id', user.id));
}

/** The link in magic-link and recovery e-mails: spend the token, then hand the session to the app in the URL fragment. */
async function verifyLink(ctx, res, url, ip) {
  const type = url.searchParams.get('type') ?? '';
  const target = allowedRedirect(ctx.config, url.searchParams.get('redirect_to') ?? undefined);
  let fragment;
  try {
    const { user, method, pending } = await consumeOtp(ctx, { type, token_hash: url.searchParams.get('token') ?? '' }, ip);
    if (pending) {
      res.writeHead(303, { Location: `${target.split('#')[0]}#${new URLSearchParams({ message: OTHER_LINK_PENDING })}` });
      return void res.end();
    }
    const s = await issueSession(ctx, user, method);
    fragment = new URLSearchParams({
      access_token: s.access_token, expires_at: String(s.expires_at), expires_in: String(s.expires_in),
      refresh_token: s.refresh_token, token_type: 'bearer', type,
    });
  } catch (err) {
    if (err.status !== 403 && err.status !== 429) throw err;
    fragment = new URLSearchParams({
      error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired',
    });
  }
  res.writeHead(303, { Location: `${target.split('#')[0]}#${fragment}` });
  res.end();
}
