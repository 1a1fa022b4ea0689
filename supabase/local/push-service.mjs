// A stand-in of a browser push service (what FCM or Mozilla's autopush do for a real browser), on
// the inbox's port under /push/. A test makes a "device" (POST /push/devices: an endpoint and the
// P-256 key and auth secret a browser's PushSubscription would hold; the private half stays here).
// The sender POSTs an encrypted push to the endpoint as it would to a real push service; this checks
// the VAPID signature (RFC 8292) against the project's public key, decrypts the aes128gcm body
// (RFC 8291) with the device's key, keeps the result and answers 201. A device can be told to
// answer 404 or 410 (gone), as a push service does for a subscription that was removed.
import { createECDH, createDecipheriv, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { readBody, sendJson } from './http.mjs';

const b64u = (buf) => Buffer.from(buf).toString('base64url');
const fromB64u = (s) => Buffer.from(String(s), 'base64url');

/** A VAPID key pair as web-push wants it: the raw public point and the private scalar, base64url. */
export function newVapidKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  return { publicKey: b64u(Buffer.concat([Buffer.from([4]), fromB64u(pub.x), fromB64u(pub.y)])), privateKey: String(priv.d) };
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`; returns a reason it is refused, or null. */
function vapidProblem(header, audience, wantedKey) {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/i.exec(String(header ?? ''));
  if (!match) return 'missing VAPID authorization';
  const [, token, key] = match;
  if (key !== wantedKey) return 'unknown VAPID key';
  const [head, body, sig] = token.split('.');
  const point = fromB64u(key);
  const jwk = { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) };
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, fromB64u(sig ?? ''));
  if (!signed) return 'bad VAPID signature';
  const claims = JSON.parse(fromB64u(body).toString());
  const now = Date.now() / 1000;
  if (claims.aud !== audience) return 'VAPID audience is not this push service';
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return 'VAPID token expired or too long-lived';
  if (!/^(mailto:|https:)/.test(String(claims.sub ?? ''))) return 'VAPID subject must be mailto: or https:';
  return null;
}

/** RFC 8291 decryption of one aes128gcm record for the device. */
export function decryptPush(device, body) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** @param {{ baseUrl: () => string, vapidPublicKey: string }} options */
export function createPushService({ baseUrl, vapidPublicKey }) {
  /** @type {Map<string, any>} */
  const devices = new Map();
  /** Every push received: { device, status, payload (decrypted JSON text), bytes, ttl, urgency, topic, error, at }. */
  const received = /** @type {any[]} */ ([]);

  function createDevice() {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = { id, ecdh, publicKey: ecdh.getPublicKey(), auth: randomBytes(16), answer: 201 };
    devices.set(id, device);
    return { id, endpoint: `${baseUrl()}/push/send/${id}`, keys: { p256dh: b64u(device.publicKey), auth: b64u(device.auth) } };
  }

  /** @param {any} req @param {any} res @param {URL} url */
  async function handle(req, res, url) {
    const [, , part, id, extra] = url.pathname.split('/');
    if (req.method === 'POST' && part === 'devices' && !id) return sendJson(res, 201, createDevice());
    const device = id ? devices.get(id) : undefined;
    if (part === 'devices' && device && req.method === 'GET' && extra === 'messages') {
      return sendJson(res, 200, received.filter((r) => r.device === id));
    }
    // The browser unsubscribed (a test's stand-in PushSubscription): its endpoint is gone from now on.
    if (part === 'devices' && device && req.method === 'DELETE') {
      device.answer = 410;
      return sendJson(res, 200, { id, answer: 410 });
    }
    if (part === 'devices' && device && req.method === 'PUT' && extra === 'answer') {
      device.answer = Number(url.searchParams.get('status') ?? 201);
      return sendJson(res, 200, { id, answer: device.answer });
    }
    if (part !== 'send' || req.method !== 'POST') return sendJson(res, 404, { error: 'Not found' });
    const body = await readBody(req, 8 * 1024);
    const entry = { device: id, status: 201, payload: null, bytes: body.length, ttl: req.headers.ttl, urgency: req.headers.urgency, topic: req.headers.topic, error: null, at: new Date().toISOString() };
    received.push(entry);
    const reply = (status, error) => {
      entry.status = status;
      entry.error = error ?? null;
      if (status === 201) return void res.writeHead(201, { Location: `${baseUrl()}/push/messages/${randomUUID()}` }).end();
      sendJson(res, status, { error });
    };
    if (!device) return reply(410, 'No such subscription');
    if (device.answer !== 201) return reply(device.answer, device.answer === 410 ? 'Subscription has unsubscribed or expired' : 'Not found');
    const problem = vapidProblem(req.headers.authorization, new URL(baseUrl()).origin, vapidPublicKey);
    if (problem) return reply(403, problem);
    if (req.headers['content-encoding'] !== 'aes128gcm') return reply(415, 'Content-Encoding must be aes128gcm');
    if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return reply(400, 'TTL header required');
    if (body.length > 4096) return reply(413, 'Payload too large');
    try {
      entry.payload = decryptPush(device, body);
    } catch (err) {
      return reply(400, `Could not decrypt: ${err instanceof Error ? err.message : err}`);
    }
    reply(201);
  }

  return { handle, createDevice, devices, received };
}
