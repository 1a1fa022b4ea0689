// Standard Webhooks signatures, as Supabase Auth signs its HTTP hooks: the headers webhook-id,
// webhook-timestamp (Unix seconds) and webhook-signature ("v1,<base64>", several separated by
// spaces), an HMAC-SHA256 over `${id}.${timestamp}.${body}` keyed with the secret's base64 part
// (the secret is written "v1,whsec_<base64>"; several may be given, separated by "|", while one
// is being rotated). Web Crypto only, so it runs in Deno and in Node.

/** Requests older or newer than this are refused, so a captured request cannot be replayed later. */
export const TOLERANCE_SECONDS = 5 * 60;

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The key bytes of each secret in "v1,whsec_AAA|v1,whsec_BBB". */
export function secretKeys(secrets: string): Uint8Array<ArrayBuffer>[] {
  return secrets
    .split('|')
    .map((s) => s.trim().replace(/^v1,/, '').replace(/^whsec_/, ''))
    .filter(Boolean)
    .map(fromBase64);
}

export async function signature(key: Uint8Array<ArrayBuffer>, id: string, timestamp: string, body: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toBase64(await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
}

function sameText(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Checks a request's Standard Webhooks headers against the raw body it carried. */
export async function verifyWebhook(secrets: string, headers: Headers, body: string, nowSeconds = Date.now() / 1000): Promise<Verdict> {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const given = headers.get('webhook-signature');
  if (!id || !timestamp || !given) return { ok: false, reason: 'missing signature headers' };
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - seconds) > TOLERANCE_SECONDS) {
    return { ok: false, reason: 'timestamp too old or too new' };
  }
  const offered = given.split(' ').filter((s) => s.startsWith('v1,')).map((s) => s.slice(3));
  for (const key of secretKeys(secrets)) {
    const expected = await signature(key, id, timestamp, body);
    if (offered.some((sig) => sameText(sig, expected))) return { ok: true };
  }
  return { ok: false, reason: 'signature does not match' };
}
