// /functions/v1/<name>: runs the project's edge-function logic in Node. The
// shared TypeScript module is transpiled in memory on first use (Node 20 cannot
// load .ts), so there is still no build step and start-up stays fast.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError, readBody, requestClaims } from './http.mjs';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/magani-local-backend/', import.meta.url));

const sharedModules = new Map();
async function loadShared(supabaseDir, file = 'confirmation-email') {
  if (!sharedModules.has(file)) sharedModules.set(file, (async () => {
    const source = await readFile(join(supabaseDir, `functions/_shared/${file}.ts`), 'utf8');
    const cached = join(CACHE_DIR, `${file}.${createHash('sha256').update(source).digest('hex').slice(0, 16)}.mjs`);
    // Loading the TypeScript compiler takes seconds; its output is kept per source hash.
    let js = await readFile(cached, 'utf8').catch(() => null);
    if (js === null) {
      const ts = (await import('typescript')).default;
      js = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const tmp = `${cached}.${process.pid}.tmp`;
      await mkdir(CACHE_DIR, { recursive: true })
        .then(() => writeFile(tmp, js))
        .then(() => rename(tmp, cached))
        .catch(() => undefined);
    }
    return import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
  })());
  return sharedModules.get(file);
}

/** @param {any} ctx @param {import('node:http').IncomingMessage} req @param {any} res @param {URL} url */
export async function handleFunctions(ctx, req, res, url) {
  const name = url.pathname.replace(/^\/functions\/v1\/?/, '');
  if (name === 'send-queued-email') return handleQueuedEmail(ctx, req, res, url);
  if (name !== 'send-confirmation-email') {
    throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  // verify_jwt = true in config.toml: any valid project key or session will do.
  requestClaims(req, (message) => new HttpError(401, { code: 401, message: `Invalid JWT: ${message}` }));
  const shared = await loadShared(ctx.supabaseDir);
  const handler = shared.createConfirmationEmailHandler({
    supabaseUrl: ctx.apiUrl(),
    serviceRoleKey: ctx.serviceRoleKey,
    siteUrl: ctx.config.siteUrl,
    transport: {
      async send(mail) {
        ctx.inbox.deliver({ type: 'email', from: 'Magani Health <no-reply@magani.test>', ...mail });
      },
    },
  });
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, 1024 * 1024);
  const response = await handler(
    new Request(new URL(url.pathname + url.search, ctx.apiUrl()), { method: req.method, headers: flatHeaders(req), body }),
  );
  // The server's own CORS headers (already set) cover every origin and header.
  const headers = Object.fromEntries([...response.headers].filter(([k]) => !k.startsWith('access-control-')));
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

/** send-queued-email: the approval and rejection notices the database queued. */
async function handleQueuedEmail(ctx, req, res, url) {
  requestClaims(req, (message) => new HttpError(401, { code: 401, message: `Invalid JWT: ${message}` }));
  const shared = await loadShared(ctx.supabaseDir, 'queued-email');
  const handler = shared.createQueuedEmailHandler({
    supabaseUrl: ctx.apiUrl(),
    serviceRoleKey: ctx.serviceRoleKey,
    transport: {
      async send(mail) {
        ctx.inbox.deliver({ type: 'email', from: 'Magani Health <no-reply@magani.test>', ...mail });
      },
    },
  });
  const response = await handler(new Request(new URL(url.pathname, ctx.apiUrl()), { method: req.method, headers: flatHeaders(req) }));
  const headers = Object.fromEntries([...response.headers].filter(([k]) => !k.startsWith('access-control-')));
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}
