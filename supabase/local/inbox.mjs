// Catches every e-mail and SMS the backend "sends", like Supabase local's mail
// catcher: a page a person can click through, and a JSON API for tests.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { sendJson } from './http.mjs';
import { renderInboxPage } from './inbox-page.mjs';

/**
 * @typedef {object} InboxMessage
 * @property {string} id
 * @property {'email' | 'sms'} type
 * @property {string} to e-mail address (lower case) or phone number with a leading +
 * @property {string} from
 * @property {string} subject
 * @property {string} text
 * @property {string | null} html
 * @property {string[]} links
 * @property {string | null} otp the one-time code, when the message carries one
 * @property {string} createdAt ISO time
 */

export const normaliseRecipient = (to) => {
  const value = String(to ?? '').trim();
  if (value.includes('@')) return value.toLowerCase();
  const digits = value.replace(/[^\d]/g, '');
  return digits ? `+${digits}` : value;
};

export function createInbox() {
  /** @type {InboxMessage[]} */
  const messages = [];
  return {
    /** @param {Omit<InboxMessage, 'id' | 'createdAt' | 'links' | 'to' | 'html' | 'otp'> & { to: string, html?: string, otp?: string }} msg */
    deliver(msg) {
      const text = msg.text ?? '';
      const stored = {
        id: randomUUID(),
        type: msg.type,
        to: normaliseRecipient(msg.to),
        from: msg.from,
        subject: msg.subject ?? '',
        text,
        html: msg.html ?? null,
        links: [...new Set(`${text} ${msg.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map(decodeEntities),
        otp: msg.otp ?? null,
        createdAt: new Date().toISOString(),
      };
      messages.push(stored);
      return stored;
    },
    /** Newest first. @param {{ to?: string }} [filter] */
    list(filter = {}) {
      const to = filter.to ? normaliseRecipient(filter.to) : null;
      return messages.filter((m) => !to || m.to === to).reverse();
    },
    /** @param {string} to */
    latest(to) {
      return this.list({ to })[0] ?? null;
    },
    clear() {
      messages.length = 0;
    },
  };
}

const decodeEntities = (s) => s.replace(/&amp;/g, '&');

/**
 * The app's own origins: the site URL and the additional redirect URLs. Only these
 * may read the inbox from a browser; any other page (which could otherwise read a
 * developer's sign-in codes) gets no CORS headers and a 403.
 * @param {{ siteUrl: string, redirectUrls: string[] }} config
 */
export function appOrigins(config) {
  const origins = new Set();
  for (const url of [config.siteUrl, ...config.redirectUrls]) {
    try {
      origins.add(new URL(url.replace(/\*+.*$/, '')).origin);
    } catch {
      // a pattern that is not a URL names no origin
    }
  }
  return origins;
}

/**
 * @param {ReturnType<typeof createInbox>} inbox @param {{ siteUrl: string, redirectUrls: string[] }} config
 * @param {(req: any, res: any) => void} [handleMail] POST /api/emails: the e-mail provider's stand-in
 *   (Resend's API, providers.mjs), whose key is made at each start, so no web page can know it
 * @param {(req: any, res: any, url: URL) => Promise<void>} [handlePush] /push/...: the push service's stand-in (push-service.mjs)
 */
export function createInboxServer(inbox, config, handleMail, handlePush) {
  const allowed = appOrigins(config);
  return createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && !allowed.has(origin)) return sendJson(res, 403, { error: 'This origin may not read the inbox' });
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'GET, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to') ?? undefined;
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(renderInboxPage(inbox.list({ to })));
    }
    if (url.pathname === '/api/messages') {
      if (req.method === 'GET') return sendJson(res, 200, inbox.list({ to }));
      if (req.method === 'DELETE') {
        inbox.clear();
        return sendJson(res, 200, { deleted: true });
      }
    }
    if (req.method === 'POST' && url.pathname === '/api/emails' && handleMail) return void handleMail(req, res);
    if (url.pathname.startsWith('/push/') && handlePush) {
      return void handlePush(req, res, url).catch(() => sendJson(res, 400, { error: 'Bad push request' }));
    }
    if (req.method === 'GET' && url.pathname === '/api/messages/latest') {
      if (!to) return sendJson(res, 400, { error: 'The query parameter "to" is required' });
      const msg = inbox.latest(to);
      return msg ? sendJson(res, 200, msg) : sendJson(res, 404, { error: `No message for ${to}` });
    }
    sendJson(res, 404, { error: 'Not found' });
  });
}
