// /functions/v1/<name>: every edge function runs in the real Deno runtime, its index.ts unmodified
// (deno-functions.mjs), with the environment a hosted project gives it: the project's URL and
// keys, SITE_URL, the mail API (here the inbox's, which keeps what it is sent) and the Paystack
// stand-in's key and address. What the platform does before a function runs is done here too:
// the JWT check, unless config.toml says verify_jwt = false.
import { HttpError, readBody, requestClaims } from './http.mjs';

/** @param {any} ctx @param {import('node:http').IncomingMessage} req @param {any} res @param {URL} url */
export async function handleFunctions(ctx, req, res, url) {
  const name = url.pathname.replace(/^\/functions\/v1\/?/, '').split('/')[0] ?? '';
  const settings = ctx.config.functions[name];
  if (!ctx.deno.exists(name) || settings?.enabled === false) {
    throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  if (settings?.verify_jwt !== false) {
    requestClaims(req, (message) => new HttpError(401, { code: 401, message: `Invalid JWT: ${message}` }));
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, 2 * 1024 * 1024);
  const rest = url.pathname.slice(`/functions/v1/${name}`.length) + url.search;
  const response = await ctx.deno.request(name, req.method ?? 'GET', flatHeaders(req), body, rest);
  // The server's own CORS headers (already set) cover every origin and header.
  const headers = Object.fromEntries(
    [...response.headers].filter(([k]) => !k.startsWith('access-control-') && k !== 'content-length' && k !== 'transfer-encoding'),
  );
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function flatHeaders(req) {
  const out = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && !['host', 'content-length', 'connection'].includes(key)) out.set(key, String(value));
  }
  return out;
}
