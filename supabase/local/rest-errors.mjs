// Postgres errors to PostgREST's HTTP status and { code, details, hint, message }.
import { HttpError } from './http.mjs';

/** @param {any} err @param {string} role */
export function restError(err, role) {
  if (err instanceof HttpError) return err;
  const code = String(err?.code ?? '');
  if (!/^[0-9A-Z]{5}$/.test(code)) throw err;
  return new HttpError(statusFor(code, role), {
    code,
    details: err.detail ?? null,
    hint: err.hint ?? null,
    message: err.message,
  });
}

function statusFor(code, role) {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53' || cls === '54') return 503;
  if (cls === '28' || cls === '0L' || cls === '0P') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500;
  return 400;
}

export const jwtRestError = (message, expired) =>
  new HttpError(401, { code: expired ? 'PGRST303' : 'PGRST301', details: null, hint: null, message });
