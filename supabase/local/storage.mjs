// /storage/v1: object upload, download, remove and list; plain reads of public buckets' files.
// Bucket limits are checked first (size, and type by content, not by label);
// then the row in storage.objects is written as the caller, so the policies in
// supabase/migrations decide who may write or read which path.
import { randomUUID } from 'node:crypto';
import { asRole } from './db.mjs';
import { HttpError, readBody, requestClaims, sendJson } from './http.mjs';
import { mimeAllowed, normaliseMime, sniffMime } from './mime.mjs';
import { readSignedObject, signObject } from './storage-sign.mjs';

const storageError = (status, error, message) => new HttpError(status, { statusCode: String(status), error, message });
const notFound = () => storageError(404, 'not_found', 'Object not found');

/** @param {any} ctx @param {import('node:http').IncomingMessage} req @param {any} res @param {URL} url */
export async function handleStorage(ctx, req, res, url) {
  const parts = url.pathname.replace(/^\/storage\/v1\/?/, '').split('/').map(safeDecode);
  // A public bucket's files are plain URLs (an <img src>), read without a key, as on Supabase.
  if (parts[0] === 'object' && parts[1] === 'public' && (req.method === 'GET' || req.method === 'HEAD')) {
    return downloadPublic(ctx, res, parts[2], objectName(parts.slice(3)));
  }
  if (parts[0] !== 'object') throw storageError(404, 'not_found', 'Route not found');
  const rest = parts.slice(1);
  const method = req.method;
  // A signed link carries its own token instead of a session.
  if (rest[0] === 'sign' && (method === 'GET' || method === 'HEAD')) {
    return readSignedObject(ctx, res, rest[1], objectName(rest.slice(2)), url.searchParams.get('token'));
  }
  const claims = requestClaims(req, (message) => storageError(403, 'Unauthorized', message));
  if (rest[0] === 'sign' && method === 'POST') {
    return sendJson(res, 200, await signObject(ctx, claims, rest[1], objectName(rest.slice(2)), await readJsonBody(req)));
  }
  if (method === 'POST' && rest[0] === 'list') return sendJson(res, 200, await list(ctx, claims, rest[1], await readJsonBody(req)));
  if (['authenticated', 'public'].includes(rest[0]) && method === 'GET') rest.shift();
  const bucketId = rest[0];
  const name = objectName(rest.slice(1));
  if (method === 'DELETE' && !name) {
    const { prefixes } = await readJsonBody(req);
    return sendJson(res, 200, await remove(ctx, claims, bucketId, Array.isArray(prefixes) ? prefixes : []));
  }
  if (!name) throw storageError(400, 'InvalidKey', 'Invalid key');
  if (method === 'POST' || method === 'PUT') {
    const upsert = method === 'PUT' || String(req.headers['x-upsert']) === 'true';
    return sendJson(res, 200, await upload(ctx, claims, req, bucketId, name, upsert));
  }
  if (method === 'GET' || method === 'HEAD') return download(ctx, claims, res, bucketId, name);
  if (method === 'DELETE') {
    const removed = await remove(ctx, claims, bucketId, [name]);
    if (!removed.length) throw notFound();
    return sendJson(res, 200, { message: 'Successfully deleted' });
  }
  throw storageError(405, 'method_not_allowed', `${method} is not supported`);
}

function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    throw storageError(400, 'InvalidKey', 'Invalid key');
  }
}

/** Rejects names that could escape a folder or confuse the path policies. */
function objectName(segments) {
  if (!segments.length) return '';
  const hasControlOrBackslash = (s) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c === '\\');
  const bad = segments.some((s) => !s || s === '.' || s === '..' || hasControlOrBackslash(s));
  if (bad) throw storageError(400, 'InvalidKey', `Invalid key: ${segments.join('/')}`);
  return segments.join('/');
}

async function readJsonBody(req) {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8');
  try {
    return raw.trim() ? JSON.parse(raw) : {};
  } catch {
    throw storageError(400, 'invalid_json', 'Body is not valid JSON');
  }
}

async function bucketFor(ctx, id) {
  const { rows } = await ctx.pg.query('select * from storage.buckets where id = $1', [id ?? '']);
  if (!rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
  return rows[0];
}

/** The file from a multipart form (what supabase-js sends for a Blob/File) or the raw body. */
async function fileFromRequest(req, limit) {
  const raw = await readBody(req, limit + 64 * 1024);
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) return { bytes: raw, mime: normaliseMime(type || 'application/octet-stream') };
  const form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
  for (const value of form.values()) {
    if (typeof value !== 'string') {
      return { bytes: Buffer.from(await value.arrayBuffer()), mime: normaliseMime(value.type || 'application/octet-stream') };
    }
  }
  throw storageError(400, 'invalid_request', 'No file found in the form data');
}

