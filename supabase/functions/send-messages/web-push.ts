// The RFC 8291 encryption and RFC 8292 (VAPID) signature of a push, by the maintained `web-push`
// library (pinned). Only the request is built here; ../_shared/push.ts sends it with fetch, so the endpoint
// check, time limit and 404/410 handling are ours.
import webpush from 'npm:web-push@3.6.7';
import type { EncryptPush } from '../_shared/push.ts';

export function vapidEncrypt(vapid: { subject: string; publicKey: string; privateKey: string }): EncryptPush {
  return (target, payload, options) => {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: vapid, TTL: options.ttlSeconds, urgency: options.urgency, topic: options.topic, contentEncoding: 'aes128gcm' },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
    return { endpoint: details.endpoint, headers, body: new Uint8Array(details.body as Uint8Array<ArrayBuffer>) };
  };
}
