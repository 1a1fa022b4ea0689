// Stand-ins for the two message providers, speaking their HTTP APIs and delivering into the local
// inbox: Termii's SMS API on its own port (POST /api/sms/send; the API port + 7, 54328 by default)
// and Resend's e-mail API (POST /api/emails on the inbox's port, honouring Idempotency-Key as
// Resend does: a repeated key answers the first send's id and delivers nothing more). Both
// record what they were asked, and tests can make either fail.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { readBody, sendJson } from './http.mjs';
import { normalisePhone } from './config.mjs';

const sameKey = (given, wanted) => {
  const a = Buffer.from(String(given ?? ''));
  const b = Buffer.from(String(wanted));
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * @param {{ inbox: ReturnType<typeof import('./inbox.mjs').createInbox>, failingPhones: string[] }} options
 */
export function createMessageProviders({ inbox, failingPhones }) {
  const termiiKey = `TL_local_${randomBytes(12).toString('hex')}`;
  const mailKey = `re_local_${randomBytes(16).toString('hex')}`;
  const failing = new Set(failingPhones.map(normalisePhone));
  const state = {
    /** Every SMS Termii was asked to send: { to, from, sms, channel, messageId, at }. */
    sms: /** @type {any[]} */ ([]),
    /** Every e-mail request: { key, to, subject, delivered } (delivered false for a repeated key). */
    mail: /** @type {any[]} */ ([]),
    /** Tests: make every SMS or every e-mail fail with a 500 until set back. */
    smsDown: false,
    mailDown: false,
  };
  /** Idempotency-Key -> the id the first send answered. */
  const sentKeys = new Map();

  const termii = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'POST' || url.pathname !== '/api/sms/send') return sendJson(res, 404, { message: 'Not found' });
    readBody(req, 64 * 1024).then((raw) => {
      const body = JSON.parse(raw.toString());
      if (!sameKey(body.api_key, termiiKey)) return sendJson(res, 401, { message: 'Invalid API key' });
      const to = normalisePhone(body.to);
      if (!/^\d{8,15}$/.test(to) || typeof body.sms !== 'string' || !body.sms || !body.from) {
        return sendJson(res, 400, { message: 'to, from and sms are required' });
      }
      if (!['dnd', 'generic', 'whatsapp'].includes(body.channel)) return sendJson(res, 400, { message: 'Unknown channel' });
      if (state.smsDown) return sendJson(res, 500, { message: 'Service unavailable' });
      if (failing.has(to)) return sendJson(res, 400, { message: 'The number could not be reached' });
      const messageId = String(Date.now()) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
      state.sms.push({ to: `+${to}`, from: body.from, sms: body.sms, channel: body.channel, messageId, at: new Date().toISOString() });
      inbox.deliver({ type: 'sms', to, from: body.from, subject: '', text: body.sms, otp: /\b(\d{6})\b/.exec(body.sms)?.[1] });
      sendJson(res, 200, { code: 'ok', message_id: messageId, message: 'Successfully Sent', balance: 1000, user: 'Magani Local' });
    }).catch(() => sendJson(res, 400, { message: 'Body must be JSON' }));
  });

  /** POST /api/emails on the inbox's server. @param {import('node:http').IncomingMessage} req @param {any} res */
  function handleMail(req, res) {
    if (!sameKey(req.headers.authorization, `Bearer ${mailKey}`)) return sendJson(res, 401, { message: 'API key is invalid' });
    const key = req.headers['idempotency-key'] ? String(req.headers['idempotency-key']) : null;
    readBody(req, 1024 * 1024).then((raw) => {
      const mail = JSON.parse(raw.toString());
      const recipients = [mail.to].flat().filter(Boolean);
      if (!recipients.length || !mail.from || !mail.subject) return sendJson(res, 422, { message: 'from, to and subject are required' });
      if (state.mailDown) return sendJson(res, 500, { message: 'Internal server error' });
      const repeat = key !== null && sentKeys.has(key);
      state.mail.push({ key, to: recipients.join(', '), subject: mail.subject, delivered: !repeat });
      if (repeat) return sendJson(res, 200, { id: sentKeys.get(key) });
      const id = randomUUID();
      for (const to of recipients) inbox.deliver({ type: 'email', from: mail.from, to, subject: mail.subject, text: mail.text, html: mail.html });
      if (key !== null) sentKeys.set(key, id);
      sendJson(res, 200, { id });
    }).catch(() => sendJson(res, 400, { message: 'Body must be JSON' }));
  }

  return { termii, termiiKey, mailKey, handleMail, state };
}
