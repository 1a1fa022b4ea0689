// paystack-webhook and payment-refunds. The webhook applies charge.* (payments), refund.* and
// transfer.* (weekly payouts: settle_transfer).
//
// The webhook checks x-paystack-signature (HMAC-SHA512 of the raw body with the secret key,
// compared in constant time) before it parses a byte; a request that fails gets 401 and changes
// nothing. What a signed event says is applied by the database once per reference.
import { constantTimeEqual, paystack, signatureMatches, type PaystackSettings } from './paystack.ts';
import { bearer, json, preflight, rpc, type ProjectSettings } from './rest.ts';

export interface WebhookSettings {
  project: ProjectSettings;
  paystack: PaystackSettings;
}

export function createWebhookHandler(settings: WebhookSettings) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const raw = new Uint8Array(await req.arrayBuffer());
    if (!(await signatureMatches(settings.paystack.secretKey, raw, req.headers.get('x-paystack-signature')))) {
      return json(401, { error: 'Bad signature' });
    }
    let event: { event?: unknown; data?: unknown };
    try {
      event = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return json(400, { error: 'Not JSON' });
    }
    const name = typeof event.event === 'string' ? event.event : '';
    const data = event.data && typeof event.data === 'object' ? event.data : null;
    if (!data) return json(200, { outcome: 'ignored' });
    const service = settings.project.serviceRoleKey;
    let answer;
    if (name.startsWith('charge.')) {
      answer = await rpc<{ outcome: string }>(settings.project, 'settle_payment', { p_source: 'webhook', p_event: name, p_data: data }, service);
    } else if (name.startsWith('refund.')) {
      answer = await rpc<{ outcome: string }>(settings.project, 'settle_refund', { p_event: name, p_data: data }, service);
    } else if (name.startsWith('transfer.')) {
      answer = await rpc<{ outcome: string }>(settings.project, 'settle_transfer', { p_event: name, p_data: data }, service);
    } else {
      return json(200, { outcome: 'ignored' });
    }
    // A database error answers 500, so Paystack delivers the event again later.
    if (answer.error) return json(500, { error: 'Not recorded' });
    return json(200, { outcome: answer.data?.outcome });
  };
}

interface Claimed {
  id: number;
  reference: string;
  amount_kobo: number;
  currency: string;
  reason: string;
}

/** Sends the refunds the database owes to Paystack's Refund API; the service role only. */
export function createRefundsHandler(settings: WebhookSettings) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const service = settings.project.serviceRoleKey;
    if (!constantTimeEqual(bearer(req) ?? '', service)) return json(401, { error: 'Service role only' });
    const claimed = await rpc<Claimed[]>(settings.project, 'claim_refunds', { p_limit: 10 }, service);
    if (claimed.error) return json(500, { error: claimed.error.message });
    const results = [];
    for (const refund of claimed.data ?? []) {
      let accepted = false;
      let data: unknown;
      try {
        const answer = await paystack(settings.paystack, 'POST', '/refund', {
          transaction: refund.reference,
          amount: refund.amount_kobo,
          currency: refund.currency,
          merchant_note: refund.reason,
        });
        accepted = answer.ok;
        data = answer.ok ? answer.data : { message: answer.message };
      } catch (err) {
        data = { message: `Paystack could not be reached: ${String(err)}` };
      }
      await rpc(settings.project, 'refund_submitted', { p_refund_id: refund.id, p_accepted: accepted, p_data: data }, service);
      results.push({ id: refund.id, accepted });
    }
    return json(200, { refunds: results });
  };
}
