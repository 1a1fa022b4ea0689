// Small HTTP helpers shared by the API modules: CORS, bodies, JSON replies and
// turning the request's keys into verified JWT claims.
import { verifyJwt, JwtError } from './jwt.mjs';

const ALLOWED_HEADERS = [
  'authorization', 'apikey', 'x-client-info', 'content-type', 'prefer', 'accept', 'accept-profile',
  'content-profile', 'x-upsert', 'range', 'range-unit', 'cache-control', 'x-supabase-api-version',
  'x-region', 'x-metadata', 'content-encoding', 'if-none-match', 'if-modified-since', 'baggage', 'sentry-trace',
].join(', ');

/** Browsers call from the app's own origin (e.g. 127.0.0.1:4173), so every reply carries CORS headers. */
export function applyCors(req, res) {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Location, X-Supabase-Api-Version, Content-Length, ETag');
  res.setHeader('Access-Control-Max-Age', '86400');
}

export class HttpError extends Error {
  /** @param {number} status @param {unknown} body */
  constructor(status, body) {
    super(typeof body === 'object' && body !== null ? JSON.stringify(body) : String(body));
    this.status = status;
    this.body = body;
  }
}

/**
 * Reads the whole body. Past `limit` the rest is drained unread (so a 413 can
 * still be answered on the same connection) and the promise rejects.
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit = 60 * 1024 * 1024) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > limit) {
        reject(new HttpError(413, { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }));
      } else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export async function readJson(req) {
  const raw = (await readBody(req, 2 * 1024 * 1024)).toString('utf8');
  if (!raw.trim()) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, { code: 400, error_code: 'bad_json', msg: 'Could not parse request body as JSON' });
  }
}

export function sendJson(res, status, body, headers = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

/** Reads the bearer token (or the apikey when there is none), Kong-style. */
export function bearerToken(req) {
  const auth = req.headers.authorization;
  if (auth && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim();
  const apikey = req.headers.apikey;
  return typeof apikey === 'string' && apikey ? apikey : null;
}

/**
 * Verified claims of the request, or an HttpError built by `shape` (each API
 * reports a bad key in its own error format).
 * @param {(message: string, expired: boolean) => HttpError} shape
 */
export function requestClaims(req, shape) {
  const token = bearerToken(req);
  if (!token) throw shape('No API key found in request', false);
  try {
    return verifyJwt(token);
  } catch (err) {
    if (err instanceof JwtError) throw shape(err.message, err.kind === 'expired');
    throw err;
  }
}
