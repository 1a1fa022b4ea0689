// A Paystack stand-in on its own port: the part of Paystack's API the project uses (initialize,
// verify, charge authorization, refund, banks, account resolution, transfer recipients,
// transfers), a checkout page where the person picks what happens, and webhooks signed the way
// Paystack signs them (x-paystack-signature: HMAC-SHA512 of the body with the secret key).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { readBody, sendJson } from './http.mjs';
import { renderCheckoutPage, renderDonePage } from './paystack-page.mjs';
import { createPayouts } from './paystack-payouts.mjs';

const REF_RE = /^[A-Za-z0-9.=-]{1,100}$/;

/**
 * @param {{ webhookUrl: () => string, transferDelayMs?: number, refundDelayMs?: number, payoutDelayMs?: number }} options
 */
export function createPaystackStandIn(options) {
  const secretKey = `sk_test_local_${randomBytes(16).toString('hex')}`;
  /** @type {Map<string, any>} by reference */
  const transactions = new Map();
  const byAccessCode = new Map();
  /** @type {any[]} */
  const refunds = [];
  /** Every webhook sent: { event, reference, status, at }. */
  const deliveries = [];
  const authorizations = new Map(); // code -> { email, card }
  const timers = new Set();
  let nextId = 4100000000;
  let baseUrl = '';

  const later = (ms, fn) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const payouts = createPayouts({ sendWebhook: (event, data) => sendWebhook(event, data), later: (ms, fn) => later(ms, fn),
    delayMs: options.payoutDelayMs });

  function sign(body) {
    return createHmac('sha512', secretKey).update(body).digest('hex');
  }

  async function sendWebhook(event, data, attempt = 1) {
    const body = JSON.stringify({ event, data });
    const record = { event, reference: data.reference ?? data.transaction_reference, status: 0, at: new Date().toISOString() };
    deliveries.push(record);
    try {
      const res = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': sign(body) },
        body,
      });
      record.status = res.status;
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      record.status = -1;
    }
    // Paystack retries a webhook that was not answered with 200.
    if (attempt < 3) later(1000 * attempt, () => sendWebhook(event, data, attempt + 1));
  }

  const publicTx = (tx) => ({
    id: tx.id, domain: 'test', status: tx.status, reference: tx.reference, amount: tx.amount, currency: tx.currency,
    gateway_response: tx.gateway_response, channel: tx.channel, paid_at: tx.paid_at, created_at: tx.created_at,
    metadata: tx.metadata, customer: { email: tx.email }, authorization: tx.authorization ?? {},
  });

  function settle(tx, outcome) {
    if (outcome === 'card_success' || outcome === 'transfer_success' || outcome === 'charge_success') {
      const card = outcome !== 'transfer_success';
      tx.status = 'success';
      tx.channel = card ? 'card' : 'bank_transfer';
      tx.gateway_response = 'Successful';
      tx.paid_at = new Date().toISOString();
      if (card && !tx.authorization) {
        const code = `AUTH_${randomBytes(5).toString('hex')}`;
        tx.authorization = { authorization_code: code, bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030',
          channel: 'card', card_type: 'visa', bank: 'Test Bank', reusable: true, brand: 'visa' };
        authorizations.set(code, { email: tx.email, authorization: tx.authorization });
      }
      void sendWebhook('charge.success', publicTx(tx));
    } else if (outcome === 'card_failure') {
      tx.status = 'failed';
      tx.channel = 'card';
      tx.gateway_response = 'Declined';
    } else if (outcome === 'transfer') {
      tx.status = 'pending';
      tx.channel = 'bank_transfer';
      tx.gateway_response = 'Transfer pending';
      later(options.transferDelayMs ?? 5000, () => {
        if (tx.status === 'pending') settle(tx, 'transfer_success');
      });
    }
  }

  function authorized(req) {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    const wanted = Buffer.from(`Bearer ${secretKey}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }

  const fail = (res, status, message) => sendJson(res, status, { status: false, message });

  async function api(req, res, url) {
    if (!authorized(req)) return fail(res, 401, 'Invalid key');
    const body = req.method === 'POST' ? JSON.parse((await readBody(req, 1024 * 1024)).toString() || '{}') : {};
    const path = url.pathname;
    if (req.method === 'POST' && path === '/transaction/initialize') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) return fail(res, 400, 'Invalid Amount Sent');
      if (typeof body.email !== 'string' || !body.email.includes('@')) return fail(res, 400, 'Invalid Email Address Passed');
      const reference = body.reference ?? `T${randomBytes(7).toString('hex')}`;
      if (!REF_RE.test(reference)) return fail(res, 400, 'Invalid transaction reference');
      if (transactions.has(reference)) return fail(res, 400, 'Duplicate Transaction Reference');
      const accessCode = randomBytes(8).toString('hex');
      const tx = { id: nextId++, reference, amount, currency: body.currency ?? 'NGN', email: body.email, status: 'abandoned',
        gateway_response: 'The transaction was not completed', channel: null, paid_at: null, created_at: new Date().toISOString(),
        metadata: body.metadata ?? null, callback_url: body.callback_url ?? null, channels: body.channels ?? null, accessCode };
      transactions.set(reference, tx);
      byAccessCode.set(accessCode, tx);
      return sendJson(res, 200, { status: true, message: 'Authorization URL created',
        data: { authorization_url: `${baseUrl}/checkout/${accessCode}`, access_code: accessCode, reference } });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]));
      if (!tx) return fail(res, 400, 'Transaction reference not found');
      return sendJson(res, 200, { status: true, message: 'Verification successful', data: publicTx(tx) });
    }
    if (req.method === 'POST' && path === '/transaction/charge_authorization') {
      const saved = authorizations.get(body.authorization_code);
      if (!saved || saved.email !== body.email) return fail(res, 400, 'Invalid authorization code');
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) return fail(res, 400, 'Invalid Amount Sent');
      const reference = body.reference ?? `T${randomBytes(7).toString('hex')}`;
      if (transactions.has(reference)) return fail(res, 400, 'Duplicate Transaction Reference');
      const tx = { id: nextId++, reference, amount, currency: body.currency ?? 'NGN', email: body.email, status: 'pending',
        created_at: new Date().toISOString(), metadata: body.metadata ?? null, authorization: saved.authorization };
      transactions.set(reference, tx);
      settle(tx, 'charge_success');
      return sendJson(res, 200, { status: true, message: 'Charge attempted', data: publicTx(tx) });
    }
    if (req.method === 'POST' && path === '/refund') {
      const tx = transactions.get(String(body.transaction ?? ''));
      if (!tx || tx.status !== 'success') return fail(res, 400, 'Transaction not found or not successful');
      const done = refunds.filter((r) => r.reference === tx.reference).reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? tx.amount - done : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > tx.amount - done) {
        return fail(res, 400, 'Refund amount cannot be more than the unrefunded transaction amount');
      }
      const refund = { id: nextId++, reference: tx.reference, amount, currency: tx.currency, status: 'pending',
        merchant_note: body.merchant_note ?? null, created_at: new Date().toISOString() };
      refunds.push(refund);
      later(options.refundDelayMs ?? 500, () => {
        refund.status = 'processed';
        void sendWebhook('refund.processed', { id: refund.id, status: 'processed', transaction_reference: tx.reference,
          amount: refund.amount, currency: refund.currency, refunded_at: new Date().toISOString() });
      });
      return sendJson(res, 200, { status: true, message: 'Refund has been queued for processing',
        data: { id: refund.id, transaction: publicTx(tx), amount, currency: refund.currency, status: 'pending' } });
    }
    if (payouts.handle(req, res, path, url, body)) return undefined;
    return fail(res, 404, 'Not found');
  }

  async function page(req, res, url) {
    const match = /^\/checkout\/([0-9a-f]+)(\/pay)?$/.exec(url.pathname);
    const tx = match && byAccessCode.get(match[1]);
    if (!tx) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('This checkout does not exist.');
    if (req.method === 'GET' && !match[2]) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end(renderCheckoutPage(tx));
    }
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString());
    const outcome = form.get('outcome') ?? '';
    if (tx.status === 'abandoned') settle(tx, outcome);
    const back = tx.callback_url ? `${tx.callback_url}${tx.callback_url.includes('?') ? '&' : '?'}trxref=${encodeURIComponent(tx.reference)}&reference=${encodeURIComponent(tx.reference)}` : null;
    if (back) return void res.writeHead(303, { Location: back }).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    return void res.end(renderDonePage(tx));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handler = url.pathname.startsWith('/checkout/') ? page : api;
    handler(req, res, url).catch((err) => {
      if (res.headersSent) return void res.destroy();
      sendJson(res, err instanceof SyntaxError ? 400 : 500, { status: false, message: err instanceof SyntaxError ? 'Invalid JSON' : 'Internal error' });
    });
  });

  return {
    server,
    secretKey,
    transactions,
    refunds,
    deliveries,
    setBaseUrl(url) {
      baseUrl = url;
    },
    get url() {
      return baseUrl;
    },
    sign,
    /** Resends a transaction's charge.success (a test replaying a webhook). */
    resend: (reference) => sendWebhook('charge.success', publicTx(transactions.get(reference))),
    transfers: payouts.transfers,
    accountNames: payouts.accountNames,
    setTransferOutcome: payouts.setOutcome,
    resendTransfer: payouts.resendTransfer,
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
