// Signed object URLs, as Supabase Storage hands them out: POST /object/sign/<bucket>/<name>
// with { expiresIn } (seconds) answers { signedURL: '/object/sign/<bucket>/<name>?token=...' }.
// Signing needs read access to the object under the caller's own policies; the link then
// works without a session until its token expires, and only for that one object.
import { asRole } from './db.mjs';
import { HttpError } from './http.mjs';
import { JwtError, signJwt, verifyJwt } from './jwt.mjs';

/** The longest a signed link may live: one hour. Hosted Storage has no such cap (see README). */
export const MAX_SIGNED_URL_SECONDS = 3600;

const storageError = (status, error, message) => new HttpError(status, { statusCode: String(status), error, message });

/** Creates a signed link for an object the caller may read. */
export async function signObject(ctx, claims, bucketId, name, body) {
  const expiresIn = Number(body?.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn < 1) throw storageError(400, 'InvalidRequest', 'expiresIn must be a positive whole number of seconds');
  if (expiresIn > MAX_SIGNED_URL_SECONDS) {
    throw storageError(400, 'InvalidRequest', `expiresIn must be at most ${MAX_SIGNED_URL_SECONDS} seconds (one hour)`);
  }
  const row = await asRole(ctx.pg, claims, async (tx) =>
    (await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])).rows[0],
  );
  if (!row) throw storageError(404, 'not_found', 'Object not found');
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt({ url: `${bucketId}/${name}`, iat: now, exp: now + expiresIn });
  return { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` };
}

/** Serves the object a signed link names, if the token is ours, unexpired and for this object. */
export async function readSignedObject(ctx, res, bucketId, name, token) {
  let payload;
  try {
    payload = verifyJwt(String(token ?? ''));
  } catch (err) {
    if (err instanceof JwtError && err.kind === 'expired') throw storageError(400, 'InvalidJWT', '"exp" claim timestamp check failed');
    throw storageError(400, 'InvalidJWT', 'invalid signature');
  }
  if (typeof payload.exp !== 'number' || payload.url !== `${bucketId}/${name}`) {
    throw storageError(400, 'InvalidSignature', 'The url do not match the signature');
  }
  const { rows } = await ctx.pg.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]);
  const bytes = rows[0] ? await ctx.files.read(bucketId, name) : null;
  if (!bytes) throw storageError(404, 'not_found', 'Object not found');
  res.writeHead(200, {
    'Content-Type': rows[0].metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': bytes.length,
    // The link is a capability: it must not outlive its token in a shared cache.
    'Cache-Control': 'private, no-store',
  });
  res.end(bytes);
}
