// payouts-send: sends the weekly payouts the database made (run_weekly_payouts) with Paystack's
// Transfer API. The service role only (a schedule, or the local backend's timer). Each payout is
// claimed once (claim_payouts) and sent with its own reference, so Paystack refuses a second
// transfer of it; Paystack's answer goes to payout_submitted (a refusal gives the money back to
// the payee's balance at once). When Paystack cannot be reached the outcome is unknown: the payout
// stays 'sending' and its transfer.* webhook settles it.
import { constantTimeEqual, paystack, type PaystackSettings } from './paystack.ts';
import { bearer, json, preflight, rpc, type ProjectSettings } from './rest.ts';

export interface PayoutSettings {
  project: ProjectSettings;
  paystack: PaystackSettings;
}

interface Claimed {
  reference: string;
  amount_kobo: number;
  recipient_code: string;
  reason: string;
}

export function createPayoutsSendHandler(settings: PayoutSettings) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const service = settings.project.serviceRoleKey;
    if (!constantTimeEqual(bearer(req) ?? '', service)) return json(401, { error: 'Service role only' });
    const claimed = await rpc<Claimed[]>(settings.project, 'claim_payouts', { p_limit: 20 }, service);
    if (claimed.error) return json(500, { error: claimed.error.message });
    const results = [];
    for (const payout of claimed.data ?? []) {
      let outcome = 'unknown';
      try {
        const answer = await paystack<Record<string, unknown>>(settings.paystack, 'POST', '/transfer', {
          source: 'balance',
          amount: payout.amount_kobo,
          currency: 'NGN',
          recipient: payout.recipient_code,
          reference: payout.reference,
          reason: payout.reason,
        });
        if (answer.ok) {
          await rpc(settings.project, 'payout_submitted', { p_reference: payout.reference, p_accepted: true, p_data: answer.data ?? {} }, service);
          outcome = 'sent';
        } else if (answer.status >= 400 && answer.status < 500) {
          await rpc(settings.project, 'payout_submitted', { p_reference: payout.reference, p_accepted: false,
            p_data: { message: answer.message } }, service);
          outcome = 'refused';
        }
        // 5xx: Paystack may or may not have queued it; the webhook will tell.
      } catch {
        // Unreachable: unknown outcome, left 'sending' for the webhook.
      }
      results.push({ reference: payout.reference, outcome });
    }
    return json(200, { payouts: results });
  };
}
