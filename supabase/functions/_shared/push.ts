// Web Push from the one sender: each 'push' row of private.outgoing_messages is one device. The
// payload is encrypted for that device (RFC 8291, aes128gcm) and signed for the push service with
// the project's VAPID key (RFC 8292) by `encrypt` (send-messages/web-push.ts wraps the npm `web-push` library),
// then POSTed to the device's endpoint. A 404 or 410 means the device is gone: the sender forgets it.

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  link: string | null;
  urgent: boolean;
}

export interface EncryptedPush {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

export type EncryptPush = (
  target: PushTarget,
  payload: string,
  options: { ttlSeconds: number; urgency: 'normal' | 'high'; topic: string },
) => EncryptedPush;

/** The push service answered 404 or 410 (or the endpoint is not a push service we send to). */
export class PushGoneError extends Error {}

export interface PushSender {
  /** Sends one notification; returns the push service's message id. */
  send(target: PushTarget, message: { key: string; title: string; body: string }): Promise<string>;
}

// The browsers' push services. Nothing else is sent to, so a stored endpoint cannot point the
// sender at another server; PUSH_ENDPOINT_ORIGINS adds more (the local stand-in, http://127.0.0.1:*).
const PUSH_SERVICES = [
  /^https:\/\/fcm\.googleapis\.com\//,
  /^https:\/\/[a-z0-9.-]*\.push\.services\.mozilla\.com\//,
  /^https:\/\/[a-z0-9.-]*\.push\.apple\.com\//,
  /^https:\/\/[a-z0-9.-]*\.notify\.windows\.com\//,
];

function originPattern(origin: string): RegExp {
  const escaped = origin.trim().replace(/\/$/, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}/`);
}

/** What the service worker shows: { title, body, url, tag }. Kept small: it is the data cost of a push. */
export function pushPayload(message: { key: string; title: string; body: string }, link: string | null): string {
  return JSON.stringify({ title: message.title, body: message.body, url: link ?? '/', tag: message.key.slice(0, 8) });
}

export function webPushSender(cfg: { encrypt: EncryptPush; extraOrigins?: string[]; fetch?: typeof fetch; timeoutMs?: number }): PushSender {
  const allowed = [...PUSH_SERVICES, ...(cfg.extraOrigins ?? []).filter((o) => o.trim()).map(originPattern)];
  return {
    async send(target, message) {
      if (!allowed.some((pattern) => pattern.test(target.endpoint))) throw new PushGoneError('not a known push service');
      const request = cfg.encrypt(target, pushPayload(message, target.link), {
        ttlSeconds: 24 * 60 * 60,
        urgency: target.urgent ? 'high' : 'normal',
        // One topic per message: a repeated send replaces the waiting copy instead of adding one.
        topic: message.key.replace(/-/g, ''),
      });
      const res = await (cfg.fetch ?? fetch)(request.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) throw new PushGoneError(`push service answered ${res.status}`);
      if (!res.ok) throw new Error(`push service answered ${res.status}`);
      return res.headers.get('location') ?? `push-${res.status}`;
    },
  };
}