async function upload(ctx, claims, req, bucketId, name, upsert) {
  const bucket = await bucketFor(ctx, bucketId);
  const limit = Math.min(Number(bucket.file_size_limit ?? Infinity), ctx.config.globalFileSizeLimit);
  const tooLarge = () => storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  let file;
  try {
    file = await fileFromRequest(req, limit);
  } catch (err) {
    if (err instanceof HttpError && err.status === 413) throw tooLarge();
    throw err;
  }
  if (file.bytes.length > limit) throw tooLarge();
  const actual = sniffMime(file.bytes);
  if (!mimeAllowed(bucket.allowed_mime_types, file.mime)) {
    throw storageError(415, 'invalid_mime_type', `mime type ${file.mime} is not supported`);
  }
  if (bucket.allowed_mime_types?.length && actual !== file.mime) {
    throw storageError(415, 'invalid_mime_type', `mime type ${actual ?? 'application/octet-stream'} is not supported`);
  }
  const metadata = { mimetype: file.mime, size: file.bytes.length, cacheControl: 'max-age=3600', lastModified: new Date().toISOString() };
  const conflict = upsert
    ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), owner = excluded.owner, owner_id = excluded.owner_id'
    : '';
  try {
    // No RETURNING: it would make the SELECT policies a second gate on writes,
    // hiding a gap in the INSERT policy. The id is read back separately.
    const id = await asRole(ctx.pg, claims, async (tx) => {
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3, $4, $5, $6) ${conflict}`,
        [randomUUID(), bucketId, name, claims.sub ?? null, claims.sub ?? null, JSON.stringify(metadata)],
      );
      await ctx.files.write(bucketId, name, file.bytes);
      const { rows } = await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]);
      return rows[0]?.id ?? null;
    });
    return { Id: id, Key: `${bucketId}/${name}` };
  } catch (err) {
    if (err?.code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
    if (err?.code === '42501') throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    throw err;
  }
}

async function download(ctx, claims, res, bucketId, name) {
  await bucketFor(ctx, bucketId);
  const row = await asRole(ctx.pg, claims, async (tx) =>
    (await tx.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])).rows[0],
  );
  if (!row) throw notFound();
  const bytes = await ctx.files.read(bucketId, name);
  if (!bytes) throw notFound();
  res.writeHead(200, {
    'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': bytes.length,
    'Cache-Control': 'private, max-age=3600',
  });
  res.end(bytes);
}

/** Only buckets marked public; any other bucket answers as if the object did not exist. */
async function downloadPublic(ctx, res, bucketId, name) {
  const bucket = await bucketFor(ctx, bucketId);
  if (!bucket.public || !name) throw notFound();
  const { rows } = await ctx.pg.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]);
  const bytes = rows[0] ? await ctx.files.read(bucketId, name) : null;
  if (!bytes) throw notFound();
  res.writeHead(200, {
    'Content-Type': rows[0].metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': bytes.length,
    'Cache-Control': 'public, max-age=3600',
  });
  res.end(bytes);
}

async function remove(ctx, claims, bucketId, names) {
  await bucketFor(ctx, bucketId);
  const rows = await asRole(ctx.pg, claims, async (tx) =>
    (await tx.query(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning id, name, bucket_id, owner, created_at, updated_at, metadata`,
      [bucketId, names.map(String)],
    )).rows,
  );
  for (const row of rows) await ctx.files.remove(bucketId, row.name);
  return rows;
}

async function list(ctx, claims, bucketId, body) {
  await bucketFor(ctx, bucketId);
  const prefix = String(body.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const base = prefix ? `${prefix}/` : '';
  const rows = await asRole(ctx.pg, claims, async (tx) =>
    (await tx.query(
      `select id, name, created_at, updated_at, last_accessed_at, metadata from storage.objects
       where bucket_id = $1 and starts_with(name, $2) order by name`,
      [bucketId, base],
    )).rows,
  );
  const seen = new Map();
  for (const row of rows) {
    const rest = row.name.slice(base.length);
    const slash = rest.indexOf('/');
    const entry = slash < 0 ? { ...row, name: rest } : { name: rest.slice(0, slash), id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };
    if (!seen.has(entry.name)) seen.set(entry.name, entry);
  }
  const search = String(body.search ?? '');
  const entries = [...seen.values()].filter((e) => e.name.includes(search));
  const offset = Number(body.offset ?? 0);
  return entries.slice(offset, offset + Number(body.limit ?? 100));
}
