// HS256 JWTs with Supabase local's well-known secret, so the demo anon and
// service_role keys are byte-for-byte the ones every Supabase local stack uses.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const b64url = (value) => Buffer.from(value).toString('base64url');

/** @param {Record<string, unknown>} payload */
export function signJwt(payload, secret = JWT_SECRET) {
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`;
  const sig = createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${sig}`;
}

export class JwtError extends Error {
  /** @param {string} message @param {'invalid' | 'expired'} kind */
  constructor(message, kind) {
    super(message);
    this.kind = kind;
  }
}

/**
 * @param {string} token
 * @returns {Record<string, any>} the payload, if the signature is ours and it has not expired
 */
export function verifyJwt(token, secret = JWT_SECRET) {
  const parts = String(token).split('.');
  if (parts.length !== 3) throw new JwtError('Expected 3 parts in JWT; got ' + parts.length, 'invalid');
  let header;
  let payload;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('JWT could not be decoded', 'invalid');
  }
  if (header.alg !== 'HS256') throw new JwtError('Wrong or unknown algorithm', 'invalid');
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('JWT cryptographic operation failed', 'invalid');
  }
  // A non-numeric exp ("9999999999" as a string) is malformed, not "no expiry": PostgREST and GoTrue refuse it.
  if (payload.exp !== undefined && (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp))) {
    throw new JwtError('JWT claim "exp" must be a number', 'invalid');
  }
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now()) throw new JwtError('JWT expired', 'expired');
  return payload;
}

export const ANON_KEY = signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 });
export const SERVICE_ROLE_KEY = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
