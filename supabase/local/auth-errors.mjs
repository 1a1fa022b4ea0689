// GoTrue's error body ({ code, error_code, msg }) so supabase-js raises the same
// AuthApiError message and code as against a hosted project.
import { HttpError } from './http.mjs';

/** @param {number} status @param {string} errorCode @param {string} msg @param {object} [extra] */
export function authError(status, errorCode, msg, extra = {}) {
  const err = new HttpError(status, { code: status, error_code: errorCode, msg, ...extra });
  err.headers = { 'x-sb-error-code': errorCode };
  return err;
}

export const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');
export const otpExpired = () => authError(403, 'otp_expired', 'Token has expired or is invalid');
export const emailRateLimited = () => authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
export const smsRateLimited = () => authError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded');
export const noAuthorization = () =>
  authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (message) => authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${message}`);
export const databaseError = () => authError(500, 'unexpected_failure', 'Database error saving new user');
export const weakPassword = (min) =>
  authError(422, 'weak_password', `Password should be at least ${min} characters.`, { weak_password: { reasons: ['length'] } });
